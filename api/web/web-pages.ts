import { inlineJson, notFoundMarker, type BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import type { PageHead, PageHeads } from '../../engine/display/page-heads.js';
import type { RenderedPages } from './render-pages.js';
import { madeAtStart, type WebFile } from './web-file.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** index.html with a page's title and meta description written in, so crawlers read them without running the app */
export function withHead(html: string, head: PageHead, extra = ''): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (extra) tags.push(extra);
  return html.replace(/<title>[^<]*<\/title>/, () => tags.join('\n    '));
}

/** the page's <html> with its language and writing direction, whatever index.html said */
export const withLanguage = (html: string, code: string, dir: string): string =>
  html.replace(
    /<html\b([^>]*)>/,
    (_, attrs: string) => `<html lang="${escapeHtml(code)}" dir="${escapeHtml(dir)}"${attrs.replace(/\s(?:lang|dir)="[^"]*"/g, '')}>`,
  );

/**
 * The links that tell a search engine the same page in each language (`?lang=` picks one) and the address that
 * picks by the visitor (x-default); none when the site has one language.
 */
export function alternates(route: string, codes: readonly string[]): string {
  if (codes.length < 2) return '';
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`;
  return [...codes.map((code) => link(code, `${route}?lang=${encodeURIComponent(code)}`)), link('x-default', route)].join('\n    ');
}

/** the page with the definitions' index the app starts from (web/page-definitions.ts reads it) */
export const withDefinitions = (html: string, browser: BrowserDefinitions): string =>
  html.replace('</body>', () => `<script id="definitions" type="application/json">${inlineJson(browser.index)}</script>\n  </body>`);

/** the page with the line a browser without JavaScript shows (site.yaml's noScript) */
export const withNoScript = (html: string, text: string): string =>
  html.replace(/<body>/, () => `<body>\n    <noscript><p style="margin: 1rem; font-family: sans-serif">${escapeHtml(text)}</p></noscript>`);

// react writes the preloads of a page's images before its markup: they belong in the head, not in what the browser hydrates
const leadingPreloads = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * The page with its first paint in <div id="root">, marked with what it was rendered for (a route's path, or
 * notFoundMarker), so web/main.tsx hydrates it only at that address; returns the head's extra tags too.
 */
export function withMarkup(html: string, markup: string, marker: string): { html: string; preloads: string } {
  const preloads = leadingPreloads.exec(markup)?.[0] ?? '';
  const root = `<div id="root" data-ssr="${escapeHtml(marker)}">${markup.slice(preloads.length)}</div>`;
  return { html: html.replace('<div id="root"></div>', () => root), preloads };
}

// the part of the definitions a page loads first is fetched while its code loads
const preload = (url: string | undefined) => (url ? `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />` : '');

/**
 * Every route's page and the 404 page, made from index.html once, each with its compressed copies and, when
 * rendered, its first paint; a page that needs JavaScript, or has no first paint, says so to a browser without.
 * The pages are in the language of `browser` (its index says which): <html lang dir>, head, first paint, and links
 * to the same page in the other languages.
 */
export async function routePages(
  index: Uint8Array,
  heads: PageHeads,
  browser: BrowserDefinitions,
  rendered?: RenderedPages,
  inlineCss: (html: string) => Promise<string> = (html) => Promise.resolve(html),
) {
  const { language, site } = browser.index;
  const dir = site.languages.find((l) => l.code === language)?.dir ?? 'ltr';
  const codes = site.languages.map((l) => l.code);
  const html = withLanguage(withDefinitions(new TextDecoder().decode(index), browser), language, dir);
  const page = async (head: PageHead, extra: string, markup: string | undefined, marker: string): Promise<WebFile> => {
    const painted = markup === undefined ? { html, preloads: '' } : withMarkup(html, markup, marker);
    if (head.needsScript || markup === undefined) painted.html = withNoScript(painted.html, browser.index.site.noScript);
    const tags = [extra, painted.preloads].filter(Boolean).join('\n    ');
    return madeAtStart('index.html', new TextEncoder().encode(await inlineCss(withHead(painted.html, head, tags))), 'no-cache');
  };
  const routes = await Promise.all(
    [...heads.routes].map(
      async ([route, head]) =>
        [
          route,
          await page(head, [alternates(route, codes), preload(browser.partOf.get(route))].filter(Boolean).join('\n    '), rendered?.routes.get(route), route),
        ] as const,
    ),
  );
  // a 404 answer is no page to list in search results
  return { routes: new Map(routes), notFound: await page(heads.notFound, '<meta name="robots" content="noindex" />', rendered?.notFound, notFoundMarker) };
}
