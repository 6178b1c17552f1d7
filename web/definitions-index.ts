import { pageHeads } from '../engine/display/page-heads.js';
import type { Definitions, Department } from '../engine/schema/index.js';

/** what the app shell needs at start-up: site.yaml, each department's menu and routes, the static pages' routes */
export interface DefinitionsIndex {
  site: Definitions['site'];
  departments: Pick<Department, 'id' | 'title' | 'menu' | 'routes' | 'samplePages'>[];
  quotes: { route: string };
  /** each report of reports.yaml by its key */
  reports: Record<string, { route: string }>;
  /** each route's meta description, kept in the page's head as the visitor moves around */
  descriptions: Record<string, string>;
}

/** the start-up part of the definitions; the rest loads with the first page that needs it */
export const definitionsIndex = (d: Definitions): DefinitionsIndex => ({
  site: d.site,
  departments: [...d.departments]
    .sort((a, b) => a.menu.order - b.menu.order)
    .map(({ id, title, menu, routes, samplePages }) => ({ id, title, menu, routes, samplePages })),
  quotes: { route: d.quotes.route },
  reports: Object.fromEntries(
    Object.entries(d.reports).flatMap(([key, v]) => (typeof v === 'object' && v !== null && 'route' in v ? [[key, { route: v.route }]] : [])),
  ),
  descriptions: Object.fromEntries([...pageHeads(d).routes].flatMap(([route, head]) => (head.description ? [[route, head.description]] : []))),
});
