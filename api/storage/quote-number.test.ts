import { describe, expect, it } from 'vitest';
import { newQuoteNumber, quoteAlphabet, quoteNumberPattern } from './quote-number.js';

describe('quote numbers', () => {
  it('read PREFIX-YEAR-XXXXXX from an alphabet without look-alike characters', () => {
    const n = newQuoteNumber('Q', new Date('2026-05-01T00:00:00Z'));
    expect(n).toMatch(/^Q-2026-[A-Z0-9]{6}$/);
    expect(n).toMatch(quoteNumberPattern);
    expect(quoteAlphabet).not.toMatch(/[01OIL]/);
  });
  it('use every character of the alphabet, evenly enough that none is favoured', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) for (const ch of newQuoteNumber('Q', new Date()).slice(-6)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...quoteAlphabet].sort().join(''));
    // 12,000 characters over 31: about 387 each; a biased draw would leave some far off
    for (const n of counts.values()) expect(n).toBeGreaterThan(250);
  });
});
