import Beasties from 'beasties';
import postcss from 'postcss';
import { afterPaintTemplate } from './after-paint.js';

const references = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);

/**
 * The rules without the custom properties nothing on the page reads (through `var()`, in the rules, in the markup's
 * styles, or in another property read): Mantine declares hundreds of them on :root, and the full sheets that follow
 * declare them all anyway.
 */
export function withoutUnreadProperties(css: string, markup: string): string {
  const root = postcss.parse(css);
  const read = new Set(references(markup));
  const declared = new Map<string, string[]>();
  root.walkDecls((d) => {
    if (d.prop.startsWith('--')) declared.set(d.prop, [...(declared.get(d.prop) ?? []), ...references(d.value)]);
    else for (const name of references(d.value)) read.add(name);
  });
  // what a read property reads is read too
  for (const name of read) for (const next of declared.get(name) ?? []) read.add(next);
  root.walkDecls((d) => {
    if (d.prop.startsWith('--') && !read.has(d.prop)) d.remove();
  });
  root.walkRules((r) => {
    if (r.nodes.length === 0) r.remove();
  });
  root.walkAtRules((a) => {
    if (a.nodes?.length === 0) a.remove();
  });
  return root.toString();
}

// beasties reads style sheets as files under a folder: this one stands for the built files held in memory
const root = '/web-files';
const linked = /<link rel="stylesheet"[^>]*>\n?\s*/g;

/**
 * Makes a page's first paint wait for no style sheet: the rules its markup uses (of every style sheet of the
 * build, a lazy page's too) go inline at the end of the head, and the page's style sheets are linked in their
 * place after the first paint (after-paint.ts), before any lazy page's sheet comes after them, so the cascade is
 * the one the build made (a browser without JavaScript reads them from a noscript). Only the head changes: the
 * markup the browser hydrates stays as rendered. `sheets`: each style sheet of the build (its text) by its address.
 */
export function criticalCss(sheets: ReadonlyMap<string, string>, index: string): (html: string) => Promise<string> {
  // in the order the cascade sees them: the page's own sheets as it links them, then the lazy pages'
  const own = [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const ordered = [...new Set([...own, ...sheets.keys()])];
  class InMemory extends Beasties {
    override readFile(filename: string): string {
      const sheet = sheets.get(filename.slice(root.length));
      if (sheet === undefined) throw new Error(`no style sheet ${filename.slice(root.length)} in the build`);
      return sheet;
    }
  }
  const beasties = new InMemory({
    path: root,
    publicPath: '/',
    // the lazy pages' sheets too: a route's own rules are in its first paint, not loaded with its code after it
    additionalStylesheets: ordered,
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
    const found = /<style>([\s\S]*?)<\/style>\s*<\/head>/.exec(inlined)?.[1];
    const critical = found && withoutUnreadProperties(found, html.slice(html.indexOf('<body')));
    const links = html.match(linked);
    if (!critical || !links) return html;
    // after the sheets in the cascade: until a lazy page's own sheet comes, its rules here win as they will then
    const tail = `<noscript>${links.map((l) => l.trim()).join('')}</noscript>\n    <style data-critical>${critical}</style>\n  </head>`;
    return html.replace(linked, (link) => afterPaintTemplate(link.trimEnd()) + link.slice(link.trimEnd().length)).replace(/\s*<\/head>/, () => `\n    ${tail}`);
  };
}
