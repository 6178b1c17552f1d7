import type { AnswerSpace } from './answer-space.js';
import { compile, type Compiled } from '../expressions/expression.js';
import type { Model } from '../evaluation/model.js';

/** what of a model's scoring scope follows one step's answer: its attrs, and the formulas that read them (in order) */
export interface Following {
  field: string;
  attrs: string[];
  /** the formulas that read the attrs, directly or through another such formula, in evaluation order */
  formulas: [string, Compiled][];
  /** the attrs and those formulas' names */
  names: Set<string>;
}

/**
 * The names of the scope that change with one step's answer when nothing else does: its attrs and the formulas
 * reading them. Everything else of the scope is the same for every answer to that step.
 * @example following(model, 'teamSize').formulas.map(([n]) => n) // ['weeklyHours', 'hours', 'dollars']
 */
export function following(model: Model, field: string): Following {
  const attrs = model.attrsByField.get(field) ?? [];
  const names = new Set(attrs);
  const formulas = model.formulas.filter(([name]) => {
    const reads = compile(model.definition.formulas[name] ?? '').identifiers;
    if (!reads.some((n) => names.has(n))) return false;
    names.add(name);
    return true;
  });
  return { field, attrs, formulas, names };
}

/** the names the given expressions read that are not among `names`: what a result of them depends on besides those */
export const readsBesides = (texts: readonly string[], names: ReadonlySet<string>): string[] =>
  [...new Set(texts.flatMap((t) => compile(t).identifiers))].filter((n) => !names.has(n));

// below this many answer classes a step is walked with the others: splitting it off would not pay
const worthIt = 8;

/**
 * The step of a space worth walking last and apart (a number question over a wide range): the one with the most
 * effects, when it is always asked, tells the conditions nothing (one signature) and brings the same points to every
 * answer, so only its attrs differ, and with them the formulas that read them. Undefined when no step is.
 */
export function pivotOf(space: AnswerSpace): number | undefined {
  let best = -1;
  space.forEach((st, i) => {
    if (st.effects.length >= worthIt && st.effects.length > (space[best]?.effects.length ?? 0)) best = i;
  });
  const st = space[best];
  if (!st || st.when) return undefined;
  const [first] = st.effects;
  return st.effects.every((e) => e.sig === first!.sig && e.points === first!.points) ? best : undefined;
}

/** sets a step's attrs from one of its effects and works out the formulas that follow them */
export function refill(s: Record<string, number>, f: Following, attrs: Readonly<Record<string, number>>): void {
  for (const name of f.attrs) s[name] = attrs[name] ?? 0;
  for (const [name, run] of f.formulas) s[name] = run(s);
}
