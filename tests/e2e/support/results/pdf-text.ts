import { resolve } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${resolve(import.meta.dirname, '../../../../node_modules/pdfjs-dist/standard_fonts')}/`;

/** the text of every page of a PDF, page after page, lines joined by spaces */
export async function pdfText(data: Uint8Array): Promise<{ pages: number; text: string; size: number[] }> {
  const doc = await getDocument({ data, standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { view } = await doc.getPage(1);
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join(' ').replace(/\s+/g, ' '), size: [view[2]! - view[0]!, view[3]! - view[1]!] };
}
