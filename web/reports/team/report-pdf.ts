import { jsPDF } from 'jspdf';
import type { TeamReport } from '../../../engine/schema/index.js';
import { formatDate } from '../../language/format-date.js';
import { loadPdfFonts, type PdfFonts } from '../../shared/pdf-fonts.js';
import { pdfWriter } from '../../shared/pdf-writer.js';
import { loadPdfBrand, type PdfBrand } from '../../shared/pdf-brand.js';

/** the file name: the report's route and the date, such as "team-report-2026-11-24.pdf" */
export const reportPdfName = (report: TeamReport, date: Date): string =>
  `${report.route.replace(/^\//, '').replace(/\W+/g, '-')}-${date.toISOString().slice(0, 10)}.pdf`;

/** a team report as a PDF: its heading, intro, claims, the ROI calculator note and the roadmap (this module, jspdf and the font load on the click) */
export function reportPdf(report: TeamReport, date: Date, fonts: PdfFonts, brand?: PdfBrand): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
  doc.setProperties({ title: report.heading });
  const w = pdfWriter(doc, fonts, brand);
  w.title(report.heading);
  w.text(formatDate(date));
  if (report.intro) w.text(report.intro);
  for (const claim of report.claims) w.row(claim.label, claim.value);
  w.heading(report.roiCalculator.title);
  w.text(report.roiCalculator.text);
  w.heading(report.roadmap.title);
  for (const phase of report.roadmap.phases) {
    w.text(`${phase.months}: ${phase.title}`, { bold: true });
    for (const item of phase.items) w.text(`- ${item}`);
    w.gap();
  }
  return doc;
}

/** makes the PDF once the font is in and hands it to the browser as a download */
export async function downloadReportPdf(report: TeamReport): Promise<void> {
  const [fonts, brand] = await Promise.all([loadPdfFonts(), loadPdfBrand()]);
  const now = new Date();
  reportPdf(report, now, fonts, brand).save(reportPdfName(report, now));
}
