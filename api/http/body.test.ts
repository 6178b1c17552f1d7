import { describe, expect, it } from 'vitest';
import { isJsonType } from './body.js';

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
