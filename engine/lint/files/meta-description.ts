import type { LoadedFile } from '../../load.js';
import { warning, type Check, type Finding, type Path } from '../types.js';

interface Page {
  file: LoadedFile;
  path: Path;
  route: string;
  metaDescription?: string;
}

const hasRoute = (v: unknown): v is { route: string; metaDescription?: string } => typeof v === 'object' && v !== null && 'route' in v;

/** every page section that search results can list, with where it is written */
function pages(ctx: Parameters<Check>[0]): Page[] {
  return [
    ...ctx.sites.map(({ file, data }) => ({ file, path: ['home'], route: '/', metaDescription: data.home.metaDescription })),
    ...ctx.departments.flatMap(({ file, dept }) =>
      (['landing', 'wizard', 'results'] as const).map((key) => ({ file, path: [key], route: dept.routes[key], metaDescription: dept[key].metaDescription })),
    ),
    ...ctx.quotes.map(({ file, data }) => ({ file, path: [], route: data.route, metaDescription: data.metaDescription })),
    ...ctx.reports.flatMap(({ file, data }) =>
      Object.entries(data).flatMap(([key, page]) => (hasRoute(page) ? [{ file, path: [key], route: page.route, metaDescription: page.metaDescription }] : [])),
    ),
  ];
}

export const missingDescription: Check = (ctx) =>
  pages(ctx).flatMap(({ file, path, route, metaDescription }): Finding[] =>
    metaDescription ? [] : [warning(file, path, `Page ${route} has no metaDescription; search results show one or two sentences of it under the page title`)],
  );
