import { inlineJson, notFoundMarker, type BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import type { PageHead, PageHeads } from '../../engine/display/page-heads.js';
import { embedHeadScript, embedOriginsMeta, isEmbedRoute } from '../../engine/display/embed.js';
import { directionOf } from '../../engine/i18n/direction.js';
import { brandHead, withBrandHead } from '../../node/brand-files.js';
import { loadedAfterPaint } from './after-paint.js';
import { madeAtStart, type WebFile } from '../../node/web-file.js';

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
 * picks by the visitor (x-default), at the site's public origin (search engines read only full addresses; without
 * one, the path); none when the site has one language.
 */
export function alternates(route: string, codes: readonly string[], origin = ''): string {
  if (codes.length < 2) return '';
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(origin + href)}" />`;
  return [...codes.map((code) => link(code, `${route}?lang=${encodeURIComponent(code)}`)), link('x-default', route)].join('\n    ');
}

/** the page with the definitions' index the app starts from (web/page-definitions.ts reads it) */
export const withDefinitions = (html: string, browser: BrowserDefinitions): string =>
  html.replace('</body>', () => `<script id="definitions" type="application/json">${inlineJson(browser.index)}</script>\n  </body>`);

/** the page with the data its paint was made from, which the app reads as it hydrates (web/state/painted-data.ts) */
export const withPaintedData = (html: string, marker: string, data: string): string =>
  html.replace(
    '</body>',
    () => `<script id="painted-data" type="application/json">${inlineJson({ url: marker, data: JSON.parse(data) as unknown })}</script>\n  </body>`,
  );

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

/** how the pages are made beside their definitions */
export interface PageOptions {
  /** the critical-CSS pass, when it is ready (critical-css.ts) */
  inlineCss?: (html: string) => Promise<string>;
  /** the site's public origin (PUBLIC_URL), which the links to the other languages carry */
  origin?: string;
  /** EMBED_ORIGINS: an /embed/… page carries them, so it posts only to a host they list and tells an operator who set none */
  embedOrigins?: readonly string[];
}

/** what a page is made from: index.html as built, with the definitions' index and their language (pageSource) */
export interface PageSource extends PageOptions {
  html: string;
  browser: BrowserDefinitions;
}

/**
 * index.html made the source of the pages in the language of `browser` (its index says which): the definitions'
 * index, and <html lang dir>.
 */
export function pageSource(index: string, browser: BrowserDefinitions, options: PageOptions = {}): PageSource {
  const { language, site } = browser.index;
  const dir = site.languages.find((l) => l.code === language)?.dir ?? directionOf(language);
  return { html: withLanguage(withDefinitions(index, browser), language, dir), browser, ...options };
}

/** the key of the 404 page among the pages, beside the routes */
export const notFoundKey = notFoundMarker;

/**
 * One page, route or the 404 page (`key` notFoundKey), made with its compressed copies and, when rendered, its
 * first paint (`markup`); a page that needs JavaScript, or has no first paint, says so to a browser without.
 * The page is in the language of its source: <html lang dir>, head, first paint, and links to the same page in the
 * other languages.
 */
/** a page painted for one address rather than its route: that address (its path and search) and the data it was painted from */
export interface PaintedFor {
  marker: string;
  data?: string;
}

export async function makePage(source: PageSource, heads: PageHeads, key: string, markup: string | undefined, painted?: PaintedFor): Promise<WebFile> {
  const { html, browser } = source;
  const route = key === notFoundKey ? undefined : key;
  const head = route === undefined ? heads.notFound : heads.routes.get(route);
  if (!head) throw new Error(`no page at ${key}`);
  const later = preload(route && browser.partOf.get(route));
  // a 404 answer is no page to list in search results; a route says where it is in the other languages
  const codes = browser.index.site.languages.map((l) => l.code);
  const extra =
    route === undefined || head.noindex
      ? '<meta name="robots" content="noindex" />'
      : isEmbedRoute(route)
        ? `<meta name="${embedOriginsMeta}" content="${escapeHtml((source.embedOrigins ?? []).join(' '))}" />\n    <meta name="robots" content="noindex" />\n    <script>${embedHeadScript}</script>`
        : alternates(route, codes, source.origin);
  const page = markup === undefined ? { html, preloads: '' } : withMarkup(html, markup, painted?.marker ?? key);
  if (painted?.data !== undefined) page.html = withPaintedData(page.html, painted.marker, painted.data);
  // a page painted for its address (results from the answers it carries) works without script
  if ((head.needsScript && !painted) || markup === undefined) page.html = withNoScript(page.html, browser.index.site.noScript);
  // a page the server painted needs its code and data only after that paint; one it did not, at once
  if (markup !== undefined) page.html = loadedAfterPaint(page.html, later);
  const tags = [extra, markup === undefined ? later : '', page.preloads].filter(Boolean).join('\n    ');
  const whole = withHead(page.html, head, tags);
  const inlined = source.inlineCss ? await source.inlineCss(whole) : whole;
  // the brand's fonts after the critical-CSS pass, which reads only the build's style sheets
  const final = withBrandHead(inlined, brandHead(browser.index.brand, browser.index.site.theme.fontFamily));
  return madeAtStart('index.html', new TextEncoder().encode(final), 'no-cache');
}
