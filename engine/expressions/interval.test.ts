import { describe, expect, it } from 'vitest';
import { compile } from './expression.js';
import { bound, type IntervalScope } from './interval.js';

/** every corner and the middle of the scope's intervals must land inside the bound */
function expectSound(text: string, scope: IntervalScope) {
  const [lo, hi] = bound(text, scope);
  const names = Object.keys(scope);
  const points = names.reduce<Record<string, number>[]>(
    (acc, n) => acc.flatMap((a) => [scope[n]![0], (scope[n]![0] + scope[n]![1]) / 2, scope[n]![1]].map((v) => ({ ...a, [n]: v }))),
    [{}],
  );
  for (const p of points) {
    const v = compile(text).run(p);
    expect(v, `${text} at ${JSON.stringify(p)}`).toBeGreaterThanOrEqual(lo);
    expect(v, `${text} at ${JSON.stringify(p)}`).toBeLessThanOrEqual(hi);
  }
}

describe('bound', () => {
  it('is exact for sums and products of independent names, worked by hand', () => {
    expect(bound('a * 2 + b', { a: [0, 3], b: [1, 2] })).toEqual([1, 8]);
    expect(bound('round(a / 3)', { a: [2, 10] })).toEqual([1, 3]);
    expect(bound('clamp(a, 1, 12)', { a: [0, 40] })).toEqual([1, 12]);
  });

  it('decides a comparison when the intervals do not overlap, and hedges when they do', () => {
    expect(bound('a <= b * 1040', { a: [0, 900], b: [1, 6] })).toEqual([1, 1]);
    expect(bound('a <= b', { a: [0, 900], b: [1, 6] })).toEqual([0, 1]);
    expect(bound('a > 5 ? 0 : b', { a: [6, 9], b: [3, 4] })).toEqual([0, 0]);
    expect(bound('a > 5 ? 0 : b', { a: [0, 9], b: [3, 4] })).toEqual([0, 4]);
  });

  it('division by an interval holding 0 bounds nothing', () => {
    expect(bound('1 / a', { a: [0, 2] })).toEqual([-Infinity, Infinity]);
  });

  it.each(['a - b * c', 'min(a, b) + max(b, c)', 'a >= b and c or a', 'not a < b ? abs(a - c) : floor(b) + ceil(c)', 'round(a * b / (c + 10), 1)'])(
    'holds every value of %s',
    (text) => {
      expectSound(text, { a: [-2, 5], b: [0, 3], c: [1, 4] });
    },
  );
});
