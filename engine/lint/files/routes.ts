import type { LoadedFile } from '../../load.js';
import { pathToString } from '../../problem.js';
import { known as suggest } from '../../suggest.js';
import { error, type Check, type Finding, type LintContext, type Path } from '../types.js';
import { conflicts, others, type Use } from '../uses.js';

// routes the app owns whatever the definitions say
const fixedRoutes: Record<string, string> = { '/': 'the home page', '/404': 'the 404 page' };
const apiPrefix = '/api';

/** every page route a definition declares, in file order */
export function pageRoutes(ctx: LintContext): Use[] {
  const uses: Use[] = [];
  for (const { file, dept } of ctx.departments) {
    for (const key of ['landing', 'wizard', 'results'] as const) uses.push({ value: dept.routes[key], file, path: ['routes', key] });
    dept.samplePages.forEach((page, i) => uses.push({ value: page.route, file, path: ['samplePages', i, 'route'] }));
  }
  for (const { file, data } of ctx.quotes) uses.push({ value: data.route, file, path: ['route'] });
  // each report page is a section with a route of its own
  for (const { file, data } of ctx.reports) {
    for (const [key, page] of Object.entries(data)) {
      if (page && typeof page === 'object' && 'route' in page && typeof page.route === 'string') uses.push({ value: page.route, file, path: [key, 'route'] });
    }
  }
  return uses;
}

export const routeConflict: Check = (ctx) => {
  const uses = pageRoutes(ctx);
  const reserved = uses.flatMap((use): Finding[] => {
    if (fixedRoutes[use.value]) {
      return [error(use.file, use.path, `Route "${use.value}" is ${fixedRoutes[use.value]}'s; a definition must use a route of its own`)];
    }
    if (use.value === apiPrefix || use.value.startsWith(`${apiPrefix}/`)) {
      return [error(use.file, use.path, `Route "${use.value}" starts with "${apiPrefix}/", which is kept for the API; pages need other routes`)];
    }
    return [];
  });
  const twice = conflicts(uses, (use, rest) => `Route "${use.value}" is also used by ${others(use, rest)}; every page needs a route of its own`);
  return [...reserved, ...twice];
};

/** every "to" in a file's data: buttons, links, redirects */
function targets(file: LoadedFile): { to: string; path: Path }[] {
  const out: { to: string; path: Path }[] = [];
  const walk = (value: unknown, path: Path) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (k === 'to' && typeof v === 'string') out.push({ to: v, path: [...path, k] });
        else walk(v, [...path, k]);
      }
    }
  };
  walk(file.data, []);
  return out;
}

export const unknownRoute: Check = (ctx) => {
  // a route can only be called unknown against the whole set; a file that did not load hides its routes (its own error says why)
  if (!ctx.wholeSet || ctx.load.files.some((f) => !f.data)) return [];
  const known = new Set(['/', ...pageRoutes(ctx).map((u) => u.value)]);
  const files = [...ctx.departments, ...ctx.sites, ...ctx.quotes, ...ctx.reports].map((d) => d.file);
  return files.flatMap((file) =>
    targets(file)
      .filter((t) => !known.has(t.to))
      .map((t) => error(file, t.path, `${pathToString(t.path)} goes to "${t.to}", which is no route of any definition${suggest(t.to, [...known].sort())}`)),
  );
};
