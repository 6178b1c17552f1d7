import { describe, expect, it } from 'vitest';
import { overlongList, scanJson, unstorable } from './json-check.js';

describe('scanJson', () => {
  it('counts brackets outside strings only', () => {
    expect(scanJson('{"a":[1,{"b":2}]}').depth).toBe(3);
    expect(scanJson('{"a":"[[[[[[\\"[[["}').depth).toBe(1);
    expect(scanJson('[]'.repeat(100)).depth).toBe(1);
  });
  it('stops counting once past the limit', () => {
    expect(scanJson('['.repeat(1_000_000), 32).depth).toBe(33);
  });
  it('names a key written twice, also when escaped or nested', () => {
    expect(scanJson('{"a":1,"b":2}').duplicate).toBeUndefined();
    expect(scanJson('{"a":1,"a":2}').duplicate).toBe('a');
    expect(scanJson('{"a":1,"\\u0061":2}').duplicate).toBe('a');
    expect(scanJson('{"x":[{"a":1},{"a":2,"b":{"c":1, "c" :2}}]}').duplicate).toBe('x[1].b.c');
    expect(scanJson('{"a":{"a":1},"b":["a","a"]}').duplicate).toBeUndefined();
  });
});

describe('unstorable', () => {
  it('names every field holding a NUL or an unpaired surrogate, keys too', () => {
    const issues = unstorable({ ok: 'é😀', a: 'x\u0000', b: ['fine', '\ud800'], c: { d: 'x\udc00y' }, ['k\u0000']: 1 });
    expect(issues.map((i) => i.path)).toEqual(['a', 'b[1]', 'c.d', 'k\u0000']);
  });
});

describe('overlongList', () => {
  it('finds a list longer than any field takes, before its items are looked at', () => {
    expect(overlongList({ a: ['x'], b: { c: Array(101).fill({}) } })).toEqual({ path: 'b.c', message: 'b.c lists more than 100 items' });
    expect(overlongList({ a: Array(100).fill('x') })).toBeUndefined();
  });
});
