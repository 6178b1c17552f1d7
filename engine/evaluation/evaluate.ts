import { otherName, type Answers } from '../answers/answers.js';
import type { Model } from './model.js';
import { onEntry, type ListKind, type PerResultEntry } from './result-entries.js';
import { compile, type Compiled } from '../expressions/expression.js';
import { nextChanges, type NextChange } from './next-change.js';
import { answerKeys, conditionsOf, holds } from '../answers/conditions.js';
import { optionsOf, otherOf, ruleOf, type QuestionKindRule, type StepEffect } from '../answers/question-kinds.js';
import { choicesOf } from '../answers/choices.js';
import type { RecommendationOut } from './result-schema.js';
import type { Option, Step } from '../schema/department.js';

export type ResultValue = number | Record<string, number> | RecommendationOut[] | NextChange[];
export type Result = Record<string, ResultValue> & { definitionHash: string };

export class EvaluationError extends Error {}

/** a step's answer lookups, built once per model so a request does no searching */
interface StepPlan {
  field: string;
  byValue: Map<string, Option>;
  step: Step;
  otherOption?: Option;
  attrNames: string[];
  /** how its kind scores the options an answer chose */
  score: QuestionKindRule['score'];
  /** what it counts as when its condition does not ask it */
  skipped: StepEffect;
}
interface Plan {
  steps: StepPlan[];
  /** per component: indices into steps whose points it adds up, and the last of them */
  components: { id: string; max: number; from: number[]; level: number }[];
  /** the formulas in order, each with the last step whose answer it reads (-1: constants only) */
  formulas: { name: string; run: Compiled; level: number }[];
  recommendations: { out: RecommendationOut; when: Model['recommendations'][number]['when'] }[];
  /** the department's constants, the first names of every scope */
  constants: [string, number][];
}
const plans = new WeakMap<Model, Plan>();

function planOf(model: Model): Plan {
  const known = plans.get(model);
  if (known) return known;
  const { wizard, scoring } = model.definition;
  const steps = wizard.steps.map((step) => ({
    field: step.field,
    step,
    byValue: new Map(
      choicesOf(step)
        .filter((o) => o.value !== otherOf(step)?.value)
        .map((o) => [o.value, o]),
    ),
    otherOption: optionsOf(step).find((o) => o.value === otherOf(step)?.value),
    attrNames: model.attrsByField.get(step.field) ?? [],
    score: ruleOf(step).score,
    skipped: skippedEffect(step),
  }));
  const index = new Map(steps.map((p, i) => [p.field, i]));
  // the last step each name depends on: a walk that changes only later steps need not work it out again
  const level = new Map<string, number>();
  steps.forEach((p, i) => p.attrNames.forEach((n) => level.set(n, i)));
  const components = scoring.components.map((c) => {
    const from = c.from.flatMap((f) => index.get(f) ?? []);
    return { id: c.id, max: c.max, from, level: Math.max(-1, ...from) };
  });
  for (const c of components) level.set(c.id, c.level);
  level.set('score', Math.max(-1, ...components.map((c) => c.level)));
  const formulas = model.formulas.map(([name, run]) => {
    const at = Math.max(-1, ...compile(model.definition.formulas[name]!).identifiers.map((n) => level.get(n) ?? -1));
    level.set(name, at);
    return { name, run, level: at };
  });
  const plan: Plan = {
    steps,
    components,
    formulas,
    recommendations: model.recommendations.map(({ rec: { when: _w, ...out }, when }) => ({ out: Object.freeze(out), when })),
    constants: Object.entries(model.definition.constants),
  };
  plans.set(model, plan);
  return plan;
}

/** what a step not asked counts as: its `skipped` points and attrs (0 where it declares none) */
export const skippedEffect = (step: Step): StepEffect => ({ points: step.skipped?.points ?? 0, attrs: step.skipped?.attrs ?? {} });

/** the option one answer value chose, or undefined */
function optionOf(plan: StepPlan, value: string): Option | undefined {
  return plan.byValue.get(value) ?? (plan.otherOption && otherName(plan.step, value) !== undefined ? plan.otherOption : undefined);
}

