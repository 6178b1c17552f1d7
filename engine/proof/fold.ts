import type { AnswerSpace, Effect } from './answer-space.js';
import { conditionsOf } from '../answers/conditions.js';
import type { Model } from '../evaluation/model.js';

/** one effect kept by the fold: how many effects of the whole space it stands for, and the index of the first of them */
export interface FoldedEffect {
  weight: number;
  origin: number;
}

/** the space as a group of claims sees it, and per step and kept effect what it stands for in the whole space */
export interface FoldedSpace {
  space: AnswerSpace;
  /** per step, per effect of `space` */
  kept: FoldedEffect[][];
}

/** the steps whose conditions matter to a group: those it reads that are conditional, and every step their conditions read, in turn */
function conditionsRead(model: Model, space: AnswerSpace, read: Set<string>): Set<string> {
  const when = conditionsOf(model.definition).when;
  const index = new Map(space.map((st, i) => [st.step.field, i]));
  const keep = new Set<string>();
  const visit = (field: string) => {
    const i = index.get(field);
    if (i === undefined || keep.has(field)) return;
    keep.add(field);
    const c = when[i];
    for (const f of [...(c?.fields.map((r) => r.field) ?? []), ...(c?.identifiers ?? [])]) visit(f);
  };
  for (const field of read) if (when[index.get(field) ?? -1]) visit(field);
  return keep;
}

/** the steps whose points or attrs the base names `reads` take in */
function stepsRead(model: Model, space: AnswerSpace, reads: Set<string>): { scored: Set<string>; read: Set<string> } {
  const scored = new Set(model.definition.scoring.components.filter((c) => reads.has('score') || reads.has(c.id)).flatMap((c) => c.from));
  const read = new Set(
    space.filter((st) => scored.has(st.step.field) || (model.attrsByField.get(st.step.field) ?? []).some((n) => reads.has(n))).map((st) => st.step.field),
  );
  return { scored, read };
}

/**
 * The space as a group of claims sees it: per step, the effects that differ in what the claims read, each with
 * how many effects of the whole space it stands for and the index of the first of them. With `exact`, effects
 * that ask different later steps never fold, so the weights count the whole space's answer sets; without it only
 * the steps whose conditions matter to the group keep them apart (the walk is the same, the counts may not be).
 */
export function folded(model: Model, space: AnswerSpace, reads: Set<string>, exact: boolean): FoldedSpace {
  const { scored, read } = stepsRead(model, space, reads);
  const conditional = exact ? undefined : conditionsRead(model, space, read);
  const kept: FoldedEffect[][] = [];
  const sub = space.map((st, i) => {
    const attrs = (model.attrsByField.get(st.step.field) ?? []).filter((n) => reads.has(n));
    const points = scored.has(st.step.field);
    const byKey = new Map<string, number>();
    const effects: Effect[] = [];
    const mine: FoldedEffect[] = (kept[i] = []);
    st.effects.forEach((e, k) => {
      const sig = !conditional || conditional.has(st.step.field) ? e.sig : '';
      const key = `${points ? e.points : ''}|${attrs.map((n) => e.attrs[n] ?? 0).join('|')}#${sig}`;
      const at = byKey.get(key);
      if (at !== undefined) return void mine[at]!.weight++;
      byKey.set(key, effects.length);
      effects.push(e);
      mine.push({ weight: 1, origin: k });
    });
    return { ...st, effects };
  });
  return { space: sub, kept };
}
