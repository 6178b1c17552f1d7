import { loadDefinitions } from '../../../../engine/load.js';
import type { Department, Site } from '../../../../engine/schema/index.js';
import { readSources } from '../../../../node/read-definitions.js';

// readDefinitions also insists on the quotes and reports files, which the browser suite does not need
const loaded = loadDefinitions(readSources());
const errors = loaded.problems.filter((p) => p.severity === 'error');
if (errors.length) {
  throw new Error(`the definitions do not load:\n${errors.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`).join('\n')}`);
}

/** every department in definitions/, in menu order: the suite covers whatever is there */
export const departments: Department[] = loaded.models.map((m) => m.definition).sort((a, b) => a.menu.order - b.menu.order);
/** the compiled departments, for browser tests that work a result out with the engine */
export const models = loaded.models;

const siteFile = loaded.files.find((f) => f.data?.kind === 'site')?.data;
if (siteFile?.kind !== 'site') throw new Error('definitions/ has no site file');
export const site: Site = siteFile;

/** a department by id; the targeted spec tests fail loudly when one of the six is missing */
export function department(id: string): Department {
  const found = departments.find((d) => d.id === id);
  if (!found) throw new Error(`definitions/ has no department "${id}" (found: ${departments.map((d) => d.id).join(', ')})`);
  return found;
}

/**
 * What a department's data makes the browser do differently, as named variants: each question kind (and the kinds
 * of the first three questions and the last, which the history and flow tests step through), conditional and
 * hidden fields, the success toast, the failure and missing-results behaviours, the loading text, a wizard that
 * clears the results it opens on, and each results block kind.
 */
function variantsOf(d: Department): string[] {
  const { steps } = d.wizard;
  return [
    ...steps.map((s) => `question:${s.kind}`),
    ...steps.slice(0, 3).map((s, i) => `question ${i + 1}:${s.kind}`),
    `last question:${steps.at(-1)!.kind}`,
    ...(steps.some((s) => s.when) ? ['conditional questions'] : []),
    ...(Object.keys(d.wizard.hidden).length ? ['hidden fields'] : []),
    `success toast:${Boolean(d.wizard.onSuccess.toast)}`,
    `clears its results on opening:${d.wizard.clearResultsOnOpen}`,
    `failure:${d.wizard.onFailure.kind}`,
    `missing results:${d.results.missing.kind}`,
    `loading text:${d.results.loading !== undefined}`,
    ...d.results.blocks.map((b) => `block:${b.kind}`),
  ];
}

/**
 * The departments the browser tests of each department's wizard and results run on: the fewest that together show
 * every variant (variantsOf; greedy, in menu order), since the pages run the same code on each department's data;
 * every department's data is checked by vitest (the engine over every path and option, the working lines, the
 * personas, the snapshots). E2E_ALL_DEPARTMENTS=1 runs them on every department (docs/qa.md).
 */
export const browserDepartments: Department[] = (() => {
  if (process.env.E2E_ALL_DEPARTMENTS === '1') return departments;
  const left = new Set(departments.flatMap(variantsOf));
  const chosen: Department[] = [];
  while (left.size > 0) {
    const gain = (d: Department) => new Set(variantsOf(d).filter((v) => left.has(v))).size;
    const best = departments.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    for (const v of variantsOf(best)) left.delete(v);
  }
  return departments.filter((d) => chosen.includes(d));
})();
