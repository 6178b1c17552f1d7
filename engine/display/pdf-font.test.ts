import { describe, expect, it } from 'vitest';
import { covers, drawable, pdfFontCoverage, rangesOf, undrawable } from './pdf-font.js';

describe("the PDF font's coverage", () => {
  it('draws the letters of Latin, Greek, Cyrillic, Hebrew and Arabic and the typographic marks, in both faces', () => {
    const text = 'Łódź — “quoted” ő ‘single’ … • € Ελληνικά Русский שלום مرحبا 45\u202f% 1\u00a0000';
    expect(undrawable(text)).toEqual([]);
    expect(drawable(text)).toBe(text);
  });

  it('names each character it cannot draw once, where it first stands: a script it lacks, an emoji', () => {
    expect(undrawable('Tokyo 東京, 東 again 🚀')).toEqual([
      { char: '東', offset: 6 },
      { char: '京', offset: 7 },
      { char: '🚀', offset: 18 },
    ]);
  });

  it('leaves out what it cannot draw and the marks that join emoji, keeping the line breaks', () => {
    expect(drawable('Team 👩🏽‍💻 of 5 ⏱️\nnext line 1️⃣')).toBe('Team  of 5 \nnext line 1');
    expect(undrawable('👩‍💻')).toEqual([
      { char: '👩', offset: 0 },
      { char: '💻', offset: 3 },
    ]);
  });

  it('is a list of ranges in increasing order, searched exactly at their ends', () => {
    expect(rangesOf([5, 1, 2, 3, 9, 10, 3])).toEqual([
      [1, 3],
      [5, 5],
      [9, 10],
    ]);
    const ranges = pdfFontCoverage.ranges;
    for (const [first, last] of ranges) {
      expect(covers(ranges, first) && covers(ranges, last)).toBe(true);
      expect(covers(ranges, first - 1) || covers(ranges, last + 1)).toBe(false);
    }
  });
});
