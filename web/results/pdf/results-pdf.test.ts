import { describe, expect, it } from 'vitest';
import { displayModel } from '../../../engine/display/display.js';
import { readDefinitions } from '../../../node/read-definitions.js';
import { pdfPaint, pdfRuns, testPdfFonts } from '../../test/pdf-file.js';
import type { ResultsContext } from '../results-context.js';
import { resultsPdf } from './results-pdf.js';

const letters = 'Łódź — “quoted” ő';
const fonts = testPdfFonts();

/** a results page shown from its sample, with the editor's texts holding letters beyond Latin-1 */
function context(): ResultsContext {
  const source = readDefinitions().definitions.departments.find((d) => d.results.missing?.kind === 'sample')!;
  const department = structuredClone(source);
  department.results.heading = `${letters} results`;
  const missing = department.results.missing;
  if (missing?.kind !== 'sample') throw new Error('no department shows a sample');
  (missing.result.recommendations as { title: string }[])[0]!.title = `Open a ${letters} office`;
  const display = displayModel(department);
  return { department, display, result: missing.result, scope: display.scope(missing.result), clearResults: () => {} };
}

describe('the results PDF', () => {
  // regression: the standard PDF fonts speak WinAnsi, and the writer kept Latin-1 only, so "Łódź" printed as "ódz"
  it('draws every letter of its texts, read back from the file: "Łódź — “quoted” ő" in the heading and a recommendation', async () => {
    const runs = await pdfRuns(resultsPdf(context(), new Date('2026-12-01T12:00:00Z'), fonts));
    const text = runs.map((r) => r.text).join('\n');
    expect(text).toContain(`${letters} results`);
    expect(text).toContain(`Open a ${letters} office`);
  });

  it('embeds the font as a subset: the file holds only the glyphs its text uses, far less than the font files', async () => {
    const file = resultsPdf(context(), new Date('2026-12-01T12:00:00Z'), fonts).output('arraybuffer');
    expect(file.byteLength).toBeLessThan((fonts.regular.length + fonts.bold.length) / 4);
  });
});

// a 2 x 1 PNG: one red pixel, one blue
const png = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==`;

describe('the results PDF in the brand', () => {
  it("draws the theme's logo at the top and its primary colour under the title, read back from the file", async () => {
    const doc = resultsPdf(context(), new Date('2026-12-01T12:00:00Z'), fonts, { primary: '#0b7285', logo: { png, width: 64, height: 32 } });
    const paint = await pdfPaint(new Uint8Array(doc.output('arraybuffer')));
    expect(paint.images).toBe(1);
    expect(paint.fills).toContain('#0b7285');
  });

  it('draws no image without a logo, and the default blue', async () => {
    const paint = await pdfPaint(new Uint8Array(resultsPdf(context(), new Date('2026-12-01T12:00:00Z'), fonts).output('arraybuffer')));
    expect(paint.images).toBe(0);
    expect(paint.fills).toContain('#1971c2');
  });
});
