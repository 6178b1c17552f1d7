import type { BrandAssets } from '../display/browser-definitions.js';

/** the system stack, every page's font without theme.fontFamily */
export const systemFontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The first family a CSS font stack names, unquoted: the one a theme's font files draw.
 * @example firstFamily('"Brand Sans", system-ui, sans-serif') // 'Brand Sans'
 */
export const firstFamily = (stack: string): string =>
  stack
    .split(',')[0]!
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2');

// a name or address written inside a CSS string: no quote, backslash or angle bracket can end it (or the <style>)
const cssString = (text: string) => `"${text.replace(/["\\<>\n]/g, '')}"`;

const formats: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

/**
 * The @font-face rules of a theme's font files, for the first family of its stack. font-display: optional uses a
 * file only if it has come within the first moments (preloaded, it has), else keeps the system font for that page:
 * text never changes size under the reader, so the layout never shifts.
 * @example fontFaces('Brand Sans, sans-serif', [{ src: '/assets/brand/brand-1a2b.woff2', weight: 400, style: 'normal' }])
 */
export function fontFaces(stack: string, fonts: BrandAssets['fonts']): string {
  const family = cssString(firstFamily(stack));
  return fonts
    .map((f) => {
      const format = formats[f.src.split('.').pop()!.toLowerCase()] ?? 'woff2';
      return `@font-face{font-family:${family};src:url(${cssString(f.src)}) format("${format}");font-weight:${f.weight};font-style:${f.style};font-display:optional}`;
    })
    .join('');
}
