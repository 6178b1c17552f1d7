import { describe, expect, it } from 'vitest';
import { minimalModel, minimalYaml } from '../../tests/definitions/minimal-department.js';
import { pairs } from '../../tests/impact/pairs.js';
import { compareAnswers } from './compare.js';

const base = minimalModel();
const compare = (text: string) => compareAnswers(base, minimalModel(text));

describe('comparing two versions over every answer set', () => {
  it('an unchanged definition changes nothing over its 28 real answer sets', () => {
    const r = compare(pairs.movedThreshold.replace('min: 4', 'min: 7').replace('max: 3', 'max: 6'));
    expect(r.answerSets).toEqual({ before: 28, after: 28, both: 28, onlyBefore: 0, onlyAfter: 0 });
    expect(r.changed).toEqual({ score: 0, band: 0, recommendations: 0, figures: 0 });
    expect(r.largest).toEqual([]);
  });

  it('a moved threshold moves exactly the answer sets at the scores it passes (6 of 28 Low -> High)', () => {
    const r = compare(pairs.movedThreshold);
    expect(r.changed).toEqual({ score: 0, band: 6, recommendations: 0, figures: 0 });
    expect(r.bands).toEqual([
      {
        set: 'card',
        moves: [
          { from: 'Low', to: 'High', count: 6, share: 6 / 28 },
          { from: 'High', to: 'High', count: 20, share: 20 / 28 },
          { from: 'Low', to: 'Low', count: 2, share: 2 / 28 },
        ],
      },
    ]);
    expect(r.largest[0]).toMatchObject({ score: [4, 4], bands: [{ set: 'card', from: 'Low', to: 'High' }], figures: [] });
  });

  it('a changed point value moves scores, bands and, through a multi-select, figures', () => {
    const r = compare(pairs.changedPoints);
    // basic without smart: 2 tool sets x 2 sizes x 2 vendors score 3 more (figures total and tooling with it);
    // basic with smart: 2 x 2 x 2 keep their score and take basic's manual 5 (hours, savings)
    expect(r.changed).toEqual({ score: 8, band: 4, recommendations: 0, figures: 16 });
    expect(r.bands[0]!.moves[0]).toEqual({ from: 'Low', to: 'High', count: 4, share: 4 / 28 });
    expect(r.scores).toEqual([
      { score: 1, before: 2, after: 2 },
      { score: 4, before: 6, after: 2 },
      { score: 7, before: 12, after: 12 },
      { score: 10, before: 8, after: 12 },
    ]);
    // the largest move: smart + basic on a small team, hours 2 x 1 x 52 = 104 -> 2 x 5 x 52 = 520
    const top = r.largest[0]!;
    expect(top.figures.find((f) => f.name === 'hours')).toEqual({ name: 'hours', format: 'number', before: 104, after: 520 });
    expect(top.answers.find((a) => a.field === 'tools')!.labels.sort()).toEqual(['Basic', 'Smart']);
  });

  it('an added option adds answer sets and changes none of the old ones', () => {
    const r = compare(pairs.addedOption);
    // 15 non-empty tool sets now, 8 of them with the new tool: 8 x 2 sizes x 2 vendors
    expect(r.answerSets).toEqual({ before: 28, after: 60, both: 28, onlyBefore: 0, onlyAfter: 32 });
    expect(r.changed).toEqual({ score: 0, band: 0, recommendations: 0, figures: 0 });
  });

  it('a removed step: each version counts its own answer sets once, the comparison walks both fields', () => {
    const r = compare(
      minimalYaml
        .replace(/ {4}- field: vendor[\s\S]*?(?=scoring:)/, '')
        .replace('from: [vendor], shown: false', 'from: [size], shown: false')
        .replace('  fee: fee\n', ''),
    );
    // vendor no longer adds 4 or 1: every answer set's score falls, 2 sizes x 7 tool sets remain
    expect(r.answerSets).toEqual({ before: 28, after: 14, both: 28, onlyBefore: 0, onlyAfter: 0 });
    expect(r.changed.score).toBe(28);
    expect(r.scores.reduce((n, s) => n + s.after, 0)).toBe(14);
  });

  it('a changed constant moves every savings figure by its ratio and nothing else', () => {
    const r = compare(pairs.changedConstant);
    expect(r.changed).toEqual({ score: 0, band: 0, recommendations: 0, figures: 28 });
    // hours: 104 x 8, 520 x 12, 832 x 2, 2600 x 4, 4160 x 2; the 14th of 28 is 520
    expect(r.figures.find((f) => f.name === 'hours')).toMatchObject({
      before: { min: 104, median: 520, max: 4160 },
      after: { min: 104, median: 520, max: 4160 },
    });
    expect(r.figures.find((f) => f.name === 'savings')).toMatchObject({
      before: { min: 1040, median: 5200, max: 41600 },
      after: { min: 1248, median: 6240, max: 49920 },
    });
  });
});
