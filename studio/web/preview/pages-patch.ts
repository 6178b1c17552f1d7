import type { Definitions, Department } from '../../../engine/schema/index.js';

/** the parts of the definitions the product's pages read */
export type PagesDefinitions = Pick<Definitions, 'site' | 'departments' | 'quotes' | 'reports'>;

/**
 * What changed in the preview's definitions: the site, the quotes and the reports each only when it changed, the
 * departments that changed or are new, and every department's id in menu order (a department not listed is gone).
 */
export interface PagesPatch {
  site?: PagesDefinitions['site'];
  quotes?: PagesDefinitions['quotes'];
  reports?: PagesDefinitions['reports'];
  departments: Department[];
  order: string[];
}

const singles = ['site', 'quotes', 'reports'] as const;

/** the parts of `to` that are not the very objects of `from` (all of them when there is no `from`); undefined when none */
export function pagesPatch(from: PagesDefinitions | undefined, to: PagesDefinitions): PagesPatch | undefined {
  const had = new Map(from?.departments.map((d) => [d.id, d]));
  const patch: PagesPatch = { departments: to.departments.filter((d) => had.get(d.id) !== d), order: to.departments.map((d) => d.id) };
  for (const part of singles) if (from?.[part] !== to[part]) Object.assign(patch, { [part]: to[part] });
  const reordered = !from || from.departments.length !== to.departments.length || from.departments.some((d, i) => d.id !== patch.order[i]);
  return patch.departments.length || reordered || singles.some((part) => part in patch) ? patch : undefined;
}

/** `from` with the patch in place: every part the patch leaves out is the very object it was (so a page that reads it renders nothing new) */
export function applyPatch(from: PagesDefinitions | undefined, patch: PagesPatch): PagesDefinitions {
  const site = patch.site ?? from?.site;
  const quotes = patch.quotes ?? from?.quotes;
  const reports = patch.reports ?? from?.reports;
  if (!site || !quotes || !reports) throw new Error('a preview patch without the parts it was not sent before');
  const by = new Map(from?.departments.map((d) => [d.id, d]));
  for (const d of patch.departments) by.set(d.id, d);
  const departments = patch.order.map((id) => {
    const d = by.get(id);
    if (!d) throw new Error(`a preview patch without department "${id}"`);
    return d;
  });
  return { site, quotes, reports, departments };
}

/**
 * `now` with each part that equals (as JSON) the part `kept` had put back as that very object: what the load worker
 * answers, so that pagesPatch sends the page only what an edit changed (a comment, or a text of another language,
 * changes nothing the page shows).
 */
export function keepUnchanged(kept: PagesDefinitions | undefined, now: PagesDefinitions): PagesDefinitions {
  if (!kept) return now;
  const same = <T extends object>(a: T | undefined, b: T): T => (a !== undefined && (a === b || json(a) === json(b)) ? a : b);
  const had = new Map(kept.departments.map((d) => [d.id, d]));
  return {
    site: same(kept.site, now.site),
    quotes: same(kept.quotes, now.quotes),
    reports: same(kept.reports, now.reports),
    departments: now.departments.map((d) => same(had.get(d.id), d)),
  };
}

// each part's JSON is worked out once
const texts = new WeakMap<object, string>();
const json = (o: object): string => texts.get(o) ?? texts.set(o, JSON.stringify(o)).get(o)!;
