import { answerSpace, forEachScope } from '../proof/answer-space.js';
import { enumerationLimit } from '../proof/prove.js';
import { inBand } from '../display/bands.js';
import { displayModel } from '../display/display.js';
import type { Model } from '../evaluation/model.js';
import type { Department } from '../schema/department.js';

/** the band set a department's score card colours with: its first score block's */
export const scoreBands = (dept: Department): string | undefined => dept.results.blocks.find((b) => b.kind === 'score')?.band;

/** per band, how many answer sets of the lint's enumeration land in it, and whether the walk saw them all */
export interface SpaceBands {
  sets: Map<string, number>;
  complete: boolean;
}

const known = new WeakMap<Model, SpaceBands>();

/**
 * The band distribution over the whole answer space, as the lint's proof enumerates it (answers that score alike
 * and ask the same questions counted once), up to the proof's limit; kept per model.
 * @example spaceBands(model).sets.get('Good potential') // 12
 */
export function spaceBands(model: Model): SpaceBands {
  const kept = known.get(model);
  if (kept) return kept;
  const dept = model.definition;
  const name = scoreBands(dept);
  const set = name ? dept.bands[name] : undefined;
  const of = name ? displayModel(dept).bands.get(name) : undefined;
  const sets = new Map<string, number>((set?.bands ?? []).map((b) => [b.name ?? b.text, 0]));
  let visited = 0;
  if (set && of) {
    forEachScope(model, answerSpace(dept), (scope) => {
      const v = of(scope);
      const band = set.bands.find((b) => inBand(b, v));
      if (band) sets.set(band.name ?? band.text, (sets.get(band.name ?? band.text) ?? 0) + 1);
      return ++visited >= enumerationLimit;
    });
  }
  const out = { sets, complete: visited < enumerationLimit };
  known.set(model, out);
  return out;
}
