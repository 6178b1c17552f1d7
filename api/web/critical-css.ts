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

/** the class names a style sheet's selectors name (a CSS module's hashed ones, Mantine's m_...) */
const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
const classesIn = (markup: string) => new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));

/**
 * Makes a page's first paint wait for no style sheet: the rules its markup uses (of every style sheet of the
 * build, a lazy page's too) go inline at the end of the head; after the first paint (after-paint.ts) the page's
 * style sheets and the lazy pages' sheets its markup uses are linked after them, in the cascade's order, and applied
 * together once all have come, so the cascade is the one the build made at every moment. Linked after the inline
 * rules, not before, the browser adds them to what it has (linked before, it would rebuild every sheet's rules: a
 * task of some 20 to 90 ms). A browser without JavaScript reads the page's own sheets from a noscript, before the
 * inline rules. Only the head changes: the markup the browser hydrates stays as rendered. `sheets`: each style
 * sheet of the build (its text) by its address.
 */
export function criticalCss(sheets: ReadonlyMap<string, string>, index: string): (html: string) => Promise<string> {
  // in the order the cascade sees them: the page's own sheets as it links them, then the lazy pages'
  const own = [...index.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const ordered = [...new Set([...own, ...sheets.keys()])];
  const lazy = ordered.filter((url) => !own.includes(url)).map((url) => ({ url, classes: classesOf(sheets.get(url) ?? '') }));
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
    const used = classesIn(html.slice(html.indexOf('<body')));
    const lazyLinks = lazy
      .filter((sheet) => [...sheet.classes].some((name) => used.has(name)))
      .map(({ url }) => `<link rel="stylesheet" crossorigin href="${url}">`);
    const ownLinks = links.map((l) => l.trim());
    const tail = `<noscript>${ownLinks.join('')}</noscript>\n    <style data-critical>${critical}</style>\n    ${afterPaintTemplate([...ownLinks, ...lazyLinks].join(''))}\n  </head>`;
    return html.replace(linked, '').replace(/\s*<\/head>/, () => `\n    ${tail}`);
  };
}
