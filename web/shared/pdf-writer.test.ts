import type { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '../../engine/display/format.js';
import { pdfFontFamily } from './pdf-fonts.js';
import { pdfWriter } from './pdf-writer.js';

const fonts = { regular: 'regular face', bold: 'bold face' };

/** a stand-in for the few jsPDF calls the writer makes, keeping the lines it prints, where, and in which face */
function fakeDoc() {
  const printed: string[] = [];
  const placed: { x: number; align?: string }[] = [];
  const faces: string[] = [];
  const languages: string[] = [];
  const files = new Map<string, string>();
  const doc = {
    setLanguage: (code: string) => void languages.push(code),
    addFileToVFS: (name: string, content: string) => void files.set(name, content),
    addFont: (file: string, family: string, style: string) => void faces.push(`${family} ${style} from ${files.get(file)}`),
    setFont: (family: string, style: string) => {
      faces.push(`${family} ${style}`);
      return doc;
    },
    setFontSize: () => doc,
    splitTextToSize: (text: string) => [text],
    text: (line: string, x: number, _y: number, options?: { align?: string }) => {
      printed.push(line);
      placed.push({ x, ...options });
    },
    addPage: () => doc,
    setFillColor: () => doc,
    rect: () => doc,
  };
  return { doc: doc as unknown as jsPDF, printed, placed, faces, languages };
}
afterEach(() => setFormatLanguage('en'));

describe('the PDF writer', () => {
  // the font has no emoji: jsPDF would print each as a box or stray bytes, so they are left out; a symbol it has
  // (the cloud of ☁️) prints as its text form
  it('omits emoji the font cannot draw, whole sequences included, and keeps the words', () => {
    const { doc, printed } = fakeDoc();
    const writer = pdfWriter(doc, fonts);
    writer.title('🚀 Pipedrive');
    writer.row('CRM', 'Salesforce ☁️');
    writer.text('Team 👩🏽‍💻 of 5 ⏱️');
    expect(printed).toEqual(['Pipedrive', 'CRM: Salesforce ☁', 'Team of 5']);
  });

  it('keeps every letter and typographic mark its font draws, in any script', () => {
    const { doc, printed } = fakeDoc();
    pdfWriter(doc, fonts).text('Łódź — “quoted” ő, Ελληνικά, Русский');
    expect(printed).toEqual(['Łódź — “quoted” ő, Ελληνικά, Русский']);
  });

  it('writes in the PDF font, bold where the page is: the title and headings', () => {
    const { doc, faces } = fakeDoc();
    const writer = pdfWriter(doc, fonts);
    writer.title('Results');
    writer.heading('Breakdown');
    writer.text('A line');
    expect(faces).toEqual([
      `${pdfFontFamily} normal from regular face`,
      `${pdfFontFamily} bold from bold face`,
      `${pdfFontFamily} bold`,
      `${pdfFontFamily} bold`,
      `${pdfFontFamily} normal`,
    ]);
  });

  it("marks the document in the page's language and keeps the no-break spaces of its numbers as Intl writes them", () => {
    setFormatLanguage('fr');
    const { doc, printed, languages } = fakeDoc();
    const written = new Intl.NumberFormat('fr', { style: 'percent' }).format(0.45);
    pdfWriter(doc, fonts).text(written);
    expect(languages).toEqual(['fr']);
    expect(written).toMatch(/^45[\u00a0\u202f]%$/);
    expect(printed).toEqual([written]);
  });

  it('sets the lines of a right-to-left language against the right margin, and the others against the left', () => {
    setFormatLanguage('he');
    const rtl = fakeDoc();
    pdfWriter(rtl.doc, fonts).text('שלום');
    expect(rtl.placed).toEqual([{ x: 595 - 48, align: 'right' }]);
    setFormatLanguage('es');
    const ltr = fakeDoc();
    pdfWriter(ltr.doc, fonts).text('Hola');
    expect(ltr.placed).toEqual([{ x: 48 }]);
  });
});
