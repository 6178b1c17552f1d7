import { describe, expect, it } from 'vitest';
import { twemoji } from '../../node/emoji-set.js';
import { definitionsDir } from '../../node/read-definitions.js';
import { emojiBase, usedEmoji } from './emoji-plugin.js';

describe('the emoji plugin', () => {
  const used = usedEmoji(definitionsDir);

  it('ships one drawing per emoji the definitions use, named without U+FE0F', () => {
    expect(used).toContain('2601'); // ☁️ in sales.yaml
    expect(used).toContain('23f1'); // ⏱️, outside the usual emoji blocks
    expect(used.filter((name) => name.includes('fe0f'))).toEqual([]);
    expect(used.filter((name) => !twemoji().fileOf(name))).toEqual([]);
  });

  it('serves them from a folder named after the set version, so each name is immutable', () => {
    expect(emojiBase('15.0.0')).toBe('/assets/twemoji-15.0.0/');
  });
});
