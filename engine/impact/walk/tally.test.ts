import { describe, expect, it } from 'vitest';
import { spreadOf, Tally } from './tally.js';

describe('weighted spreads', () => {
  it('the median is the value where half the weight is reached, the lower middle of an even count', () => {
    const t = new Tally<number>();
    for (const [v, w] of [
      [104, 8],
      [520, 12],
      [832, 2],
      [2600, 4],
      [4160, 2],
    ] as const)
      t.add(v, w);
    expect(spreadOf(t)).toEqual({ min: 104, median: 520, max: 4160 });
    const even = new Tally<number>();
    [1, 2, 3, 4].forEach((v) => even.add(v, 1));
    expect(spreadOf(even)!.median).toBe(2);
  });

  it('nothing, or nothing finite, has no spread', () => {
    const t = new Tally<number>();
    expect(spreadOf(t)).toBeNull();
    t.add(NaN, 3);
    expect(spreadOf(t)).toBeNull();
  });
});
