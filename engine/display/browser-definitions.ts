import { contentHash } from '../hash.js';
import type { Definitions, Department } from '../schema/index.js';
import { embedRoutes } from './embed.js';
import { pageHeads } from './page-heads.js';

/** the theme's files as the server serves them, beside the definitions (node/brand-files.ts reads them) */
export interface BrandAssets {
  /** the logo's address and its size in px, so the header keeps its place before it loads */
  logo?: { src: string; width: number; height: number };
  /** each font file's address, with the weight and style it draws */
  fonts: { src: string; weight: number; style: 'normal' | 'italic' }[];
}

/** what the app shell needs at start-up: site.yaml, each department's menu and routes, the static pages' routes */
export interface DefinitionsIndex {
  /** the theme's files where the server serves them; none in the dev server and the component tests */
  brand?: BrandAssets;
  /** site.yaml but its errors, which the API words (a page shows the message an answer carries) */
  site: Omit<Definitions['site'], 'errors'>;
  departments: Pick<Department, 'id' | 'title' | 'menu' | 'routes' | 'samplePages'>[];
  quotes: { route: string };
  /** each report of reports.yaml by its key */
  reports: Record<string, { route: string }>;
  /** each route's meta description, kept in the page's head as the visitor moves around */
  descriptions: Record<string, string>;
}

/** the index a served page carries, with the address of each part the browser loads when a page needs it */
export interface PageIndex extends DefinitionsIndex {
  /** the language of these definitions: one of site.languages' codes */
  language: string;
  files: { departments: Record<string, string>; quotes: string; reports: string };
}

/** the definitions as the browser gets them from the server: the index inline, each part a file named after its content */
export interface BrowserDefinitions {
  index: PageIndex;
  /** each part's JSON by its address (under /assets/definitions/, so it can be cached for good) */
  files: Map<string, string>;
  /** the part each route's page loads first, by route */
  partOf: Map<string, string>;
}

/** the parts of the definitions a page reads */
type Served = Pick<Definitions, 'site' | 'departments' | 'quotes' | 'reports'>;

// keys only the lint and the tests read: the browser never gets them
const lintOnly = new Set(['acknowledge', 'growing']);
export const forBrowser = (value: object): object => Object.fromEntries(Object.entries(value).filter(([key]) => !lintOnly.has(key)));

const withoutErrors = ({ errors: _, ...site }: Definitions['site']) => site;

/** the start-up part of the definitions; the rest loads with the first page that needs it */
export const definitionsIndex = (d: Served): DefinitionsIndex => ({
  site: withoutErrors(d.site),
  departments: [...d.departments]
    .sort((a, b) => a.menu.order - b.menu.order)
    .map(({ id, title, menu, routes, samplePages }) => ({ id, title, menu, routes, samplePages })),
  quotes: { route: d.quotes.route },
  reports: Object.fromEntries(
    Object.entries(d.reports).flatMap(([key, v]) => (typeof v === 'object' && v !== null && 'route' in v ? [[key, { route: v.route }]] : [])),
  ),
  descriptions: Object.fromEntries([...pageHeads(d).routes].flatMap(([route, head]) => (head.description ? [[route, head.description]] : []))),
});

/**
 * The definitions the server loaded, cut for the browser: an index every page carries and one file per
 * department, the quote generator and the reports, named after its content, so a page never reads parts of
 * other definitions than the server answers with; `language` says which of site.yaml's languages they are in.
 * @example browserDefinitions(definitions).index.files.quotes // '/assets/definitions/quotes-3f2a9c0d1e4b5a67.json'
 */
export function browserDefinitions(d: Served, language: string = d.site.languages[0]!.code, brand?: BrandAssets): BrowserDefinitions {
  const files = new Map<string, string>();
  const file = (name: string, value: object) => {
    const json = JSON.stringify(forBrowser(value));
    const url = `/assets/definitions/${name}-${contentHash(json)}.json`;
    files.set(url, json);
    return url;
  };
  const departments = Object.fromEntries(d.departments.map((x) => [x.id, file(`department-${x.id}`, x)]));
  const index: PageIndex = {
    ...definitionsIndex(d),
    ...(brand && { brand }),
    language,
    files: { departments, quotes: file('quotes', d.quotes), reports: file('reports', d.reports) },
  };
  const partOf = new Map<string, string>([[d.quotes.route, index.files.quotes]]);
  for (const x of d.departments) {
    for (const route of [...Object.values(x.routes), ...Object.values(embedRoutes(x.id)), ...x.samplePages.map((p) => p.route)])
      partOf.set(route, departments[x.id]!);
  }
  for (const { route } of Object.values(index.reports)) partOf.set(route, index.files.reports);
  return { index, files, partOf };
}

/** JSON safe to write inside a <script> element: no "<" that could close it */
export const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** the global the server sets to its BrowserDefinitions before it loads the web app's server build (web/server-definitions.ts reads it) */
export const renderedDefinitions = '__renderedDefinitions';

/** the global the server build reads a page's painted data from while it paints that page for its own address (web/state/painted-data.ts) */
export const paintedDataKey = '__paintedData';

/** the data-ssr of the 404 page's server-rendered markup; a route's page carries its path (web/main.tsx hydrates only a match) */
export const notFoundMarker = '404';
