import Beasties from 'beasties';
import type { WebFile } from './web-file.js';

// beasties reads style sheets as files under a folder: this one stands for the built files held in memory
const root = '/web-files';
const linked = /<link rel="stylesheet"[^>]*>\n?\s*/g;

/**
 * Makes a page's first paint wait for no style sheet: the rules its markup uses (of every style sheet of the
 * build, a lazy page's too) go inline in the head, and the page's style sheets move to the end of the body, where
 * they load without blocking the paint. Only the head changes: the markup the browser hydrates stays as rendered.
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
    if (!critical) return html;
    const links = html.match(linked) ?? [];
    const [first] = links;
    if (!first) return html;
    return html
      .replace(first, () => `<style data-critical>${critical}</style>\n    `)
      .replace(linked, '')
      .replace('</body>', () => `  ${links.map((l) => l.trim()).join('\n    ')}\n  </body>`);
  };
}
