import { describe, expect, it } from 'vitest';
import { codePoints, emojiName } from './emoji.js';

describe('emojiName', () => {
  it.each([
    ['🚀', '1f680'],
    ['☁️', '2601'],
    ['☁', '2601'],
    ['⏱️', '23f1'],
    ['🏙️', '1f3d9'],
    ['🔟', '1f51f'],
    ['#️⃣', '23-20e3'],
    ['🏳️‍🌈', '1f3f3-200d-1f308'],
    ['👩🏽‍💻', '1f469-1f3fd-200d-1f4bb'],
  ])('%s is %s', (glyph, name) => expect(emojiName(glyph)).toBe(name));
});

describe('codePoints', () => {
  it('names each code point, the variation selector too', () => expect(codePoints('☁️')).toBe('U+2601 U+FE0F'));
});
