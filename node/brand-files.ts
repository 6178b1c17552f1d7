import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { BrandAssets } from '../engine/display/browser-definitions.js';
import { contentHash } from '../engine/hash.js';
import type { Theme } from '../engine/schema/index.js';
import { fontFaces, systemFontStack } from '../engine/theme/fonts.js';

/** the theme's files, read once: what the pages carry (`assets`) and each file's bytes by its address */
export interface Brand {
  assets: BrandAssets;
  files: Map<string, Uint8Array>;
}

const number = (text: string | undefined) => (text && /^\s*[\d.]+\s*(px)?\s*$/.test(text) ? Number.parseFloat(text) : undefined);

/**
 * A PNG's or an SVG's size in px: the PNG's header, or the SVG's width and height (else its viewBox); undefined
 * when it says none.
 * @example imageSize(readFileSync('logo.png'), '.png') // { width: 240, height: 64 }
 */
export function imageSize(body: Uint8Array, ext: string): { width: number; height: number } | undefined {
  if (ext === '.png') {
    if (body.length < 24) return undefined;
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  const svg = /<svg\b[^>]*>/i.exec(new TextDecoder().decode(body))?.[0];
  if (!svg) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(svg)?.[1];
  const [width, height] = [number(attr('width')), number(attr('height'))];
  if (width && height) return { width, height };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return box && box.length === 4 && box[2]! > 0 && box[3]! > 0 ? { width: box[2]!, height: box[3]! } : undefined;
}

/** the address a file is served at: named after its content, so it is cached for good */
const served = (file: string, body: Uint8Array) =>
  `/assets/brand/${basename(file, extname(file))}-${contentHash(Buffer.from(body).toString('base64'))}${extname(file).toLowerCase()}`;

/**
 * Reads the logo and the font files site.yaml's theme names, from the definitions folder `dir`; a file that is not
 * there is left out, with a line in the log (the lint names it: theme-file).
 */
export function readBrand(dir: string, theme: Theme, log: (line: string) => void): Brand {
  const files = new Map<string, Uint8Array>();
  const read = (file: string): { src: string; body: Uint8Array } | undefined => {
    const path = join(dir, file);
    if (!existsSync(path)) {
      log(`theme: ${path} is not there; the pages go without it (npm run lint:definitions names it)`);
      return undefined;
    }
    const body = readFileSync(path);
    const src = served(file, body);
    files.set(src, body);
    return { src, body };
  };
  const assets: BrandAssets = { fonts: [] };
  if (theme.logo) {
    const logo = read(theme.logo.file);
    const size = logo && imageSize(logo.body, extname(theme.logo.file).toLowerCase());
    if (logo && !size) log(`theme: ${theme.logo.file} says no size (an SVG needs width and height, or a viewBox); the pages go without it`);
    // the header's height, the width in proportion
    if (logo && size) assets.logo = { src: logo.src, height: theme.logo.height, width: Math.round((size.width / size.height) * theme.logo.height) };
  }
  for (const font of theme.fonts) {
    const found = read(font.file);
    if (found) assets.fonts.push({ src: found.src, weight: font.weight, style: font.style });
  }
  return { assets, files };
}

/** no theme files: a site without logo and fonts */
export const noBrand = (): Brand => ({ assets: { fonts: [] }, files: new Map() });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The theme's font files as every page's head names them: preloaded (so font-display: optional finds them in time)
 * and their @font-face rules; "" without font files. The server's pages, the dev server's and the studio's
 * preview all carry these.
 */
export function brandHead(assets: BrandAssets | undefined, fontFamily: string | undefined): string {
  const fonts = assets?.fonts ?? [];
  if (fonts.length === 0) return '';
  const preloads = fonts.map(
    (f) => `<link rel="preload" href="${escapeHtml(f.src)}" as="font" type="font/${escapeHtml(f.src.split('.').pop()!)}" crossorigin />`,
  );
  return [...preloads, `<style data-brand-fonts>${fontFaces(fontFamily ?? systemFontStack, fonts)}</style>`].join('\n    ');
}

/** an HTML page with the brand's head tags before its </head> */
export const withBrandHead = (html: string, head: string): string => (head ? html.replace(/\s*<\/head>/, () => `\n    ${head}\n  </head>`) : html);

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};

/** a theme file by its address (/assets/brand/…), with its type: how a server without the built app's file table sends it */
export function brandFile(brand: Brand, url: string): { body: Uint8Array; type: string } | undefined {
  const body = brand.files.get(url.split('?')[0]!);
  return body && { body, type: types[extname(url.split('?')[0]!).toLowerCase()] ?? 'application/octet-stream' };
}
