import { pathToFileURL } from 'node:url';
import { inlineJson, renderedDefinitions, type BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import { contentHash } from '../../engine/hash.js';

/** where the 404 page is rendered: its markup is the same at any path no route claims */
export const notFoundPath = '/404/not-found';

/**
 * The web app's server build (`entry`, web/entry-server.tsx built to dist/ssr) loaded over these definitions: a
 * route's first paint as HTML. The build reads the definitions from a global as it is imported, so a thread loads
 * one set at a time (page-worker.ts loads one per language, in turn); definitions in another language have another
 * index (its language is in it), so another hash, and so a module instance of their own.
 */
export async function loadRenderer(entry: string, browser: BrowserDefinitions): Promise<(url: string) => Promise<string>> {
  (globalThis as Record<string, unknown>)[renderedDefinitions] = browser;
  // other definitions, another module: the query makes the import evaluate the build again
  const url = `${pathToFileURL(entry).href}?v=${contentHash(inlineJson(browser.index))}`;
  const { render } = (await import(url)) as { render: (url: string) => Promise<string> };
  return render;
}
