import type { jsPDF } from 'jspdf';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '../../engine/display/format.js';
import { pdfWriter } from './pdf-writer.js';

/** a stand-in for the few jsPDF calls the writer makes, keeping the lines it prints */
function fakeDoc() {
  const printed: string[] = [];
  const languages: string[] = [];
  const doc = {
    setLanguage: (code: string) => void languages.push(code),
    setFont: () => doc,
    setFontSize: () => doc,
    splitTextToSize: (text: string) => [text],
    text: (line: string) => void printed.push(line),
    addPage: () => doc,
  };
  return { doc: doc as unknown as jsPDF, printed, languages };
}
afterEach(() => setFormatLanguage('en'));

describe('the PDF writer', () => {
  // the standard PDF fonts have no emoji: jsPDF would print each as a box or stray bytes, so they are left out
  it('omits emoji, whole sequences included, and keeps the words', () => {
    const { doc, printed } = fakeDoc();
    const writer = pdfWriter(doc);
    writer.title('🚀 Pipedrive');
    writer.row('CRM', 'Salesforce ☁️');
    writer.text('Team 👩🏽‍💻 of 5 ⏱️');
    expect(printed).toEqual(['Pipedrive', 'CRM: Salesforce', 'Team of 5']);
  });

  it("marks the document in the page's language and keeps the thin spaces of its numbers as no-break spaces", () => {
    setFormatLanguage('fr');
    const { doc, printed, languages } = fakeDoc();
    pdfWriter(doc).text(new Intl.NumberFormat('fr', { style: 'percent' }).format(0.45));
    expect(languages).toEqual(['fr']);
    expect(printed).toEqual(['45\xa0%']);
  });
});
