import { describe, expect, it } from 'vitest';
import { basename } from 'node:path';
import { emojiFields } from '../engine/display/emoji.js';
import { readDefinitions } from './read-definitions.js';
import { twemoji } from './emoji-set.js';

const set = twemoji();

describe('the Twemoji set', () => {
  it.each([
    ['🚀', '1f680.svg'],
    ['☁️', '2601.svg'],
    ['⏱️', '23f1.svg'],
    ['#️⃣', '23-20e3.svg'],
    // a ZWJ sequence whose file keeps U+FE0F, and one whose file drops it although the glyph has it
    ['🏃‍♀️', '1f3c3-200d-2640-fe0f.svg'],
    ['👁️‍🗨️', '1f441-200d-1f5e8.svg'],
  ])('draws %s from %s', (glyph, file) => expect(basename(set.file(glyph) ?? '')).toBe(file));

  it.each([['A'], ['🚀 rocket'], ['🫨🫨'], ['']])('does not draw %j', (glyph) => expect(set.draws(glyph)).toBe(false));

  it('draws every emoji the shipped definitions use', () => {
    const { files } = readDefinitions();
    const glyphs = [...new Set(files.flatMap((f) => emojiFields(f.data).map((e) => e.glyph)))];
    expect(glyphs.length).toBeGreaterThan(90);
    expect(glyphs.filter((g) => !set.draws(g))).toEqual([]);
  });
});
