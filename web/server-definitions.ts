import { renderedDefinitions, type BrowserDefinitions } from '../engine/display/browser-definitions.js';
import type { Department, Quotes, Reports } from '../engine/schema/index.js';

// the server build (web/entry-server.tsx) reads the definitions the server loaded, as the page does: the same index,
// each part from the JSON the browser would fetch
const browser = (globalThis as Record<string, unknown>)[renderedDefinitions] as BrowserDefinitions | undefined;
if (!browser) throw new Error(`the server sets globalThis.${renderedDefinitions} before it loads the server build`);
export const index = browser.index;

const part =
  <T>(url: string) =>
  (): Promise<T> =>
    Promise.resolve(JSON.parse(browser.files.get(url)!) as T);

export const departments: Record<string, () => Promise<Department>> = Object.fromEntries(
  Object.entries(index.files.departments).map(([id, url]) => [id, part<Department>(url)]),
);
export const quotes = part<Quotes>(index.files.quotes);
export const reports = part<Reports>(index.files.reports);
