import { describe, expect, it } from 'vitest';
import { MemoryHits } from './memory-hits.js';

describe('MemoryHits', () => {
  it('keeps a sliding window per key: a hit is refused while max others are younger than the window', () => {
    const hits = new MemoryHits();
    const take = (key: string, at: number) => hits.record(key, at, at - 60_000, 2);
    expect(take('a', 1_000)).toEqual([1_000]);
    expect(take('a', 50_000)).toEqual([1_000, 50_000]);
    // refused: the answer does not end with this hit
    expect(take('a', 60_500)).toEqual([1_000, 50_000]);
    expect(take('b', 60_500)).toEqual([60_500]);
    // the first has left the window
    expect(take('a', 61_001)).toEqual([50_000, 61_001]);
    hits.clear('a');
    expect(take('a', 61_002)).toEqual([61_002]);
  });

  it('forgets the least recently used key past 10,000, so many addresses cannot grow it without end', () => {
    const hits = new MemoryHits();
    for (let i = 0; i <= 10_000; i++) hits.record(`k${i}`, 1, 0, 1);
    // k0 was dropped: its hit is gone, so a new one is taken
    expect(hits.record('k0', 2, 0, 1)).toEqual([2]);
    // k10000 was kept: its hit still fills the window
    expect(hits.record('k10000', 2, 0, 1)).toEqual([1]);
  });
});
