import type { PageIndex } from '../engine/display/browser-definitions.js';
import type { Department, Quotes, Reports } from '../engine/schema/index.js';

// the built app reads the definitions the server loaded: the index inline in the page, each part from the file it names
const element = document.getElementById('definitions');
if (!element?.textContent) throw new Error('the page carries no definitions (id="definitions"); it is served by the API server');
export const index = JSON.parse(element.textContent) as PageIndex;

const loaded = new Map<string, Promise<unknown>>();
const fetchJson = (url: string) => fetch(url).then((res) => (res.ok ? res.json() : Promise.reject(new Error(`${url} answered ${res.status}`))));
function part<T>(url: string): () => Promise<T> {
  return () => {
    let load = loaded.get(url);
    if (!load) {
      load = fetchJson(url);
      loaded.set(url, load);
      // a failed load is tried again the next time a page needs it
      load.catch(() => loaded.delete(url));
    }
    return load as Promise<T>;
  };
}

export const departments: Record<string, () => Promise<Department>> = Object.fromEntries(
  Object.entries(index.files.departments).map(([id, url]) => [id, part<Department>(url)]),
);
export const quotes = part<Quotes>(index.files.quotes);
export const reports = part<Reports>(index.files.reports);
