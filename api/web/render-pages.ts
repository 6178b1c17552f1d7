import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { inlineJson, renderedDefinitions, type BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import { contentHash } from '../../engine/hash.js';

/** each route's first paint, and the 404 page's, as HTML to put in <div id="root"> */
export interface RenderedPages {
  routes: Map<string, string>;
  notFound: string;
}

// the 404 page's markup is the same at any path no route claims
const notFoundPath = '/404/not-found';

// one render at a time: the server build reads the definitions from the global as it is imported; definitions in
// another language have another index (its language is in it), so another hash, and so a module instance of their own
let queue: Promise<unknown> = Promise.resolve();
// by build and definitions: the server starts its render early, createApp finds it
const started = new Map<string, Promise<RenderedPages | undefined>>();

/**
 * Every route's first paint rendered by the web app's server build (`entry`, web/entry-server.tsx built to dist/ssr)
 * over these definitions, once; undefined when that build is missing (the browser then renders every page).
 */
export function renderPages(entry: string, browser: BrowserDefinitions, routes: string[]): Promise<RenderedPages | undefined> {
  if (!existsSync(entry)) return Promise.resolve(undefined);
  // other definitions, another module: the query makes the import evaluate the build again
  const url = `${pathToFileURL(entry).href}?v=${contentHash(inlineJson(browser.index))}`;
  let rendered = started.get(url);
  if (rendered) return rendered;
  rendered = queue.then(async () => {
    (globalThis as Record<string, unknown>)[renderedDefinitions] = browser;
    const { render } = (await import(url)) as { render: (url: string) => Promise<string> };
    const pages = new Map<string, string>();
    for (const route of routes) pages.set(route, await render(route));
    return { routes: pages, notFound: await render(notFoundPath) };
  });
  started.set(url, rendered);
  queue = rendered.catch(() => {});
  return rendered;
}
