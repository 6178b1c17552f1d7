import { resolve } from 'node:path';
import type { Result } from '../../engine/evaluation/evaluate.js';
import { loadDefinitions } from '../../engine/load.js';
import type { Model } from '../../engine/evaluation/model.js';
import type { Band } from '../../engine/schema/department.js';
import { readDefinitions, readSources } from '../../node/read-definitions.js';

export const communicationsPath = resolve(import.meta.dirname, '../fixtures/communications/communications.yaml');

let cached: Model[] | undefined;

/** the shipped departments, loaded once; throws with every problem when the definitions are broken */
export function shippedModels(): Model[] {
  cached ??= readDefinitions().models;
  return cached;
}

/** the made-up extra department of the test fixtures, loaded on its own */
export function communicationsModel(): Model {
  const r = loadDefinitions(readSources([communicationsPath]));
  const model = r.models[0];
  if (!model || r.problems.length) throw new Error(`the communications fixture does not load: ${JSON.stringify(r.problems, null, 2)}`);
  return model;
}

/** each band set's band for a result, evaluated the way the results page does: over its display scope */
export function bandsOf(model: Model, result: Result): Record<string, Band | undefined> {
  const { display } = model;
  const scope = display.scope(result);
  return Object.fromEntries(Object.keys(model.definition.bands).map((name) => [name, display.band(name, scope)]));
}
