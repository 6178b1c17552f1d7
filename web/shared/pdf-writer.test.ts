import type { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { pdfWriter } from './pdf-writer.js';

/** a stand-in for the few jsPDF calls the writer makes, keeping the lines it prints */
function fakeDoc() {
  const printed: string[] = [];
  const doc = {
    setFont: () => doc,
    setFontSize: () => doc,
    splitTextToSize: (text: string) => [text],
    text: (line: string) => void printed.push(line),
    addPage: () => doc,
  };
  return { doc: doc as unknown as jsPDF, printed };
}

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
});
