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
