import { describe, expect, it } from 'vitest';
import { peersIn, peersOf } from './peers.js';

describe('peers', () => {
  it('reads the peers a result carries and ignores any that are not two whole numbers with a percent up to 100', () => {
    expect(peersIn({ score: 40, peers: { teams: 31, percent: 64 } })).toEqual({ teams: 31, percent: 64 });
    for (const peers of [
      undefined,
      null,
      'many',
      { teams: 31 },
      { teams: 31.5, percent: 64 },
      { teams: 31, percent: 101 },
      { teams: 31, percent: -1 },
      { teams: '31', percent: 64 },
    ]) {
      expect(peersIn({ score: 40, peers })).toBeUndefined();
    }
  });

  it('places a score by mid-rank among stored teams, ties counted half, nothing below the minimum', () => {
    const counts = new Map([
      [10, 2],
      [20, 2],
    ]);
    expect(peersOf(counts, 20, 4)).toEqual({ teams: 4, percent: 75 });
    expect(peersOf(counts, 20, 5)).toBeUndefined();
  });
});
