import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfFontCoverage, undrawable } from '../engine/display/pdf-font.js';
import { readPdfFontCoverage } from '../node/pdf-font.js';
import { projectRoot } from '../node/project-root.js';
import { readDefinitions } from '../node/read-definitions.js';
import { coverageModule } from './pdf-font.js';

describe('the PDF font coverage the lint and the PDF writer read', () => {
  it('is what the font files draw, as jsPDF reads them (after a font upgrade: npm run pdf-font)', () => {
    expect(pdfFontCoverage).toEqual(readPdfFontCoverage());
    expect(readFileSync(join(projectRoot, 'engine/display/pdf-font-coverage.ts'), 'utf8')).toBe(coverageModule());
  });

  // the lint checks the definitions' texts; what Intl writes around them (spaces, signs, month names) is checked here
  it('draws the numbers, money, percentages and dates of every language site.yaml declares, as Intl writes them', () => {
    const { languages } = readDefinitions().definitions.site;
    for (const { code } of languages) {
      const written = [
        new Intl.NumberFormat(code, { style: 'currency', currency: 'USD' }).format(1234567.89),
        new Intl.NumberFormat(code, { style: 'percent' }).format(0.45),
        new Intl.NumberFormat(code).format(-1234567.5),
        ...Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat(code, { dateStyle: 'full' }).format(new Date(2026, m, 1))),
      ].join(' ');
      expect(undrawable(written), code).toEqual([]);
    }
  });
});
