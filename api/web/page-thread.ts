import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineJson } from '../../engine/display/browser-definitions.js';
import { contentHash } from '../../engine/hash.js';
import { besideThis, startWorker } from '../../node/worker-thread.js';
import type { LanguageWork, PageAsk, PageMessage, PageWork } from './page-worker.js';
import { immutable, madeAtStart, type WebFile } from '../../node/web-file.js';
import { makePage, notFoundKey, pageSource } from './web-pages.js';

/** the languages of the pages, the default first, and each one's heads and definitions, worked out when asked */
export interface PageLanguages {
  codes: readonly string[];
  of: (code: string) => Omit<LanguageWork, 'code'>;
  /** the site's public origin, which each page's links to itself in the other languages carry (PageOptions) */
  origin?: string;
  /** EMBED_ORIGINS, which the /embed/… pages carry (PageOptions) */
  embedOrigins?: readonly string[];
}

/**
 * The pages of the web app by language and route (or notFoundKey), made on a thread of their own while the server
 * starts (page-worker.ts): a page asked for before it is made waits for it; a page made again (with its critical
 * CSS) replaces it. It also holds each language's parts of the definitions, served as files.
 */
export class WebPages {
  readonly #made = new Map<string, WebFile>();
  readonly #waiting = new Map<string, ((file: WebFile) => void)[]>();
  readonly #parts = new Map<string, string | WebFile>();
  // the pages painted for one address each, the most recently asked last: a few, since any address may be asked
  readonly #painted = new Map<string, Promise<WebFile>>();
  /** paints one address's page on the page thread (set once the thread runs); undefined: the route's page serves */
  painter?: (code: string, key: string, url: string, data: string | undefined) => Promise<WebFile | undefined>;

  /** `codes`: the languages, the default first; `keys`: the routes and notFoundKey, the same in every language */
  constructor(
    readonly codes: readonly string[],
    readonly keys: ReadonlySet<string>,
  ) {}

  /** whether a page is made at this key: a route, or notFoundKey */
  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** the page at a key has() holds in a language of codes, once made */
  get(code: string, key: string): WebFile | Promise<WebFile> {
    const at = `${code} ${key}`;
    return this.#made.get(at) ?? new Promise((done) => this.#waiting.set(at, [...(this.#waiting.get(at) ?? []), done]));
  }

  /** whether the page at this key is made in that language (a request for it does not wait) */
  isMade(code: string, key: string): boolean {
    return this.#made.has(`${code} ${key}`);
  }

