import { exclusiveConflict, type AnswerValue, type Answers } from '../answers/answers.js';
import { answerKeys, choiceClass, conditionKeys, conditionsOf, type Conditions } from '../answers/conditions.js';
import { scopeOf, skippedEffect } from '../evaluation/evaluate.js';
import type { Compiled } from '../expressions/expression.js';
import { highestOf, ruleOf, sentValue, type StepEffect } from '../answers/question-kinds.js';
import { choicesOf } from '../answers/choices.js';
import { stepAttrs, type Model } from '../evaluation/model.js';
import type { Department, Step } from '../schema/department.js';

/** one distinct thing a step's answers can do to the scores and the conditions, with one answer that does it */
export interface Effect extends StepEffect {
  /** an answer that has this effect (a multi-select: the options that combine to it; a number question: the number) */
  answer: AnswerValue;
  /** every option label the effect stands for, for messages */
  labels: string[];
  /** what its answer tells the conditions of later steps: the scope keys it sets */
  keys: [string, number][];
  /** what tells its answers apart for the conditions: two effects of one signature ask the same steps */
  sig: string;
}

/** a step and the distinct effects its answers can have */
export interface StepSpace {
  step: Step;
  effects: Effect[];
  /** its condition, undefined when it is always asked */
  when?: Compiled;
  /** the scope keys its condition reads */
  reads?: string[];
  /** what it counts as when not asked */
  skipped: StepEffect;
}

/** the exact answer space of a department: every step's distinct effects; every path through them is an answer set */
export type AnswerSpace = StepSpace[];

/** what tells two effects of a step apart: points and every attr the step declares */
export const effectKey = (e: StepEffect, names: readonly string[]) => `${e.points}|${names.map((n) => e.attrs[n] ?? 0).join('|')}`;
/**
 * What makes two answers different: "effect" folds answers that score the same and ask the same later steps (the
 * fewest sets, for proofs); "answer" keeps every distinct answer (for comparing two definitions over the same answers).
 */
export type Distinct = 'effect' | 'answer';

export { sentValue } from '../answers/question-kinds.js';

/**
 * A step's distinct effects. A single choice has one effect per option (options with the same points, attrs and
 * meaning to the conditions fold into one); a number question one per accepted value; a multi-select counts its
 * highest chosen points with, per attr, the highest among the options at those points, so its effects are every
 * such combination, found by closing each points level under that max (options below the highest chosen points
 * change nothing, unless a condition tests them). With "answer", every non-empty selection is kept.
 * @example stepEffects(step).length // 16 for four yes/no tools chosen in any combination
 */
export function stepEffects(step: Step, distinct: Distinct = 'effect', conditions?: Conditions): Effect[] {
  const names = stepAttrs(step);
  const rule = ruleOf(step);
  const tested = conditions?.tested.get(step.field) ?? new Set<string>();
  const classes = conditions?.numberClass.get(step.field);
  const sigOf = (values: readonly string[]) =>
    rule.valued ? (classes?.get(Number(values[0])) ?? '') : conditions ? choiceClass(conditions, step.field, values) : '';
  const found = new Map<string, Omit<Effect, 'keys'> & { values: string[] }>();
  const add = (e: Omit<Effect, 'keys' | 'sig'> & { values: string[] }) => {
    const sig = sigOf(e.values);
    const key = distinct === 'answer' ? [...e.values].sort().join('|') : `${effectKey(e, names)}#${sig}`;
    if (found.has(key)) return false;
    found.set(key, { ...e, sig });
    return true;
  };
  const choices = choicesOf(step);
  for (const o of choices) add({ points: o.points, attrs: o.attrs, answer: sentValue(step, o), labels: [o.label], values: [o.value] });
  if (rule.many) {
    // grow each effect by one more option until nothing new appears: of the same points, or one a condition tests
    for (let grew = true; grew;) {
      grew = false;
      for (const e of [...found.values()]) {
        for (const o of choices) {
          if (e.values.includes(o.value)) continue;
          // a lower option changes nothing unless it meets another chose(); a higher one keeps what this one met
          const matters =
            o.points === e.points || (tested.has(o.value) && sigOf([...e.values, o.value]) !== e.sig) || (o.points > e.points && e.sig.includes('1'));
          if (distinct === 'effect' && !matters) continue;
          if (tested.size && exclusiveConflict(step, [...e.values, o.value])) continue;
          const grown = { ...highestOf([e, o], names)!, answer: [], labels: [...e.labels, o.label], values: [...e.values, o.value] };
          grew = add(grown) || grew;
        }
      }
    }
  }
  return [...found.values()].map(({ values, ...e }) => {
    const sent = rule.many ? values : e.answer;
    return { ...e, answer: sent, keys: answerKeys(step, sent) };
  });
}

/**
 * The exact answer space of a department, step by step in wizard order, with each step's condition.
 * @example countPaths(answerSpace(dept)) // distinct answer sets
 */
export const answerSpace = (dept: Department, distinct: Distinct = 'effect'): AnswerSpace => {
  const conditions = conditionsOf(dept);
  return dept.wizard.steps.map((step, i) => ({
    step,
    effects: stepEffects(step, distinct, conditions),
    when: conditions.when[i]?.run,
    reads: conditionKeys(conditions.when[i]),
    skipped: skippedEffect(step),
  }));
};

/** a step's position on a path that does not ask it */
export const notAsked = -1;

