import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsPDF } from 'jspdf';
import { rangesOf, type FontCoverage } from '../engine/display/pdf-font.js';

const require = createRequire(import.meta.url);
const packageJson = require.resolve('dejavu-fonts-ttf/package.json');

/** the PDF's font (DejaVu Sans, Bitstream Vera licence): the package, its version and its two faces' files */
export const pdfFont = {
  name: 'DejaVu Sans',
  package: 'dejavu-fonts-ttf',
  version: (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version,
  files: { regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') },
} as const;

/** a file's bytes as the "binary string" jsPDF's virtual file system takes */
export const binaryString = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/**
 * The code points a TrueType file draws as jsPDF reads it: its Unicode cmap of format 4 (jsPDF reads no other, so
 * nothing past U+FFFF), each mapped to a glyph other than .notdef.
 */
export function drawnCodePoints(file: string): number[] {
  const doc = new jsPDF();
  doc.addFileToVFS('font.ttf', binaryString(readFileSync(file)));
  doc.addFont('font.ttf', 'font', 'normal');
  doc.setFont('font', 'normal');
  const codeMap = (doc.getFont().metadata as { cmap: { unicode: { codeMap: Record<number, number> } } }).cmap.unicode.codeMap;
  // 0xffff ends the format's last segment: it is no character
  return Object.keys(codeMap)
    .map(Number)
    .filter((point) => codeMap[point] !== 0 && point !== 0xffff);
}

/** what both faces of the PDF's font draw, read from the files: a letter in bold as in regular */
export function readPdfFontCoverage(): FontCoverage {
  const bold = new Set(drawnCodePoints(pdfFont.files.bold));
  return { font: pdfFont.name, version: pdfFont.version, ranges: rangesOf(drawnCodePoints(pdfFont.files.regular).filter((p) => bold.has(p))) };
}
