import Beasties from 'beasties';
import type { WebFile } from './web-file.js';

// beasties reads style sheets as files under a folder: this one stands for the built files held in memory
const root = '/web-files';
const linked = /<link rel="stylesheet"[^>]*>\n?\s*/g;

/**
 * Makes a page's first paint wait for no style sheet: the rules its markup uses (of every style sheet of the
 * build, a lazy page's too) go inline at the end of the head, and the page's style sheets are preloaded in their
 * place, without blocking the paint; web/main.tsx makes them style sheets there, before any lazy page's sheet
 * comes after them, so the cascade is the one the build made (a browser without JavaScript reads them from a
 * noscript). Only the head changes: the markup the browser hydrates stays as rendered.
 */
export function criticalCss(files: ReadonlyMap<string, WebFile>, index: string): (html: string) => Promise<string> {
  // in the order the cascade sees them: the page's own sheets as it links them, then the lazy pages'
  const own = [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const sheets = [...new Set([...own, ...[...files.keys()].filter((url) => url.startsWith('/assets/') && url.endsWith('.css'))])];
  class InMemory extends Beasties {
    override readFile(filename: string): string {
      const file = files.get(filename.slice(root.length));
      if (!file) throw new Error(`no style sheet ${filename.slice(root.length)} in the build`);
      return new TextDecoder().decode(file.identity.body);
    }
  }
  const beasties = new InMemory({
    path: root,
    publicPath: '/',
    // the lazy pages' sheets too: a route's own rules are in its first paint, not loaded with its code after it
    additionalStylesheets: sheets,
    external: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    inlineFonts: false,
    fonts: false,
    compress: true,
    logLevel: 'silent',
  });
  return async (html) => {
    if (!html.includes('data-ssr=')) return html;
    const inlined = await beasties.process(html);
    const critical = /<style>([\s\S]*?)<\/style>\s*<\/head>/.exec(inlined)?.[1];
    const links = html.match(linked);
    if (!critical || !links) return html;
    // after the sheets in the cascade: until a lazy page's own sheet comes, its rules here win as they will then
    const tail = `<noscript>${links.map((l) => l.trim()).join('')}</noscript>\n    <style data-critical>${critical}</style>\n  </head>`;
    return html.replace(linked, (link) => link.replace('rel="stylesheet"', 'rel="preload" as="style" data-css')).replace(/\s*<\/head>/, () => `\n    ${tail}`);
  };
}
