import type { jsPDF } from 'jspdf';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

/** the PDF font's two faces (DejaVu Sans, Bitstream Vera licence), each file as the binary string jsPDF's file system takes */
export interface PdfFonts {
  regular: string;
  bold: string;
}

/** the family the writer sets; every letter engine/display/pdf-font-coverage.ts lists, in both faces */
export const pdfFontFamily = 'DejaVuSans';

/** a file's bytes as a binary string, in slices (one call per byte would take seconds, one call for all overflows the stack) */
export function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

let loading: Promise<PdfFonts> | undefined;

/** the font files, fetched when the first PDF is made (never with a page: some 590 KB compressed) and kept for the next */
export function loadPdfFonts(): Promise<PdfFonts> {
  const file = async (url: string) => {
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`the PDF font ${url} answered ${answer.status}`);
    return binaryString(new Uint8Array(await answer.arrayBuffer()));
  };
  loading ??= Promise.all([file(regularUrl), file(boldUrl)]).then(([regular, bold]) => ({ regular, bold }));
  // a failed fetch is asked again on the next press
  loading.catch(() => (loading = undefined));
  return loading;
}

/** the two faces in a document; jsPDF embeds each as a subset, with only the glyphs its text uses */
export function addPdfFonts(doc: jsPDF, fonts: PdfFonts): void {
  doc.addFileToVFS('DejaVuSans.ttf', fonts.regular);
  doc.addFont('DejaVuSans.ttf', pdfFontFamily, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', fonts.bold);
  doc.addFont('DejaVuSans-Bold.ttf', pdfFontFamily, 'bold');
}
