import { describe, expect, it } from 'vitest';
import { Scoring } from '../../../engine/schema/index.js';
import { breakdownRows } from './breakdown-rows.js';

const components = [
  { id: 'a', label: 'Platform', max: 10, from: ['x'], field: 'platformScore' },
  { id: 'b', label: 'Hidden', max: 5, from: ['y'], shown: false, field: 'hiddenScore' },
  { id: 'c', label: 'No field', max: 5, from: ['z'] },
];

describe('breakdownRows', () => {
  it('reads shown components from their result fields', () => {
    const scoring = Scoring.parse({ field: 'score', max: 20, scale: [0, 20], components });
    expect(breakdownRows(scoring, { score: 9, platformScore: 7, hiddenScore: 2 })).toEqual([{ label: 'Platform', value: 7, max: 10 }]);
  });

  it('splits the score by shares rounded down, the last one taking the remainder', () => {
    const scoring = Scoring.parse({
      field: 'score',
      max: 30,
      scale: [0, 30],
      components,
      breakdown: [{ label: 'Tracking', percent: 35 }, { label: 'SOP', percent: 33 }, { label: 'Handoffs' }],
    });
    // 35% of 19 = 6.65 -> 6; 33% of 19 = 6.27 -> 6; the rest is 7
    expect(breakdownRows(scoring, { score: 19 })).toEqual([
      { label: 'Tracking', value: 6, max: 10 },
      { label: 'SOP', value: 6, max: 9 },
      { label: 'Handoffs', value: 7, max: 11 },
    ]);
  });

  it('adds up to the score for every score', () => {
    const scoring = Scoring.parse({
      field: 'score',
      max: 30,
      scale: [0, 30],
      components,
      breakdown: [{ label: 'One', percent: 33.34 }, { label: 'Two', percent: 33.33 }, { label: 'Rest' }],
    });
    for (let score = 0; score <= 30; score++) {
      const rows = breakdownRows(scoring, { score });
      expect(rows.reduce((t, r) => t + r.value, 0)).toBe(score);
      expect(rows.every((r) => r.value >= 0 && r.value <= r.max)).toBe(true);
    }
  });
});
