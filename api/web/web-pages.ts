import { inlineJson, type BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import type { PageHead, PageHeads } from '../../engine/display/page-heads.js';
import { madeAtStart, type WebFile } from './web-file.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** index.html with a page's title and meta description written in, so crawlers read them without running the app */
export function withHead(html: string, head: PageHead, extra = ''): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (extra) tags.push(extra);
  return html.replace(/<title>[^<]*<\/title>/, () => tags.join('\n    '));
}

/**
 * The page with the definitions' index the app starts from (web/page-definitions.ts reads it), and the line a
 * browser without JavaScript shows instead of the app.
 */
export const withDefinitions = (html: string, browser: BrowserDefinitions): string =>
  html
    .replace(/<body>/, () => `<body>\n    <noscript><p style="margin: 1rem; font-family: sans-serif">${escapeHtml(browser.index.site.noScript)}</p></noscript>`)
    .replace('</body>', () => `<script id="definitions" type="application/json">${inlineJson(browser.index)}</script>\n  </body>`);

// the part of the definitions a page loads first is fetched while its code loads
const preload = (url: string | undefined) => (url ? `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />` : '');

/** every route's page and the 404 page, made from index.html once (each with its compressed copies) */
export function routePages(index: Uint8Array, heads: PageHeads, browser: BrowserDefinitions) {
  const html = withDefinitions(new TextDecoder().decode(index), browser);
  const page = (head: PageHead, extra?: string): WebFile => madeAtStart('index.html', new TextEncoder().encode(withHead(html, head, extra)), 'no-cache');
  return {
    routes: new Map([...heads.routes].map(([route, head]) => [route, page(head, preload(browser.partOf.get(route)))])),
    // a 404 answer is no page to list in search results
    notFound: page(heads.notFound, '<meta name="robots" content="noindex" />'),
  };
}
