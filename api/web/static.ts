import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Hono } from 'hono';
import type { BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import type { PageHeads } from '../../engine/display/page-heads.js';
import { encodings, type Encoding } from '../../node/encodings.js';
import { ApiError } from '../http/errors.js';
import { chosenLanguage, languageCookieHeader } from '../http/language.js';
import { requestHeader } from '../http/request-header.js';
import { reply } from '../http/respond.js';
import { fileSecurityHeaders, securityHeaders } from '../http/security-headers.js';
import { criticalCss } from './critical-css.js';
import type { RenderedPages } from './render-pages.js';
import { madeAtStart, pickVariant, webFile, type WebFile } from './web-file.js';
import { routePages } from './web-pages.js';

// vite names every file under assets/ after its content, so it can be cached for good
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const precompressed = new RegExp(`(${Object.values(encodings).join('|').replaceAll('.', '\\.')})$`);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

/** the built web app, read once into memory with its compressed copies; undefined when it has not been built */
export function loadWeb(dir: string): Map<string, WebFile> | undefined {
  if (!existsSync(join(dir, 'index.html'))) return undefined;
  const files = new Map<string, WebFile>();
  for (const path of walk(dir)) {
    if (precompressed.test(path)) continue;
    const url = '/' + relative(dir, path).split(sep).join('/');
    const sibling = (e: Encoding) => (existsSync(path + encodings[e]) ? readFileSync(path + encodings[e]) : undefined);
    files.set(url, webFile(path, readFileSync(path), url.startsWith('/assets/') ? immutable : revalidate, sibling));
  }
  return files;
}

const withoutLength = ({ 'Content-Length': _, ...headers }: Record<string, string>) => headers;

/** one language's pages: their heads, the definitions in that language cut for the browser, and their first paints */
export interface LanguagePages {
  heads: PageHeads;
  browser: BrowserDefinitions;
  render: () => Promise<RenderedPages | undefined>;
}

/**
 * Serves the web app: its files as built (compressed when the client accepts it), each route of the definitions
 * as index.html with that page's head, its first paint (`render`: rendered once, while the server starts; a
 * request for a page waits for it) and the definitions' index, each part of the
 * definitions as a file named after its content, and any other path as the app's 404 page with status 404. A
 * missing asset is a JSON 404, never HTML. Each page is made in every language (`languages.codes`, the default
 * first): a page answers in the request's language (c.get('language'), api/http/language.ts), and a page asked
 * with a valid ?lang= keeps the choice in the lang cookie. The other languages are made after the default's, so
 * the start waits for the default only.
 */
export function serveWeb(
  app: Hono,
  files: Map<string, WebFile> | undefined,
  languages: { codes: readonly string[]; of: (code: string) => LanguagePages },
  web: { log: (line: string) => void },
): void {
  const index = files?.get('/index.html');
  const html = index && new TextDecoder().decode(index.identity.body);
  type Pages = Awaited<ReturnType<typeof routePages>>;
  const pages = new Map<string, Promise<Pages | undefined>>();
  const make = (code: string): Promise<Pages | undefined> => {
    const { heads, browser, render } = languages.of(code);
    for (const [url, json] of browser.files) files?.set(url, madeAtStart(url, new TextEncoder().encode(json), immutable));
    const rendered = render().catch((e: Error) => {
      // a page without its first paint still works: the browser renders it, as it does without the server build
      web.log(`pages served without their first paint (${code}): the server render failed: ${e.stack ?? e.message}`);
      return undefined;
    });
    const made = index ? rendered.then((r) => routePages(index.identity.body, heads, browser, r)) : Promise.resolve(undefined);
    // each page's critical CSS is worked out after the pages are served (a few hundred ms of CPU the start does not
    // wait for); until then a page links its style sheets as the build made it
    if (index && files && html) {
      void made
        .then(() => rendered)
        .then((r) => routePages(index.identity.body, heads, browser, r, criticalCss(files, html)))
        .then((inlined) => void pages.set(code, Promise.resolve(inlined)))
        .catch((e: Error) => web.log(`pages served without their critical CSS (${code}): ${e.message}`));
    }
    return made;
  };
  const [first, ...others] = languages.codes;
  if (first === undefined) throw new Error('serveWeb needs at least one language');
  const firstPages = make(first);
  pages.set(first, firstPages);
  const afterFirst = firstPages.catch(() => undefined);
  for (const code of others)
    pages.set(
      code,
      afterFirst.then(() => make(code)),
    );
  files?.delete('/index.html');
  const several = languages.codes.length > 1;
  // the router shows a route with a trailing slash as the route itself
  const pageAt = (ready: Pages | undefined, path: string) => ready?.routes.get(path.length > 1 ? path.replace(/\/$/, '') : path);
  app.get('*', async (c) => {
    // the routes are the same in every language: the default's say whether a path is a page
    const ready = await pages.get(first);
    if (!files || !ready) throw new ApiError(404, 'not_found', 'The web app is not built; run npm run build');
    const path = c.req.path;
    const isPage = pageAt(ready, path) !== undefined;
    const file = isPage ? undefined : files.get(path);
    if (file) {
      const { body, headers } = pickVariant(file, requestHeader(c, 'accept-encoding'));
      // a page gets every security header; a file it loads only those that act on a file
      const security = headers['Content-Type']?.startsWith('text/html') ? securityHeaders : fileSecurityHeaders;
      if (headers.ETag && requestHeader(c, 'if-none-match') === headers.ETag) return reply(null, 304, withoutLength(headers), security);
      return reply(body, 200, headers, security);
    }
    if (!isPage && path.startsWith('/assets/')) throw new ApiError(404, 'not_found', `No file at ${path}`);
    // a page, or the 404 page, in the request's language
    const asked: string | undefined = c.get('language');
    const code = asked !== undefined && pages.has(asked) ? asked : first;
    const own = (code === first ? ready : await pages.get(code)) ?? ready;
    const page = pageAt(own, path);
    const { body, headers } = pickVariant(page ?? own.notFound, requestHeader(c, 'accept-encoding'));
    const chosen = several ? chosenLanguage(c, languages.codes) : undefined;
    const language: Record<string, string> = {
      'Content-Language': code,
      // a cache keeps one copy per language: the language comes from the browser's languages or the visitor's choice
      ...(several && { Vary: [headers.Vary, 'Accept-Language, Cookie'].filter(Boolean).join(', ') }),
      ...(chosen && { 'Set-Cookie': languageCookieHeader(chosen) }),
    };
    if (page && headers.ETag && requestHeader(c, 'if-none-match') === headers.ETag) {
      return reply(null, 304, { ...withoutLength(headers), ...language }, securityHeaders);
    }
    return reply(body, page ? 200 : 404, { ...headers, ...language }, securityHeaders);
  });
  // a page or a file is there to be read: any other method gets 405 with Allow, not a 404 saying nothing is there
  app.all('*', async (c) => {
    const path = c.req.path;
    if (!pageAt(await pages.get(first), path) && !files?.has(path)) return c.notFound();
    throw new ApiError(405, 'method_not_allowed', `${path} answers GET, HEAD only`, [], { Allow: 'GET, HEAD' });
  });
}
