import { otherAnswer, type AnswerValue, type Answers } from './answers.js';
import { scopeOf } from './evaluate.js';
import { highestOf, questionKinds, type StepEffect } from './question-kinds.js';
import type { Model } from './model.js';
import type { Department, Option, Step } from './schema/department.js';

/** one distinct thing a step's answers can do to the scores, with one answer that does it */
export interface Effect extends StepEffect {
  /** an answer that has this effect (a multi-select: the options that combine to it) */
  answer: AnswerValue;
  /** every option label the effect stands for, for messages */
  labels: string[];
}

/** a step and the distinct effects its answers can have */
export interface StepSpace {
  step: Step;
  effects: Effect[];
}

/** the exact answer space of a department: every step's distinct effects; their product is every answer set */
export type AnswerSpace = StepSpace[];

/** what tells two effects of a step apart: points and every attr the step declares */
export const effectKey = (e: StepEffect, names: readonly string[]) => `${e.points}|${names.map((n) => e.attrs[n] ?? 0).join('|')}`;
/**
 * What makes two answers different: "effect" folds answers that score the same (the fewest sets, for proofs);
 * "answer" keeps every distinct answer (for comparing two definitions over the same answers).
 */
export type Distinct = 'effect' | 'answer';

const keyOf = (e: StepEffect & { values: string[] }, names: readonly string[], distinct: Distinct) =>
  distinct === 'answer' ? [...e.values].sort().join('|') : effectKey(e, names);

/** the value a visitor sends for an option; the "other" option sends a typed name */
export const sentValue = (step: Step, o: Option): string => (step.other && o.value === step.other.value ? otherAnswer(step.other, '<name>') : o.value);

/**
 * A step's distinct effects. A single choice has one effect per option (options with the same points and attrs
 * fold into one); a multi-select counts its highest chosen points with, per attr, the highest among the options
 * at those points, so its effects are every such combination, found by closing each points level under that max
 * (options below the highest chosen points change nothing). With "answer", every non-empty selection is kept.
 * @example stepEffects(step).length // 16 for four yes/no tools chosen in any combination
 */
export function stepEffects(step: Step, distinct: Distinct = 'effect'): Effect[] {
  const names = [...new Set(step.options.flatMap((o) => Object.keys(o.attrs)))];
  const found = new Map<string, Effect & { values: string[] }>();
  const add = (e: Effect & { values: string[] }) => {
    const key = keyOf(e, names, distinct);
    if (found.has(key)) return false;
    found.set(key, e);
    return true;
  };
  for (const o of step.options) add({ points: o.points, attrs: o.attrs, answer: sentValue(step, o), labels: [o.label], values: [sentValue(step, o)] });
  const { answer } = questionKinds[step.kind];
  if (answer === 'list') {
    // grow each effect by one more option of the same points until nothing new appears
    for (let grew = true; grew; ) {
      grew = false;
      for (const e of [...found.values()]) {
        for (const o of step.options) {
          // an option below the effect's points changes nothing, so only distinct answers need it
          if (e.values.includes(o.value) || (distinct === 'effect' && o.points !== e.points)) continue;
          const grown = { ...highestOf([e, o], names)!, answer: [], labels: [...e.labels, o.label], values: [...e.values, o.value] };
          grew = add(grown) || grew;
        }
      }
    }
  }
  return [...found.values()].map(({ values, ...e }) => ({ ...e, answer: answer === 'list' ? values : e.answer }));
}

/**
 * The exact answer space of a department, step by step in wizard order.
 * @example answerSpace(dept).reduce((n, s) => n * s.effects.length, 1) // distinct answer sets
 */
export const answerSpace = (dept: Department, distinct: Distinct = 'effect'): AnswerSpace =>
  dept.wizard.steps.map((step) => ({ step, effects: stepEffects(step, distinct) }));

/** how many distinct answer sets the space holds */
export const spaceSize = (space: AnswerSpace): number => space.reduce((n, s) => n * s.effects.length, 1);

/** the answers of one point of the space (one effect index per step), as a visitor would send them */
export function answersAt(dept: Department, space: AnswerSpace, at: readonly number[]): Answers {
  const answers: Answers = { ...dept.wizard.hidden };
  space.forEach((s, i) => (answers[s.step.field] = s.effects[at[i]!]!.answer));
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
 * Visits every point of the answer space with its scoring scope (constants, attrs, components, score, formulas).
 * One scope object is filled again for every point: read it inside the visit, copy what must outlive it.
 * The visitor returns true to stop early; the function returns how many points it visited.
 * @example forEachScope(model, answerSpace(model.definition), (s, at) => s.hours > 1000)
 */
export function forEachScope(model: Model, space: AnswerSpace, visit: (scope: Record<string, number>, at: readonly number[]) => boolean | void): number {
  if (space.some((s) => s.effects.length === 0)) return 0;
  const at = space.map(() => 0);
  const effects: StepEffect[] = space.map((s) => s.effects[0]!);
  const scope: Record<string, number> = {};
  let visited = 0;
  // the first step whose effect changed since the last visit: the attrs before it are still in the scope
  let changed = 0;
  for (;;) {
    visited++;
    if (visit(scopeOf(model, effects, scope, changed), at)) return visited;
    // odometer: the last step turns fastest
    let i = space.length - 1;
    for (; i >= 0; i--) {
      const next = at[i]! + 1;
      if (next < space[i]!.effects.length) {
        at[i] = next;
        effects[i] = space[i]!.effects[next]!;
        break;
      }
      at[i] = 0;
      effects[i] = space[i]!.effects[0]!;
    }
    if (i < 0) return visited;
    changed = i;
  }
}
