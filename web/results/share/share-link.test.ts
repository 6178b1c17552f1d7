import { describe, expect, it } from 'vitest';
import { decodeShared, encodeShared, shareUrl } from './share-link.js';

describe('share links', () => {
  const shared = { answers: { platform: 'other: Zoë’s CRM', tools: ['a', 'b'] }, hash: 'abc123' };

  it('carries the answers and the hash there and back, typed names in any script included', () => {
    const encoded = encodeShared(shared);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShared(encoded)).toEqual(shared);
  });

  it("carries a number question's answer as a number", () => {
    const withNumber = { answers: { teamSize: 12, paidAds: 'no' }, hash: 'abc123' };
    expect(decodeShared(encodeShared(withNumber))).toEqual(withNumber);
  });

  it('makes a link to the results page', () => {
    expect(shareUrl('https://x.test', '/it-results', shared)).toBe(`https://x.test/it-results?shared=${encodeShared(shared)}`);
  });

  it('makes a link in a language the server reads (?lang=)', () => {
    expect(shareUrl('https://x.test', '/it-results', shared, 'es')).toBe(`https://x.test/it-results?shared=${encodeShared(shared)}&lang=es`);
  });

  it('reads a link that does not decode as nothing, never throwing', () => {
    const notShape = btoa(JSON.stringify({ v: 2, a: {}, h: 'x' }));
    for (const bad of [
      undefined,
      42,
      '',
      '!!!',
      'abc',
      btoa('not json'),
      notShape,
      btoa('{"v":1,"a":{"x":true},"h":"y"}'),
      btoa('{"v":1,"a":{"x":[1]},"h":"y"}'),
    ]) {
      expect(decodeShared(bad)).toBeUndefined();
    }
  });
});
