import type { AnswerValue, Answers } from './answers.js';
import { scopeOf, type StepEffect } from './evaluate.js';
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

/** the value a visitor sends for an option; the "other" option sends a typed name */
export const sentValue = (step: Step, o: Option): string => (step.other && o.value === step.other.value ? step.other.send.replace('{name}', '<name>') : o.value);

/**
 * A step's distinct effects. A single choice has one effect per option (options with the same points and attrs
 * fold into one); a multi-select counts its highest chosen points with, per attr, the highest among the options
 * at those points, so its effects are every such combination, found by closing each points level under that max.
 * @example stepEffects(step).length // 16 for four yes/no tools chosen in any combination
 */
export function stepEffects(step: Step): Effect[] {
  const names = [...new Set(step.options.flatMap((o) => Object.keys(o.attrs)))];
  const found = new Map<string, Effect & { values: string[] }>();
  const add = (e: Effect & { values: string[] }) => {
    const key = effectKey(e, names);
    if (found.has(key)) return false;
    found.set(key, e);
    return true;
  };
  for (const o of step.options) add({ points: o.points, attrs: o.attrs, answer: sentValue(step, o), labels: [o.label], values: [sentValue(step, o)] });
  if (step.kind === 'multi') {
    // grow each effect by one more option of the same points until nothing new appears
    for (let grew = true; grew; ) {
      grew = false;
      for (const e of [...found.values()]) {
        for (const o of step.options) {
          if (o.points !== e.points || e.values.includes(o.value)) continue;
          const attrs = Object.fromEntries(names.map((n) => [n, Math.max(e.attrs[n] ?? 0, o.attrs[n] ?? 0)]));
          grew = add({ points: e.points, attrs, answer: [], labels: [...e.labels, o.label], values: [...e.values, o.value] }) || grew;
        }
      }
    }
  }
  return [...found.values()].map(({ values, ...e }) => ({ ...e, answer: step.kind === 'multi' ? values : e.answer }));
}

/**
 * The exact answer space of a department, step by step in wizard order.
 * @example answerSpace(dept).reduce((n, s) => n * s.effects.length, 1) // distinct answer sets
 */
export const answerSpace = (dept: Department): AnswerSpace => dept.wizard.steps.map((step) => ({ step, effects: stepEffects(step) }));

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
  const effects: StepEffect[] = space.map((s) => s.effects[0]!);
  const scope: Record<string, number> = {};
  return forEachPoint(
    space.map((s) => s.effects.length),
    (at) => {
      for (let i = 0; i < at.length; i++) effects[i] = space[i]!.effects[at[i]!]!;
      return visit(scopeOf(model, effects, scope), at);
    },
  );
}
