import type { jsPDF } from 'jspdf';
import { formatLanguage } from '../../engine/display/format.js';

// a box that fits both A4 (595 x 842 pt) and US Letter (612 x 792 pt), so the file prints on either
const page = { width: 595, height: 792, margin: 48 };
const sizes = { title: 20, heading: 13, text: 10.5 } as const;

// the standard PDF fonts speak WinAnsi: typographic marks become their plain forms, emoji and the like are dropped
const plain = (text: string): string =>
  text
    // the thin spaces Intl puts in some languages' numbers and dates (1 000 €, 45 %) become WinAnsi's no-break space
    .replace(/[\u2009\u202f]/g, '\xa0')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/•/g, '-')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();

export interface PdfWriter {
  title(text: string): void;
  heading(text: string): void;
  text(text: string, options?: { bold?: boolean }): void;
  /** a label and its figure on one line */
  row(label: string, value: string): void;
  gap(): void;
}

type PdfLanguage = Parameters<jsPDF['setLanguage']>[0];

/** writes top to bottom, wrapping lines and starting a new page when the box is full; the document is marked in the page's language */
export function pdfWriter(doc: jsPDF): PdfWriter {
  // read aloud and searched in the language its texts are in (jspdf lists the codes it knows; the site's are among them)
  doc.setLanguage(formatLanguage() as PdfLanguage);
  let y = page.margin;
  const width = page.width - 2 * page.margin;
  const lines = (text: string, size: number, bold = false): void => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(size);
    const height = size * 1.35;
    for (const line of doc.splitTextToSize(plain(text), width) as string[]) {
      if (y + height > page.height - page.margin) {
        doc.addPage();
        y = page.margin;
      }
      doc.text(line, page.margin, y + size);
      y += height;
    }
  };
  return {
    title: (text) => lines(text, sizes.title, true),
    heading: (text) => {
      y += 10;
      lines(text, sizes.heading, true);
    },
    text: (text, options) => lines(text, sizes.text, options?.bold),
    row: (label, value) => lines(`${label}: ${value}`, sizes.text),
    gap: () => {
      y += 6;
    },
  };
}
