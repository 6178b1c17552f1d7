import { describe, expect, it } from 'vitest';
import { branchingYaml, minimalModel } from '../../tests/definitions/minimal-department.js';
import { pairs } from '../../tests/impact/pairs.js';
import type { Answers } from '../answers/answers.js';
import { evaluate } from '../evaluation/evaluate.js';
import { replay, type StoredCalculation } from './replay.js';

const base = minimalModel();
// scores 4 (Low), 4 (Low), 10 (High); hours 2 x 8 x 52 = 832, 10 x 5 x 52 = 2600, 2 x 1 x 52 = 104
const visitors: Answers[] = [
  { size: 'small', tools: ['none'], vendor: 'acme' },
  { size: 'large', tools: ['basic', 'none'], vendor: 'other: Initech' },
  { size: 'small', tools: ['smart'], vendor: 'acme' },
];
const stored = (answers: Answers, hash = base.hash): StoredCalculation => ({ answers, definitionHash: hash, results: evaluate(base, answers) });

describe('replaying stored calculations with a new definition', () => {
  it('a moved threshold: the two stored visitors at score 4 would now see High', () => {
    const [r] = replay(
      visitors.map((a) => stored(a)),
      minimalModel(pairs.movedThreshold),
      base,
      new Map(),
    );
    expect(r).toMatchObject({
      hash: base.hash,
      base: true,
      known: true,
      calculations: 3,
      rejected: 0,
      changed: { score: 0, band: 2, recommendations: 0, figures: 0 },
    });
    expect(r!.bands[0]!.moves[0]).toEqual({ from: 'Low', to: 'High', count: 2, share: 2 / 3 });
  });

  it('a changed constant: every savings figure moves by its hours x $2, counted per version, unknown versions apart', () => {
    const list = [...visitors.map((a) => stored(a)), stored(visitors[0]!, 'feedfacefeedface')];
    const [current, older] = replay(list, minimalModel(pairs.changedConstant), base, new Map());
    expect(current!.figures.find((f) => f.name === 'savings')).toEqual({
      name: 'savings',
      format: 'number',
      moved: 3,
      by: { min: 208, median: 1664, max: 5200 },
    });
    // every saving moves by the same 20%: the largest moves come in the order stored, shown with their option labels
    expect(current!.largest.map((c) => c.answers.find((a) => a.field === 'vendor')!.labels)).toEqual([['Acme'], ['Other'], ['Acme']]);
    expect(older).toMatchObject({ hash: 'feedfacefeedface', base: false, known: false, calculations: 1, changed: { figures: 1 } });
  });

  it('answers the new definition no longer accepts are counted, not compared', () => {
    const withoutBasic = minimalModel(pairs.addedOption.replace('        - { value: basic, label: Basic, points: 3, attrs: { manual: 5 } }\n', ''));
    const [r] = replay(
      visitors.map((a) => stored(a)),
      withoutBasic,
      base,
      new Map(),
    );
    expect(r).toMatchObject({ calculations: 3, rejected: 1 });
  });
});

describe('replaying stored calculations of a department whose questions depend on earlier answers', () => {
  const branching = minimalModel(branchingYaml);
  const edited = (from: string, to: string) => minimalModel(branchingYaml.replace(from, to));
  const answers: Answers[] = [
    { people: 3, ads: 'no' },
    // score 4 + 5 = 9 (High), hours 7 x (3 + 2 + 0) x 52 = 1820
    { people: 7, ads: 'yes', channels: ['search'], reporting: 'auto' },
    { people: 12, ads: 'yes', channels: ['none'] },
    { people: 12, ads: 'no', reporting: 'manual' },
  ];
  const list = answers.map((a) => ({ answers: a, definitionHash: branching.hash, results: evaluate(branching, a) }));

  it('an answer the new version no longer asks is left out, and the visitor compared without it', () => {
    const [r] = replay(list, edited('people >= 5', 'people >= 10'), branching, new Map());
    // the team of 7 no longer answers reporting: its 5 points go, 9 (High) -> 4 (Low)
    expect(r).toMatchObject({ calculations: 4, rejected: 0, dropped: 1, moreQuestions: [], changed: { score: 1, band: 1, recommendations: 0 } });
    expect(r!.largest[0]!.answers.map((a) => a.field)).toEqual(['people', 'ads', 'channels']);
  });

  it('a visitor the new version would ask a question they never answered is counted apart, not guessed', () => {
    const [r] = replay(
      list,
      edited(`      when: "people >= 5 and not chose(channels, 'none')"\n      skipped: { points: 0, attrs: { reportHours: 0 } }\n`, ''),
      branching,
      new Map(),
    );
    // the team of 3 and the team of 12 that chose none were never asked reporting
    expect(r).toMatchObject({ calculations: 4, rejected: 0, dropped: 0, moreQuestions: [{ questions: 1, visitors: 2 }], changed: { score: 0, band: 0 } });
    expect(r!.bands[0]!.moves.reduce((n, m) => n + m.count, 0)).toBe(2);
  });
});
