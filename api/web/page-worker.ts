// the thread that makes the web app's pages (page-thread.ts starts it): it renders each route's first paint with
// the server build and posts each page as soon as it is made, then each again with its critical CSS
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import type { PageHeads } from '../../engine/display/page-heads.js';
import { criticalCss } from './critical-css.js';
import { loadRenderer, notFoundPath } from './render-pages.js';
import type { WebFile } from './web-file.js';
import { makePage, notFoundKey, withDefinitions } from './web-pages.js';

/** what the thread is given */
export interface PageWork {
  /** the server build (dist/ssr/entry-server.mjs) */
  entry: string;
  /** the web build (dist/web): index.html and the style sheets */
  webDir: string;
  heads: PageHeads;
  browser: BrowserDefinitions;
}

/** what it posts: a page (a route, or notFoundKey) made or made again, a line for the log, the end */
export type PageMessage = { kind: 'page'; key: string; file: WebFile } | { kind: 'log'; line: string } | { kind: 'done' };

// on Linux a nice value is a thread's own: this one yields the cores to the database's and the requests' threads
// while the server starts (elsewhere it would be the whole process's, so it is left as it is)
if (process.platform === 'linux') setPriority(10);

const { entry, webDir, heads, browser } = workerData as PageWork;
const post = (message: PageMessage) => parentPort!.postMessage(message);
const index = readFileSync(join(webDir, 'index.html'), 'utf8');
const source = { html: withDefinitions(index, browser), browser };
const keys = [...heads.routes.keys(), notFoundKey];
const markup = new Map<string, string>();

try {
  const render = await loadRenderer(entry, browser);
  for (const key of keys) {
    const html = await render(key === notFoundKey ? notFoundPath : key);
    markup.set(key, html);
    post({ kind: 'page', key, file: await makePage(source, heads, key, html) });
  }
} catch (e) {
  // a page without its first paint still works: the browser renders it, as it does without the server build
  post({ kind: 'log', line: `pages served without their first paint: the server render failed: ${(e as Error).stack ?? String(e)}` });
  for (const key of keys) if (!markup.has(key)) post({ kind: 'page', key, file: await makePage(source, heads, key, undefined) });
}

try {
  const assets = join(webDir, 'assets');
  const sheets = new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`/assets/${name}`, readFileSync(join(assets, name), 'utf8')] as const),
  );
  const inlined = { ...source, inlineCss: criticalCss(sheets, index) };
  for (const [key, html] of markup) post({ kind: 'page', key, file: await makePage(inlined, heads, key, html) });
} catch (e) {
  post({ kind: 'log', line: `pages served without their critical CSS: ${(e as Error).message}` });
}
post({ kind: 'done' });
