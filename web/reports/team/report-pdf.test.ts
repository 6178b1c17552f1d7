import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '../../../engine/display/format.js';
import type { TeamReport } from '../../../engine/schema/index.js';
import { readDefinitions } from '../../../node/read-definitions.js';
import { pdfRuns, testPdfFonts } from '../../test/pdf-file.js';
import { reportPdf } from './report-pdf.js';

const fonts = testPdfFonts();
const date = new Date('2026-12-01T12:00:00Z');
const source = readDefinitions().definitions.reports.team;
/** the team report with its heading and first phase's title in other words */
const report = (heading: string, phase = source.roadmap.phases[0]!.title): TeamReport => {
  const copy = structuredClone(source);
  copy.heading = heading;
  copy.roadmap.phases[0]!.title = phase;
  return copy;
};
afterEach(() => setFormatLanguage('en'));

describe('the team report PDF', () => {
  it('draws "Łódź — “quoted” ő" in the bold heading and in a bold phase title, read back from the file in the bold face', async () => {
    const runs = await pdfRuns(reportPdf(report('Łódź — “quoted” ő report', 'Phase Łódź — “quoted” ő'), date, fonts));
    const heading = runs.find((r) => r.text === 'Łódź — “quoted” ő report');
    const phase = runs.find((r) => r.text.endsWith('Phase Łódź — “quoted” ő'));
    const intro = runs.find((r) => r.text.startsWith(source.intro!.slice(0, 30)));
    expect([heading, phase, intro].map((r) => r !== undefined)).toEqual([true, true, true]);
    // each embedded face is a font of its own in the file: the bold runs share one, the intro is in the other
    expect(heading!.font).toBe(phase!.font);
    expect(intro!.font).not.toBe(heading!.font);
  });

  // the page's box is 595 points wide with 48-point margins; a reader measures a run's width within a point of jsPDF's
  it('sets every line against the right margin in a right-to-left language, and against the left in the others', async () => {
    setFormatLanguage('he');
    const rtl = await pdfRuns(reportPdf(report('דוח הצוות'), date, fonts));
    expect(rtl.find((r) => r.text.includes('דוח') || r.text.includes('חוד'))).toBeDefined();
    for (const run of rtl) expect(Math.abs(run.x + run.width - (595 - 48)), run.text).toBeLessThan(1);
    setFormatLanguage('en');
    const ltr = await pdfRuns(reportPdf(report('Team report'), date, fonts));
    for (const run of ltr) expect(Math.abs(run.x - 48), run.text).toBeLessThan(1);
  });
});
