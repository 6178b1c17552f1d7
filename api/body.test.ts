import { describe, expect, it } from 'vitest';
import { isJsonType, nestingDepth } from './body.js';

describe('nestingDepth', () => {
  it('counts brackets outside strings only', () => {
    expect(nestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(nestingDepth('{"a":"[[[[[[\\"[[["}')).toBe(1);
    expect(nestingDepth('[]'.repeat(100))).toBe(1);
  });
  it('stops counting once past the limit', () => {
    expect(nestingDepth('['.repeat(1_000_000), 32)).toBe(33);
  });
});

describe('isJsonType', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/json', false],
    ['text/plain', false],
    ['multipart/form-data; boundary=x', false],
    [undefined, false],
  ])('%s -> %s', (type, ok) => expect(isJsonType(type)).toBe(ok));
});
