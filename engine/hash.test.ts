import { describe, expect, it } from 'vitest';
import { contentHash } from './hash.js';

describe('contentHash', () => {
  it('is 16 hex characters', () => {
    expect(contentHash('kind: department\n')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('stays the same across releases, so stored results keep matching their definition', () => {
    expect(contentHash('')).toBe('488bdcb81aee8d83');
    expect(contentHash('a')).toBe('501c2ba782c97901');
    expect(contentHash('kind: department\n')).toBe('3b9f6fd9a4f8f536');
  });

  it('changes with any edit, even one character or a comment', () => {
    const text = 'constants:\n  rate: 37.5 # dollars an hour\n';
    const hashes = new Set([text, text.replace('37.5', '37.6'), text.replace('an hour', 'per hour'), `${text} `].map(contentHash));
    expect(hashes.size).toBe(4);
  });

  it('reads every character, not just the ASCII ones', () => {
    expect(contentHash('emoji: "✨"')).not.toBe(contentHash('emoji: "⚡"'));
  });
});
