import { jsPDF } from 'jspdf';
import type { Block } from '../../../engine/schema/index.js';
import { shownBlocks, type ResultsContext } from '../results-context.js';
import { pdfBlocks } from './pdf-blocks.js';
import { formatDate } from '../../language/format-date.js';
import { loadPdfFonts, type PdfFonts } from '../../shared/pdf-fonts.js';
import { pdfWriter } from '../../shared/pdf-writer.js';
import { loadPdfBrand, type PdfBrand } from '../../shared/pdf-brand.js';

/** the file name: the department and the date, such as "it-results-2026-11-24.pdf" */
export const pdfName = (ctx: ResultsContext, date: Date): string => `${ctx.department.id}-results-${date.toISOString().slice(0, 10)}.pdf`;

/** the visitor's results as a PDF, from the same blocks the page shows (this module, jspdf and the font load on the click) */
export function resultsPdf(ctx: ResultsContext, date: Date, fonts: PdfFonts, brand?: PdfBrand): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  const { results } = ctx.department;
  doc.setProperties({ title: results.heading });
  const w = pdfWriter(doc, fonts, brand);
  w.title(results.heading);
  w.text(formatDate(date));
  for (const block of shownBlocks(ctx)) {
    const write = pdfBlocks[block.kind] as (b: Block, c: ResultsContext, writer: typeof w) => void;
    write(block, ctx, w);
  }
  return doc;
}

/** makes the PDF once the font is in and hands it to the browser as a download */
export async function downloadResultsPdf(ctx: ResultsContext): Promise<void> {
  const [fonts, brand] = await Promise.all([loadPdfFonts(), loadPdfBrand()]);
  const now = new Date();
  resultsPdf(ctx, now, fonts, brand).save(pdfName(ctx, now));
}
