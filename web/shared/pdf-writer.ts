import type { jsPDF } from 'jspdf';
import { formatLanguage } from '../../engine/display/format.js';
import { drawable } from '../../engine/display/pdf-font.js';
import { pageDirection } from '../language/page-language.js';
import { primaryOf, surfaces } from '../../engine/theme/palette.js';
import { pdfRgb, type PdfBrand } from './pdf-brand.js';
import { addPdfFonts, pdfFontFamily, type PdfFonts } from './pdf-fonts.js';

// a box that fits both A4 (595 x 842 pt) and US Letter (612 x 792 pt), so the file prints on either
const page = { width: 595, height: 792, margin: 48 };
const sizes = { title: 20, heading: 13, text: 10.5 } as const;

// what the font cannot draw (an emoji, a script it lacks) is left out, never printed as an empty box; the lint
// names any such character in the definitions' texts (pdf-glyph)
const plain = (text: string): string => drawable(text).replace(/ {2,}/g, ' ').trim();

export interface PdfWriter {
  title(text: string): void;
  heading(text: string): void;
  text(text: string, options?: { bold?: boolean }): void;
  /** a label and its figure on one line */
  row(label: string, value: string): void;
  /** a bar filled `fraction` (0 to 1) of its track, in a colour (the primary colour without one), as the page's score bar */
  bar(fraction: number, colour?: string): void;
  gap(): void;
}

// the logo's height on paper, in pt; the rule under the title
const logoHeight = 28;
const ruleHeight = 2.5;

type PdfLanguage = Parameters<jsPDF['setLanguage']>[0];

/**
 * Writes top to bottom, wrapping lines and starting a new page when the box is full, in the PDF font (every letter
 * of its coverage); the document is marked in the page's language, and a right-to-left language's lines are set
 * against the right margin.
 */
export function pdfWriter(doc: jsPDF, fonts: PdfFonts, brand: PdfBrand = { primary: primaryOf({}) }): PdfWriter {
  // read aloud and searched in the language its texts are in (jspdf lists the codes it knows; the site's are among them)
  const language = formatLanguage();
  doc.setLanguage(language as PdfLanguage);
  addPdfFonts(doc, fonts);
  const rtl = pageDirection(language) === 'rtl';
  let y = page.margin;
  const width = page.width - 2 * page.margin;
  // the theme's logo at the top of the first page, on the side the text starts
  if (brand.logo) {
    const w = Math.min(width, (brand.logo.width / brand.logo.height) * logoHeight);
    doc.addImage(brand.logo.png, 'PNG', rtl ? page.width - page.margin - w : page.margin, y, w, logoHeight, 'logo');
    y += logoHeight + 12;
  }
  // jsPDF writes parts given as strings unchanged (its types name numbers only)
  const fill = (colour: string, x: number, top: number, w: number, h: number) =>
    doc.setFillColor(...(pdfRgb(colour) as unknown as [number, number, number])).rect(x, top, w, h, 'F');
  const lines = (text: string, size: number, bold = false): void => {
    doc.setFont(pdfFontFamily, bold ? 'bold' : 'normal').setFontSize(size);
    const height = size * 1.35;
    for (const line of doc.splitTextToSize(plain(text), width) as string[]) {
      if (y + height > page.height - page.margin) {
        doc.addPage();
        y = page.margin;
      }
      if (rtl) doc.text(line, page.width - page.margin, y + size, { align: 'right' });
      else doc.text(line, page.margin, y + size);
      y += height;
    }
  };
  return {
    title: (text) => {
      lines(text, sizes.title, true);
      // a rule in the theme's primary colour under the title
      fill(brand.primary, page.margin, y + 2, width, ruleHeight);
      y += ruleHeight + 8;
    },
    heading: (text) => {
      y += 10;
      lines(text, sizes.heading, true);
    },
    text: (text, options) => lines(text, sizes.text, options?.bold),
    row: (label, value) => lines(`${label}: ${value}`, sizes.text),
    bar: (fraction, colour = brand.primary) => {
      const height = 8;
      const filled = Math.min(1, Math.max(0, fraction)) * width;
      fill(surfaces.track, page.margin, y + 2, width, height);
      if (filled > 0) fill(colour, rtl ? page.width - page.margin - filled : page.margin, y + 2, filled, height);
      y += height + 8;
    },
    gap: () => {
      y += 6;
    },
  };
}
