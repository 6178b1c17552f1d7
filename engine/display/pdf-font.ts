import { pdfFontCoverage } from './pdf-font-coverage.js';

export { pdfFontCoverage } from './pdf-font-coverage.js';

/** the code points a font draws, as [first, last] ranges in increasing order */
export type CodePointRanges = readonly (readonly [number, number])[];

/** what the PDF's font draws: its name, its package's version and its code points (engine/display/pdf-font-coverage.ts) */
export type FontCoverage = typeof pdfFontCoverage;

/** code points in increasing order as ranges, such as [[32, 126], [160, 745]] */
export function rangesOf(points: Iterable<number>): [number, number][] {
  const ranges: [number, number][] = [];
  for (const p of [...new Set(points)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === p - 1) last[1] = p;
    else ranges.push([p, p]);
  }
  return ranges;
}

/** whether the ranges hold the code point (a binary search: the font has some 240 ranges) */
export function covers(ranges: CodePointRanges, point: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last] = ranges[mid]!;
    if (point < first) hi = mid - 1;
    else if (point > last) lo = mid + 1;
    else return true;
  }
  return false;
}

// marks that draw nothing themselves: the joiner and variation selectors of emoji sequences and the keycap, and the
// line breaks and tabs the writer lays out; they are never reported, and the PDF leaves the marks out
const silent = new Set(['\n', '\r', '\t', '\u200d', '\ufe0e', '\ufe0f', '\u20e3']);

/** one character of a text the PDF's font cannot draw, where it first stands (a UTF-16 offset, as the lint points) */
export interface Undrawable {
  char: string;
  offset: number;
}

/**
 * The characters of a text the PDF's font cannot draw, each once, in order: a letter of a script it lacks, an
 * emoji. The PDF leaves them out.
 * @example undrawable('Łódź 🚀 東京') // [{ char: '🚀', offset: 5 }, { char: '東', offset: 8 }, { char: '京', offset: 9 }]
 */
export function undrawable(text: string, coverage: FontCoverage = pdfFontCoverage): Undrawable[] {
  const out: Undrawable[] = [];
  const seen = new Set<string>();
  let offset = 0;
  for (const char of text) {
    if (!silent.has(char) && !seen.has(char) && !covers(coverage.ranges, char.codePointAt(0)!)) {
      seen.add(char);
      out.push({ char, offset });
    }
    offset += char.length;
  }
  return out;
}

/** the text as the PDF writes it: only what its font draws, so nothing prints as an empty box or stray bytes */
export function drawable(text: string, coverage: FontCoverage = pdfFontCoverage): string {
  let out = '';
  for (const char of text) if (char === '\n' || (!silent.has(char) && covers(coverage.ranges, char.codePointAt(0)!))) out += char;
  return out;
}