/**
 * The scoring scope from each step's effect, in step order: constants, attrs, components, score, then every formula.
 * Pass `s` to fill an object again instead of making one (a walk over many answer sets), and `from` to keep the
 * attrs, components and formulas that read only the steps before it (their effects have not changed since `s` was
 * filled, and nothing else has written those names).
 * @example scopeOf(model, model.definition.wizard.steps.map((s) => s.options[0]!)).hours
 */
export function scopeOf(model: Model, effects: readonly StepEffect[], s: Record<string, number> = {}, from = 0): Record<string, number> {
  const dept = model.definition;
  const plan = planOf(model);
  // built name by name in the same order every time, so every scope has one shape the formulas read fast;
  // a spread of the constants record made a slow dictionary-mode object (evaluation took 4x as long)
  if (from === 0) for (const [name, value] of plan.constants) s[name] = value;
  for (let i = from; i < plan.steps.length; i++) {
    for (const name of plan.steps[i]!.attrNames) s[name] = effects[i]!.attrs[name] ?? 0;
  }
  let score = 0;
  for (const c of plan.components) {
    if (c.level >= from) {
      let sum = 0;
      for (const i of c.from) sum += effects[i]!.points;
      s[c.id] = Math.min(sum, c.max);
    }
    score += s[c.id]!;
  }
  s.score = Math.min(score, dept.scoring.max);
  s.maxScore = dept.scoring.max;
  // what reads only the steps before `from` is in the scope already
  for (const f of plan.formulas) if (f.level >= from) s[f.name] = f.run(s);
  return s;
}

// how each list of a result is filled; a new one does not compile until it is here
const lists: Record<ListKind, (model: Model, s: Record<string, number>, answers: Answers) => RecommendationOut[] | NextChange[]> = {
  recommendations: (model, s) => planOf(model).recommendations.flatMap((r) => (r.when(s) ? [r.out] : [])),
  nextChanges: (model, _s, answers) => nextChanges(model.definition, answers),
};

/** the scoring scope of validated answers: a step its condition does not ask counts as its `skipped` */
export function scope(model: Model, answers: Answers): Record<string, number> {
  const conditions = conditionsOf(model.definition);
  const asking = { ...conditions.blank };
  const effects = planOf(model).steps.map((p, i) => {
    if (!holds(conditions, i, asking)) return p.skipped;
    const value = answers[p.field];
    if (conditions.any && value !== undefined) for (const [k, v] of answerKeys(p.step, value)) asking[k] = v;
    const options: Option[] = [];
    for (const v of typeof value === 'string' ? [value] : typeof value === 'number' ? [String(value)] : Array.isArray(value) ? value : []) {
      const o = optionOf(p, v);
      if (o) options.push(o);
    }
    const chosen = p.score(options, p.attrNames);
    if (!chosen) throw new EvaluationError(`no answer for "${p.field}"`);
    return chosen;
  });
  return scopeOf(model, effects);
}

const checked = (field: string, v: number): number => {
  if (!Number.isFinite(v) || v < 0) throw new EvaluationError(`result field "${field}" came out as ${v}; every figure must be finite and not negative`);
  return v;
};

/**
 * Scores answers already validated by answersSchema: pure, the same in the API, the browser and the tests.
 * @example evaluate(model, { crmPlatform: 'hubspot', ... }).aiReadinessScore // 21
 */
export function evaluate(model: Model, answers: Answers): Result {
  const s = scope(model, answers);
  const out: Record<string, ResultValue | string> = {};
  const value: PerResultEntry<ResultValue, { run: Compiled }> = {
    figure: ({ field, figure }) => checked(field, figure.run(s)),
    group: ({ field, figures }) => {
      const group: Record<string, number> = {};
      for (const f of figures) group[f.name] = checked(`${field}.${f.name}`, f.run(s));
      return group;
    },
    list: ({ list }) => lists[list](model, s, answers),
  };
  for (const entry of model.result) out[entry.field] = onEntry(entry, value);
  out.definitionHash = model.hash;
  return out as Result;
}
