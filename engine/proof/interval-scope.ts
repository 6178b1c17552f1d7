import type { AnswerSpace } from './answer-space.js';
import { bound, type Interval } from '../expressions/interval.js';
import type { Model } from '../evaluation/model.js';
import { figuresOf } from '../evaluation/result-entries.js';

/**
 * Every name the claims read bounded over the whole answer space: the scoring scope, then each result figure (a
 * figure spelt like a scoring name keeps the scoring bound there, as the walk does) and its own bound in `figures`.
 */
export function intervalScope(model: Model, space: AnswerSpace): { scope: Record<string, Interval>; figures: Record<string, Interval> } {
  const dept = model.definition;
  const s: Record<string, Interval> = {};
  for (const [n, v] of Object.entries(dept.constants)) s[n] = [v, v];
  // a conditional step may also count as its `skipped`
  const effectsOf = (st: AnswerSpace[number]) => (st.when ? [...st.effects, st.skipped] : st.effects);
  const points = space.map((st) => effectsOf(st).map((e) => e.points));
  space.forEach((st) => {
    for (const name of model.attrsByField.get(st.step.field) ?? []) {
      const values = effectsOf(st).map((e) => e.attrs[name] ?? 0);
      s[name] = [Math.min(...values), Math.max(...values)];
    }
  });
  const index = new Map(dept.wizard.steps.map((st, i) => [st.field, i]));
  let lo = 0;
  let hi = 0;
  for (const c of dept.scoring.components) {
    const from = c.from.flatMap((f) => index.get(f) ?? []);
    const range: Interval = [
      Math.min(
        c.max,
        from.reduce((t, i) => t + Math.min(...points[i]!), 0),
      ),
      Math.min(
        c.max,
        from.reduce((t, i) => t + Math.max(...points[i]!), 0),
      ),
    ];
    s[c.id] = range;
    lo += range[0];
    hi += range[1];
  }
  s.score = [Math.min(lo, dept.scoring.max), Math.min(hi, dept.scoring.max)];
  s.maxScore = [dept.scoring.max, dept.scoring.max];
  for (const [name, text] of Object.entries(dept.formulas)) s[name] = bound(text, s);
  const figures: Record<string, Interval> = {};
  // figures read only scoring names: each is bounded on the scoring scope, then added where no scoring name has it
  for (const { name, text } of model.result.flatMap(figuresOf)) figures[name] = bound(text, s);
  for (const [name, range] of Object.entries(figures)) if (!Object.hasOwn(s, name)) s[name] = range;
  return { scope: s, figures };
}
