import { readFileSync } from 'node:fs';
import type { jsPDF } from 'jspdf';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { binaryString, pdfFont } from '../../node/pdf-font.js';
import type { PdfFonts } from '../shared/pdf-fonts.js';

/** the PDF font's files as the browser fetches them, read from the package instead */
export const testPdfFonts = (): PdfFonts => ({
  regular: binaryString(readFileSync(pdfFont.files.regular)),
  bold: binaryString(readFileSync(pdfFont.files.bold)),
});

/** one run of text as a PDF reader finds it in the file: its characters, where it starts and how wide it is (points), and the embedded font it is drawn in */
export interface PdfRun {
  text: string;
  x: number;
  width: number;
  font: string;
}

/** every run of text of a document's file, page after page, read back by pdf.js from the bytes jsPDF wrote */
export async function pdfRuns(doc: jsPDF): Promise<PdfRun[]> {
  const file = await getDocument({ data: new Uint8Array(doc.output('arraybuffer')), useSystemFonts: false, isEvalSupported: false }).promise;
  const runs: PdfRun[] = [];
  for (let n = 1; n <= file.numPages; n++) {
    const page = await file.getPage(n);
    const { items } = await page.getTextContent();
    for (const item of items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      runs.push({ text: item.str, x: item.transform[4] as number, width: item.width, font: item.fontName });
    }
  }
  await file.destroy();
  return runs;
}

/** what a document's first page paints besides text, read back by pdf.js: each fill colour set (#rrggbb) and how many images it draws */
export async function pdfPaint(data: Uint8Array): Promise<{ fills: string[]; images: number }> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const file = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const { fnArray, argsArray } = await (await file.getPage(1)).getOperatorList();
  const fills = fnArray.flatMap((fn, i) => (fn === OPS.setFillRGBColor ? [String((argsArray[i] as unknown[])[0])] : []));
  const images = fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  await file.destroy();
  return { fills, images };
}
