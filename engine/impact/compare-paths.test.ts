import { describe, expect, it } from 'vitest';
import { branchingYaml, minimalModel } from '../../tests/definitions/minimal-department.js';
import { compareAnswers, SpaceTooLarge } from './compare.js';

/**
 * The branching department's 164 real answer sets: teams of 1-4 (4 values) answer ads no (1) or yes with one of 4
 * channel sets (none, search, social, search + social) = 5 each; teams of 5-20 (16 values) also answer reporting
 * (2 ways) unless they chose none: ads no 2 + none 1 + 3 x 2 = 9 each. 4 x 5 + 16 x 9 = 164.
 */
const base = minimalModel(branchingYaml);
const edit = (from: string, to: string) => {
  if (!branchingYaml.includes(from)) throw new Error(`"${from}" is not in the branching department`);
  return compareAnswers(base, minimalModel(branchingYaml.replace(from, to)));
};

describe('comparing two versions whose questions depend on earlier answers', () => {
  it('an edit that changes no condition sees the same questions for every answer set', () => {
    const r = edit('text: High }', 'text: High! }');
    expect(r.answerSets).toEqual({ before: 164, after: 164, both: 164, onlyBefore: 0, onlyAfter: 0 });
    expect([r.questions, r.conditional, r.changed.score]).toEqual([0, true, 0]);
  });

  it('a raised threshold (people >= 5 to >= 10): teams of 5-9 are no longer asked reporting', () => {
    const r = edit('people >= 5', 'people >= 10');
    // every answer set walks reporting when either version asks it: 164 in all; the new version drops it for
    // teams of 5-9, whose 9 answer sets each fold to 5 (the 2 reporting answers count once): 9 x 5 + 11 x 9 = 144
    expect(r.answerSets).toEqual({ before: 164, after: 144, both: 164, onlyBefore: 0, onlyAfter: 0 });
    // 5 team sizes x (ads no 2 + 3 channel sets x 2) = 40 answer sets that answered reporting and no longer see it
    expect(r.questions).toBe(40);
    // per team size: the 4 "automatically" lose its 5 points (total moves), the 4 "by hand" lose 3 hours a week
    expect(r.changed).toEqual({ score: 20, band: 15, recommendations: 0, figures: 40 });
    // with ads: reach 4 or 5 + 5 = 9 or 10 (High) becomes 4 or 5 (Low); without ads 5 -> 0 stays Low
    expect(r.bands[0]!.moves[0]).toEqual({ from: 'High', to: 'Low', count: 15, share: 15 / 164 });
    // the first of the largest moves: 5 people without ads reporting by hand, hours 5 x 3 x 52 = 780 -> 0; its
    // answers are the questions asked (channels is asked by neither version)
    expect(r.largest[0]).toEqual({
      answers: [
        { field: 'people', answer: 5, labels: ['5 people'] },
        { field: 'ads', answer: 'no', labels: ['No'] },
        { field: 'reporting', answer: 'manual', labels: ['By hand'] },
      ],
      score: [0, 0],
      bands: [],
      figures: [{ name: 'hours', format: 'number', before: 780, after: 0 }],
    });
  });

  it('a question one version asks alone takes only the answers that version accepts', () => {
    const edited = branchingYaml
      .replace('people >= 5', 'people >= 10')
      .replace(
        '        - { value: auto, label: Automatically',
        '        - { value: none, label: Not at all, points: 0, attrs: { reportHours: 0 } }\n        - { value: auto, label: Automatically',
      );
    const r = compareAnswers(base, minimalModel(edited));
    // "not at all" exists only in the new version, which asks reporting from 10 people: 11 sizes x (ads no 1 +
    // 3 channel sets) = 44 answer sets only it accepts; teams of 5-9 answer reporting only for the old version,
    // which has no such option, so none of theirs is counted as refused
    expect(r.answerSets).toEqual({ before: 164, after: 188, both: 164, onlyBefore: 0, onlyAfter: 44 });
    expect(r.questions).toBe(40);
  });

  it('a step made unconditional: teams under 5 and those who chose none are now asked it', () => {
    const r = edit(`      when: "people >= 5 and not chose(channels, 'none')"\n      skipped: { points: 0, attrs: { reportHours: 0 } }\n`, '');
    // now asked of all: 4 x 5 x 2 + 16 x (2 + 2 + 6) = 200; before, 164
    expect(r.answerSets).toEqual({ before: 164, after: 200, both: 200, onlyBefore: 0, onlyAfter: 0 });
    // teams of 1-4: 5 x 2 each = 40; teams of 5-20 that chose none: 2 each = 32
    expect(r.questions).toBe(72);
  });

  it('an added conditional step: every answer set that runs ads is asked one more question', () => {
    const r = edit(
      '    - field: reporting\n',
      `    - field: budget\n      when: "chose(ads, 'yes')"\n      question: What is your ad budget?\n      options:\n        - { value: small, label: Small, points: 0 }\n        - { value: large, label: Large, points: 0 }\n    - field: reporting\n`,
    );
    // with ads: teams of 1-4 answer 4 channel sets x 2 budgets = 8 (32 in all), teams of 5-20 2 + 12 = 14 (224)
    expect(r.questions).toBe(256);
    expect(r.answerSets).toMatchObject({ before: 164, both: 164 + 128, after: 164 + 128 });
    expect(r.changed).toEqual({ score: 0, band: 0, recommendations: 0, figures: 0 });
  });

  it('refuses a space past its limit with a message, never a sample', () => {
    // the 128 classes of paths worked by hand in tests/definitions/minimal-department.ts
    expect(() => compareAnswers(base, base, 127)).toThrow(SpaceTooLarge);
    expect(() => compareAnswers(base, base, 127)).toThrow(
      'more than 127 classes of answer sets to evaluate under both versions; the number questions people (20 values) multiply it, each value kept apart because formulas read it: not compared (never sampled)',
    );
    expect(compareAnswers(base, base, 128).answerSets.both).toBe(164);
  });
});
