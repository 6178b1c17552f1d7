import type { Context, Hono } from 'hono';
import { isEmbedRoute } from '../../engine/display/embed.js';
import { pickVariant, type WebFile } from '../../node/web-file.js';
import { ApiError } from '../http/errors.js';
import { chosenLanguage, languageCookieHeader } from '../http/language.js';
import { requestHeader } from '../http/request-header.js';
import { reply } from '../http/respond.js';
import { fileSecurityHeaders, securityHeaders } from '../http/security-headers.js';
import type { WebPages } from './page-thread.js';
import { notFoundKey } from './web-pages.js';

/** a page painted for its request: the data its paint reads; `private` when only its visitor may see it (never stored by a cache) */
export interface Painted {
  data?: string;
  private?: boolean;
}

/** which page requests are painted for their own request, and with what (wizard-form.ts, insights-page.ts) */
export type PaintFor = (key: string, search: URLSearchParams, code: string, c: Context) => Painted | undefined | Promise<Painted | undefined>;

/** what serveWeb does beyond serving the pages as made */
export interface ServeOptions {
  /** claims an address to paint per request (wizard-form.ts, insights-page.ts) */
  paintFor?: PaintFor;
  /** the security headers of an embed's page, which EMBED_ORIGINS may frame */
  embedHeaders?: Readonly<Record<string, string>>;
}
const withoutLength = ({ 'Content-Length': _, ...headers }: Record<string, string>) => headers;
/** a page only its visitor may see: no validator, never stored by a cache */
const unstored = ({ ETag: _, ...headers }: Record<string, string>): Record<string, string> => ({ ...headers, 'Cache-Control': 'no-store' });

/**
 * Serves the web app: its files as built (compressed when the client accepts it), each route of the definitions
 * as its page (`pages`: index.html with that page's head, its first paint and the definitions' index, made on a
 * thread while the server starts; a request for a page not yet made waits for it), each part of the definitions
 * as a file named after its content, and any other path as the app's 404 page with status 404. A missing asset
 * is a JSON 404, never HTML. Each page is made in every language (`pages.codes`, the default first): a page
 * answers in the request's language (c.get('language'), api/http/language.ts), and a page asked with a valid
 * ?lang= keeps the choice in the lang cookie. The other languages are made after the default's, so the start
 * waits for the default only. An address `paintFor` claims (wizard-form.ts) is painted as it asks, per request.
 */
export function serveWeb(app: Hono, files: Map<string, WebFile> | undefined, pages: WebPages | undefined, options: ServeOptions = {}): void {
  const { paintFor, embedHeaders = securityHeaders } = options;
  files?.delete('/index.html');
  const codes = pages?.codes ?? [];
  const several = codes.length > 1;
  // the router shows a route with a trailing slash as the route itself
  const pageKey = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  app.get('*', async (c) => {
    if (!files || !pages) throw new ApiError(404, 'not_found', 'The web app is not built; run npm run build');
    const path = c.req.path;
    const key = pageKey(path);
    // the routes are the same in every language
    const isPage = pages.has(key);
    const file = isPage ? undefined : (files.get(path) ?? pages.part(path));
    if (file) {
      const { body, headers } = pickVariant(file, requestHeader(c, 'accept-encoding'));
      // a page gets every security header; a file it loads only those that act on a file
      const security = headers['Content-Type']?.startsWith('text/html') ? securityHeaders : fileSecurityHeaders;
      if (headers.ETag && requestHeader(c, 'if-none-match') === headers.ETag) return reply(null, 304, withoutLength(headers), security);
      return reply(body, 200, headers, security);
    }
    if (!isPage && path.startsWith('/assets/')) throw new ApiError(404, 'not_found', `No file at ${path}`);
    // a page, or the 404 page, in the request's language; only an embed's page may be framed, by EMBED_ORIGINS
    const security = isPage && isEmbedRoute(key) ? embedHeaders : securityHeaders;
    const asked: string | undefined = c.get('language');
    const code = asked !== undefined && codes.includes(asked) ? asked : codes[0]!;
    // an address the route's page is not (a wizard's step with its answers, a results page from its answers, the
    // insights as the visitor's sign-in stands) is painted as it asks
    const url = new URL(c.req.url);
    const own = isPage ? await paintFor?.(key, url.searchParams, code, c) : undefined;
    const page = own ? pages.paint(code, key, url.pathname + url.search, own.data) : pages.get(code, isPage ? key : notFoundKey);
    const picked = pickVariant(await page, requestHeader(c, 'accept-encoding'));
    const { body } = picked;
    const headers = own?.private ? unstored(picked.headers) : picked.headers;
    const chosen = several ? chosenLanguage(c, codes) : undefined;
    const language: Record<string, string> = {
      'Content-Language': code,
      // a cache keeps one copy per language: the language comes from the browser's languages or the visitor's choice
      ...(several && { Vary: [headers.Vary, 'Accept-Language, Cookie'].filter(Boolean).join(', ') }),
      ...(chosen && { 'Set-Cookie': languageCookieHeader(chosen) }),
    };
    if (isPage && headers.ETag && requestHeader(c, 'if-none-match') === headers.ETag) {
      return reply(null, 304, { ...withoutLength(headers), ...language }, security);
    }
    return reply(body, isPage ? 200 : 404, { ...headers, ...language }, security);
  });
  // a page or a file is there to be read: any other method gets 405 with Allow, not a 404 saying nothing is there
  app.all('*', (c) => {
    const path = c.req.path;
    if (!pages?.has(pageKey(path)) && !files?.has(path) && !pages?.part(path)) return c.notFound();
    throw new ApiError(405, 'method_not_allowed', `${path} answers GET, HEAD only`, [], { Allow: 'GET, HEAD' });
  });
}
