// the variation selector asks for emoji presentation; an emoji set draws the glyph with or without it
const variationSelector = 0xfe0f;

/**
 * The name an emoji's drawing goes by: its code points in lowercase hex joined by "-", without the variation
 * selector U+FE0F. Sequences that differ only by U+FE0F are the same emoji, so the name is one per glyph.
 * @example emojiName('☁️') // '2601'
 * @example emojiName('🏳️‍🌈') // '1f3f3-200d-1f308'
 */
export function emojiName(glyph: string): string {
  return [...glyph]
    .map((c) => c.codePointAt(0)!)
    .filter((c) => c !== variationSelector)
    .map((c) => c.toString(16))
    .join('-');
}

/** "U+2601 U+FE0F", to name a glyph in a message whatever font the reader has */
export const codePoints = (glyph: string): string => [...glyph].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

/** which emoji an emoji set draws, handed to the lint by whoever can read the set's files */
export interface EmojiSet {
  /** named in messages, such as "Twemoji 15.0.0" */
  name: string;
  draws(glyph: string): boolean;
}

// the keys whose value the web app draws as an emoji (options, features, proposal options, solutions)
const emojiKeys = new Set(['emoji', 'icon']);

/**
 * Every emoji field of a definition (any value under an `emoji` or `icon` key), with its path.
 * @example emojiFields({ options: [{ emoji: '🚀' }] }) // [{ path: ['options', 0, 'emoji'], glyph: '🚀' }]
 */
export function emojiFields(value: unknown, path: (string | number)[] = []): { path: (string | number)[]; glyph: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => emojiFields(v, [...path, i]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    emojiKeys.has(key) && typeof v === 'string' ? [{ path: [...path, key], glyph: v }] : emojiFields(v, [...path, key]),
  );
}