  set(code: string, key: string, file: WebFile): void {
    const at = `${code} ${key}`;
    this.#made.set(at, file);
    for (const done of this.#waiting.get(at) ?? []) done(file);
    this.#waiting.delete(at);
  }

  /**
   * The page of one address (`url`: path and search) of the route at `key`, painted as that address asks (a
   * wizard's step with the answers it carries, a results page from its answers) with `data` written beside it;
   * the route's own page when it cannot be (no page thread, or its paint failed). The last `recent` are kept.
   */
  paint(code: string, key: string, url: string, data: string | undefined, recent = 64): Promise<WebFile> {
    // by its data too: a page painted from what the request holds (the insights) differs at one address
    const at = `${code} ${url}${data === undefined ? '' : ` ${contentHash(data)}`}`;
    const known = this.#painted.get(at);
    if (known) {
      this.#painted.delete(at);
      this.#painted.set(at, known);
      return known;
    }
    const made = (this.painter?.(code, key, url, data) ?? Promise.resolve(undefined)).then((file) => file ?? this.get(code, key));
    this.#painted.set(at, made);
    // a page that could not be painted is not kept: it is asked again next time
    void made.then((file) => file === this.#made.get(`${code} ${key}`) && this.#painted.delete(at));
    for (const old of this.#painted.keys()) {
      if (this.#painted.size <= recent) break;
      this.#painted.delete(old);
    }
    return made;
  }

  /** serves these parts of the definitions (address to JSON), each compressed when first asked for */
  addParts(files: ReadonlyMap<string, string>): void {
    for (const [url, json] of files) if (!this.#parts.has(url)) this.#parts.set(url, json);
  }

  /** the part of the definitions at this address, in any language worked out so far */
  part(url: string): WebFile | undefined {
    const part = this.#parts.get(url);
    if (typeof part !== 'string') return part;
    const file = madeAtStart(url, new TextEncoder().encode(part), immutable);
    this.#parts.set(url, file);
    return file;
  }
}

// by web build and definitions: the server starts its pages early, createApp finds them
const started = new Map<string, WebPages>();

/**
 * The pages of the web build in `webDir` in each language, each with its first paint when the server build
 * (webDir/../ssr) is there; undefined when the web app is not built. Started once per build and definitions. The
 * default language's pages are made first; the other languages' definitions are worked out on this thread (in
 * turn, each once) only when those are made, so they never delay the start.
 */
export function webPages(webDir: string, languages: PageLanguages, log: (line: string) => void): WebPages | undefined {
  if (!existsSync(join(webDir, 'index.html'))) return undefined;
  const [code, ...others] = languages.codes;
  if (code === undefined) throw new Error('the web pages need at least one language');
  const first = { code, ...languages.of(code) };
  const { heads, browser } = first;
  const key = `${webDir}\n${languages.codes.join(' ')} ${languages.origin ?? ''} ${languages.embedOrigins?.join(' ') ?? ''}\n${contentHash(inlineJson(browser.index))}\n${contentHash(JSON.stringify([...heads.routes, heads.notFound]))}`;
  const known = started.get(key);
  if (known) return known;
  const pages = new WebPages(languages.codes, new Set([...heads.routes.keys(), notFoundKey]));
  started.set(key, pages);
  pages.addParts(browser.files);
  const works = new Map([[code, first]]);
  const work = (c: string): LanguageWork => {
    let found = works.get(c);
    if (!found) {
      try {
        found = { code: c, ...languages.of(c) };
      } catch (e) {
        // a page in the default language rather than none
        log(`pages in ${c} served in ${code}: their definitions failed: ${(e as Error).stack ?? String(e)}`);
        found = { ...first, code: c };
      }
      works.set(c, found);
      pages.addParts(found.browser.files);
    }
    return found;
  };
  // without a first paint (no server build, or its thread stopped), the pages are made here: a moment's work
  const withoutPaint = async () => {
    const index = readFileSync(join(webDir, 'index.html'), 'utf8');
    for (const c of languages.codes) {
      const { heads: own, browser: ownBrowser } = work(c);
      const source = pageSource(index, ownBrowser, { origin: languages.origin, embedOrigins: languages.embedOrigins });
      for (const page of pages.keys) if (!pages.isMade(c, page)) pages.set(c, page, await makePage(source, own, page, undefined));
    }
  };
  const entry = join(webDir, '../ssr/entry-server.mjs');
  if (!existsSync(entry)) {
    void withoutPaint();
    return pages;
  }
  const workerData: PageWork = { entry, webDir, first, others: others.length, origin: languages.origin, embedOrigins: languages.embedOrigins };
  const worker = startWorker(besideThis(import.meta.url, 'page-worker'), workerData);
  let done = false;
  let stoppedAt = false;
  let asks = 0;
  const waiting = new Map<number, (file: WebFile | undefined) => void>();
  pages.painter = (c, page, url, data) => {
    if (stoppedAt) return Promise.resolve(undefined);
    const id = ++asks;
    worker.postMessage({ kind: 'paint', id, code: c, key: page, url, data } satisfies PageAsk);
    return new Promise((answered) => waiting.set(id, answered));
  };
  worker.on('message', (message: PageMessage) => {
    if (message.kind === 'page') pages.set(message.code, message.key, message.file);
    else if (message.kind === 'painted') {
      waiting.get(message.id)?.(message.file);
      waiting.delete(message.id);
    } else if (message.kind === 'log') log(message.line);
    else if (message.kind === 'more') {
      // the other languages' definitions, one a task, so a request between two is not held up by both
      const send = (rest: readonly string[]) => {
        const [next, ...after] = rest;
        if (next === undefined || done) return;
        worker.postMessage({ kind: 'language', work: work(next) } satisfies PageAsk);
        setImmediate(send, after);
      };
      setImmediate(send, others);
    } else done = true;
  });
  const stopped = (why: string) => {
    stoppedAt = true;
    for (const answered of waiting.values()) answered(undefined);
    waiting.clear();
    if (done) return;
    done = true;
    log(`pages served without their first paint: the page thread ${why}`);
    void withoutPaint();
  };
  worker.on('error', (e) => stopped(`failed: ${e.stack ?? e.message}`));
  worker.on('exit', (exit) => stopped(`exited (${exit})`));
  // a server stopping does not wait for its pages
  worker.unref();
  return pages;
}
