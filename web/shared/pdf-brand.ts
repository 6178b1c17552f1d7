import { parseHex } from '../../engine/theme/colour.js';
import { primaryOf } from '../../engine/theme/palette.js';
import { index, site } from '../definitions.js';

/** the theme as the PDF draws it: the primary colour and the logo as a PNG (jsPDF draws PNG and JPEG, not SVG) */
export interface PdfBrand {
  primary: string;
  /** the logo's PNG as a data: URL, and its size in the header (px), its proportions for the page */
  logo?: { png: string; width: number; height: number };
}

// drawn at three times its header size: sharp when printed
const scale = 3;

/** an SVG or PNG drawn into a canvas and read back as a PNG (the same address the header shows, so it is cached) */
async function pngOf(src: string, width: number, height: number): Promise<string> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/png');
}

/** site.yaml's theme for a PDF, read when it is made; a logo that cannot be drawn is left out, never the PDF */
export async function loadPdfBrand(): Promise<PdfBrand> {
  const primary = primaryOf(site.theme);
  const served = index.brand?.logo;
  if (!site.theme.logo || !served) return { primary };
  try {
    return { primary, logo: { png: await pngOf(served.src, served.width, served.height), width: served.width, height: served.height } };
  } catch {
    return { primary };
  }
}

/** a hex colour as jsPDF writes it unchanged: each part a fraction with four decimals (its own rounding, to two, would shift the colour) */
export const pdfRgb = (hex: string): [string, string, string] => parseHex(hex).map((n) => (n / 255).toFixed(4)) as [string, string, string];