/**
 * Walks every path of the space in wizard order: at each step its condition over the answers before it decides
 * whether it is asked; an asked step branches over its effects, a step not asked takes its `skipped` (index -1).
 * `visit` gets the effect index per step (reused: copy it to keep it) and the first step whose effect changed
 * since the last visit; it returns true to stop. Returns how many paths it visited.
 */
export function forEachPath(
  space: AnswerSpace,
  visit: (at: readonly number[], effects: readonly StepEffect[], changed: number) => boolean | void,
  blank: Record<string, number> = {},
): number {
  const n = space.length;
  const at: number[] = space.map(() => 0);
  const effects: StepEffect[] = space.map((s) => s.skipped);
  const scope: Record<string, number> = { ...blank };
  let visited = 0;
  let changed = 0;
  let stop = false;
  const walk = (i: number): void => {
    if (i === n) {
      visited++;
      stop = visit(at, effects, changed) === true;
      changed = n;
      return;
    }
    const st = space[i]!;
    if (st.when && st.when(scope) === 0) {
      at[i] = notAsked;
      effects[i] = st.skipped;
      changed = Math.min(changed, i);
      return walk(i + 1);
    }
    for (let k = 0; k < st.effects.length && !stop; k++) {
      const e = st.effects[k]!;
      at[i] = k;
      effects[i] = e;
      changed = Math.min(changed, i);
      for (const [key, v] of e.keys) scope[key] = v;
      walk(i + 1);
      for (const [key] of e.keys) scope[key] = 0;
    }
  };
  walk(0);
  return visited;
}

/**
 * How many paths (answer sets) the space holds, each step's effects weighted (1 each by default). Counted step by
 * step, remembering the count of the rest for each state of the keys later conditions still read, so the count
 * is quick however many paths there are.
 */
export function countPaths(space: AnswerSpace, weight?: (i: number, k: number) => number): number {
  const w = (i: number, k: number) => weight?.(i, k) ?? 1;
  if (!space.some((s) => s.when)) return space.reduce((n, s, i) => n * s.effects.reduce((t, _e, k) => t + w(i, k), 0), 1);
  // per step, the keys its condition or a later one reads: the state that decides the rest
  const live: string[][] = space.map(() => []);
  const later = new Set<string>();
  for (let i = space.length - 1; i >= 0; i--) {
    for (const key of space[i]!.reads ?? []) later.add(key);
    live[i] = [...later];
  }
  const scope: Record<string, number> = {};
  const memo = new Map<string, number>();
  const rest = (i: number): number => {
    if (i === space.length) return 1;
    const state = `${i}:${live[i]!.map((k) => scope[k] ?? 0).join(',')}`;
    const known = memo.get(state);
    if (known !== undefined) return known;
    const st = space[i]!;
    let n = 0;
    if (st.when && st.when(scope) === 0) n = rest(i + 1);
    else {
      st.effects.forEach((e, k) => {
        const was = e.keys.map(([key]) => scope[key]);
        for (const [key, v] of e.keys) scope[key] = v;
        n += w(i, k) * rest(i + 1);
        e.keys.forEach(([key], j) => (scope[key] = was[j] ?? 0));
      });
    }
    memo.set(state, n);
    return n;
  };
  return rest(0);
}

/** how many distinct answer sets the space holds */
export const spaceSize = (space: AnswerSpace): number => countPaths(space);

/** the answers of one path of the space (one effect index per step, -1 for a step not asked), as a visitor would send them */
export function answersAt(dept: Department, space: AnswerSpace, at: readonly number[]): Answers {
  const answers: Answers = { ...dept.wizard.hidden };
  space.forEach((s, i) => {
    if (at[i] !== notAsked) answers[s.step.field] = s.effects[at[i]!]!.answer;
  });
  return answers;
}

/**
 * Visits every point of a product of choices (one index per position, the last turning fastest); the visitor
 * returns true to stop early. `at` is reused: copy it to keep it. Returns how many points it visited.
 * @example forEachPoint([2, 3], (at) => console.log(at)) // [0,0] [0,1] [0,2] [1,0] ...
 */
export function forEachPoint(sizes: readonly number[], visit: (at: readonly number[]) => boolean | void): number {
  if (sizes.some((n) => n === 0)) return 0;
  const at = sizes.map(() => 0);
  let visited = 0;
  for (;;) {
    visited++;
    if (visit(at)) return visited;
    let i = sizes.length - 1;
    for (; i >= 0 && ++at[i]! === sizes[i]!; i--) at[i] = 0;
    if (i < 0) return visited;
  }
}

/**
 * Visits every path of the answer space with its scoring scope (constants, attrs, components, score, formulas).
 * One scope object is filled again for every path: read it inside the visit, copy what must outlive it.
 * The visitor returns true to stop early; the function returns how many paths it visited.
 * @example forEachScope(model, answerSpace(model.definition), (s, at) => s.hours > 1000)
 */
export function forEachScope(model: Model, space: AnswerSpace, visit: (scope: Record<string, number>, at: readonly number[]) => boolean | void): number {
  if (space.some((s) => s.effects.length === 0)) return 0;
  const scope: Record<string, number> = {};
  // the attrs of the steps before the first changed one are still in the scope
  return forEachPath(space, (at, effects, changed) => visit(scopeOf(model, effects, scope, changed), at), conditionsOf(model.definition).blank);
}
