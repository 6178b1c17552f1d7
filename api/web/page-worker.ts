// the thread that makes the web app's pages (page-thread.ts starts it): it renders each route's first paint with
// the server build and posts each page as soon as it is made, then each again with its critical CSS; the default
// language's first, then the other languages', as the main thread hands in their definitions
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { paintedDataKey, type BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import type { PageHeads } from '../../engine/display/page-heads.js';
import { criticalCss } from './critical-css.js';
import { loadRenderer, notFoundPath } from './render-pages.js';
import type { WebFile } from '../../node/web-file.js';
import { makePage, notFoundKey, pageSource, type PageSource } from './web-pages.js';

/** one language's pages: their heads and the definitions cut for the browser in that language */
export interface LanguageWork {
  code: string;
  heads: PageHeads;
  browser: BrowserDefinitions;
}

/** what the thread is given */
export interface PageWork {
  /** the server build (dist/ssr/entry-server.mjs) */
  entry: string;
  /** the web build (dist/web): index.html and the style sheets */
  webDir: string;
  /** the default language's pages, made first */
  first: LanguageWork;
  /** how many other languages the main thread hands in (PageAsk) once the default's pages are made */
  others: number;
  /** the site's public origin, when known (PageOptions) */
  origin?: string;
  /** EMBED_ORIGINS (PageOptions) */
  embedOrigins?: readonly string[];
}

/**
 * What the main thread sends: another language's pages to make, or one address's page to paint as it is asked
 * for (a wizard's step or a results page the address carries the answers of), with the data its page reads
 * (`data`: JSON, web/state/painted-data.ts).
 */
export type PageAsk = { kind: 'language'; work: LanguageWork } | { kind: 'paint'; id: number; code: string; key: string; url: string; data?: string };

/**
 * What the thread posts: a page (a route, or notFoundKey, in a language) made or made again, a line for the log,
 * that the default language's pages are made (the main thread then works out the other languages' definitions and
 * sends them), the end.
 */
export type PageMessage =
  | { kind: 'page'; code: string; key: string; file: WebFile }
  | { kind: 'painted'; id: number; file?: WebFile }
  | { kind: 'log'; line: string }
  | { kind: 'more' }
  | { kind: 'done' };

// on Linux a nice value is a thread's own: this one yields the cores to the database's and the requests' threads
// while the server starts (elsewhere it would be the whole process's, so it is left as it is)
if (process.platform === 'linux') setPriority(10);

const { entry, webDir, first, others, origin, embedOrigins } = workerData as PageWork;
const port = parentPort!;
const post = (message: PageMessage) => port.postMessage(message);
const index = readFileSync(join(webDir, 'index.html'), 'utf8');

// the other languages, in the order the main thread sends them
const asked: LanguageWork[] = [];
let arrived: (() => void) | undefined;
port.on('message', (message: PageAsk) => {
  if (message.kind === 'paint') return void paintOne(message);
  asked.push(message.work);
  arrived?.();
});
const nextLanguage = async (n: number): Promise<LanguageWork> => {
  while (asked.length <= n) await new Promise<void>((done) => (arrived = done));
  return asked[n]!;
};

/** each language's renderer and the source of its pages (with critical CSS once that pass is ready), as made */
const painters = new Map<string, { render: (url: string) => Promise<string>; heads: PageHeads; source: PageSource }>();
const painterReady = new Map<string, () => void>();
const painter = (code: string) => painters.get(code) ?? new Promise<void>((done) => painterReady.set(code, done)).then(() => painters.get(code)!);

// one address's page at a time: the data it reads is a global of the render (web/state/painted-data.ts)
let painting = Promise.resolve();
function paintOne({ id, code, key, url, data }: Extract<PageAsk, { kind: 'paint' }>): void {
  painting = painting.then(async () => {
    try {
      const { render, heads, source } = await painter(code);
      (globalThis as Record<string, unknown>)[paintedDataKey] = data === undefined ? undefined : JSON.parse(data);
      const html = await render(url);
      post({ kind: 'painted', id, file: await makePage(source, heads, key, html, { marker: url, data }) });
    } catch (e) {
      post({ kind: 'log', line: `${url} served as painted at start: its own paint failed: ${(e as Error).stack ?? String(e)}` });
      post({ kind: 'painted', id });
    } finally {
      delete (globalThis as Record<string, unknown>)[paintedDataKey];
    }
  });
}

/** a language's pages with their first paints (`/` first, as heads lists it), posted as each is made; their markup */
async function paint({ code, heads, browser }: LanguageWork): Promise<Map<string, string>> {
  const source = pageSource(index, browser, { origin, embedOrigins });
  const keys = [...heads.routes.keys(), notFoundKey];
  const markup = new Map<string, string>();
  try {
    const render = await loadRenderer(entry, browser);
    painters.set(code, { render, heads, source });
    painterReady.get(code)?.();
    for (const key of keys) {
      const html = await render(key === notFoundKey ? notFoundPath : key);
      markup.set(key, html);
      post({ kind: 'page', code, key, file: await makePage(source, heads, key, html) });
    }
  } catch (e) {
    // a page without its first paint still works: the browser renders it, as it does without the server build
    post({ kind: 'log', line: `pages served without their first paint (${code}): the server render failed: ${(e as Error).stack ?? String(e)}` });
    for (const key of keys) if (!markup.has(key)) post({ kind: 'page', code, key, file: await makePage(source, heads, key, undefined) });
  }
  return markup;
}

// the style sheets of the build, read once for every language's critical-CSS pass
let inlineCss: ((html: string) => Promise<string>) | undefined;
function sheetsPass(): (html: string) => Promise<string> {
  const assets = join(webDir, 'assets');
  const sheets = new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`/assets/${name}`, readFileSync(join(assets, name), 'utf8')] as const),
  );
  return criticalCss(sheets, index);
}

/** a language's painted pages made again with their critical CSS */
async function inline({ code, heads, browser }: LanguageWork, markup: Map<string, string>): Promise<void> {
  try {
    const inlined = pageSource(index, browser, { inlineCss: (inlineCss ??= sheetsPass()), origin, embedOrigins });
    const own = painters.get(code);
    if (own) own.source = inlined;
    for (const [key, html] of markup) post({ kind: 'page', code, key, file: await makePage(inlined, heads, key, html) });
  } catch (e) {
    post({ kind: 'log', line: `pages served without their critical CSS (${code}): ${(e as Error).message}` });
  }
}

// the default language's pages whole (first paints, then critical CSS) before any other language's
const markup = await paint(first);
if (others > 0) post({ kind: 'more' });
await inline(first, markup);
for (let n = 0; n < others; n++) {
  const work = await nextLanguage(n);
  await inline(work, await paint(work));
}
post({ kind: 'done' });
