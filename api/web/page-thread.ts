import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineJson, type BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import type { PageHeads } from '../../engine/display/page-heads.js';
import { contentHash } from '../../engine/hash.js';
import { besideThis, startWorker } from '../../node/worker-thread.js';
import type { PageMessage, PageWork } from './page-worker.js';
import type { WebFile } from './web-file.js';
import { makePage, notFoundKey, withDefinitions } from './web-pages.js';

/**
 * The pages of the web app by route (and notFoundKey), made on a thread of their own while the server starts
 * (page-worker.ts): a page asked for before it is made waits for it; a page made again (with its critical CSS)
 * replaces it.
 */
export class WebPages {
  readonly #made = new Map<string, WebFile>();
  readonly #waiting = new Map<string, ((file: WebFile) => void)[]>();

  constructor(readonly keys: ReadonlySet<string>) {}

  /** whether a page is made at this key: a route, or notFoundKey */
  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** the page at a key has() holds, once made */
  get(key: string): WebFile | Promise<WebFile> {
    return this.#made.get(key) ?? new Promise((done) => this.#waiting.set(key, [...(this.#waiting.get(key) ?? []), done]));
  }

  /** whether the page at this key is made (a request for it does not wait) */
  isMade(key: string): boolean {
    return this.#made.has(key);
  }

  set(key: string, file: WebFile): void {
    this.#made.set(key, file);
    for (const done of this.#waiting.get(key) ?? []) done(file);
    this.#waiting.delete(key);
  }
}

// by web build and definitions: the server starts its pages early, createApp finds them
const started = new Map<string, WebPages>();

/**
 * The pages of the web build in `webDir` for these definitions, each with its first paint when the server build
 * (webDir/../ssr) is there; undefined when the web app is not built. Started once per build and definitions.
 */
export function webPages(webDir: string, heads: PageHeads, browser: BrowserDefinitions, log: (line: string) => void): WebPages | undefined {
  if (!existsSync(join(webDir, 'index.html'))) return undefined;
  const key = `${webDir}\n${contentHash(inlineJson(browser.index))}\n${contentHash(JSON.stringify([...heads.routes, heads.notFound]))}`;
  const known = started.get(key);
  if (known) return known;
  const pages = new WebPages(new Set([...heads.routes.keys(), notFoundKey]));
  started.set(key, pages);
  // without a first paint (no server build, or its thread stopped), the pages are made here: a moment's work
  const withoutPaint = async () => {
    const source = { html: withDefinitions(readFileSync(join(webDir, 'index.html'), 'utf8'), browser), browser };
    for (const page of pages.keys) if (!pages.isMade(page)) pages.set(page, await makePage(source, heads, page, undefined));
  };
  const entry = join(webDir, '../ssr/entry-server.mjs');
  if (!existsSync(entry)) {
    void withoutPaint();
    return pages;
  }
  const work: PageWork = { entry, webDir, heads, browser };
  const worker = startWorker(besideThis(import.meta.url, 'page-worker'), work);
  let done = false;
  worker.on('message', (message: PageMessage) => {
    if (message.kind === 'page') pages.set(message.key, message.file);
    else if (message.kind === 'log') log(message.line);
    else done = true;
  });
  const stopped = (why: string) => {
    if (done) return;
    done = true;
    log(`pages served without their first paint: the page thread ${why}`);
    void withoutPaint();
  };
  worker.on('error', (e) => stopped(`failed: ${e.stack ?? e.message}`));
  worker.on('exit', (code) => stopped(`exited (${code})`));
  // a server stopping does not wait for its pages
  worker.unref();
  return pages;
}
