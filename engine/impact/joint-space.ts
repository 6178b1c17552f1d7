import { effectKey, sentValue } from '../answer-space.js';
import type { AnswerValue } from '../answers.js';
import { questionKinds, type StepEffect } from '../question-kinds.js';
import { stepAttrs } from '../model.js';
import type { Department, Step } from '../schema/department.js';

/** one class of answers to a step that every answer of it scores alike, before and after the edit */
export interface JointChoice {
  /** one answer of the class, as a visitor sends it */
  answer: AnswerValue;
  labels: string[];
  /** how many answers a visitor could send fall in the class (a typed "other" name counts once) */
  count: number;
  /** its effect under each definition; null: that definition rejects it */
  before: StepEffect | null;
  after: StepEffect | null;
}

/** a step field of either definition, with its answer classes */
export interface JointStep {
  field: string;
  before?: Step;
  after?: Step;
  choices: JointChoice[];
}

/** a field one definition does not ask adds nothing to its scores */
const absent: StepEffect = { points: 0, attrs: {} };
// 2^16 answers to one multi-select is already far beyond any questionnaire a visitor finishes
const maxMultiOptions = 16;

function effectOn(step: Step | undefined, values: readonly string[]): StepEffect | null {
  if (!step) return absent;
  const chosen = values.map((v) => step.options.find((o) => o.value === v));
  if (chosen.some((o) => !o)) return null;
  return questionKinds[step.kind].score(chosen as Step['options'], stepAttrs(step)) ?? null;
}

/** every answer a visitor could send to a field: each value, or each non-empty set of values of a multi-select */
function answersOf(field: string, values: string[], multi: boolean): string[][] {
  if (!multi) return values.map((v) => [v]);
  if (values.length > maxMultiOptions) throw new Error(`"${field}" has ${values.length} options; comparing every combination stops at ${maxMultiOptions}`);
  const all: string[][] = [];
  for (let mask = 1; mask < 2 ** values.length; mask++) all.push(values.filter((_, i) => mask & (2 ** i)));
  return all;
}

function jointStep(field: string, before: Step | undefined, after: Step | undefined): JointStep {
  const shown = after ?? before!;
  const values = [...new Set([...(after?.options ?? []), ...(before?.options ?? [])].map((o) => o.value))];
  const byKey = new Map<string, JointChoice>();
  const keyOn = (step: Step | undefined, e: StepEffect | null) => (e === null ? 'x' : step ? effectKey(e, stepAttrs(step)) : '-');
  for (const chosen of answersOf(field, values, [before, after].some((s) => s && questionKinds[s.kind].answer === 'list'))) {
    const b = effectOn(before, chosen);
    const a = effectOn(after, chosen);
    if (b === null && a === null) continue;
    const key = `${keyOn(before, b)}#${keyOn(after, a)}`;
    const known = byKey.get(key);
    if (known) known.count++;
    else {
      const options = chosen.map((v) => (after ?? before)!.options.find((o) => o.value === v) ?? (before ?? after)!.options.find((o) => o.value === v)!);
      const sent = options.map((o) => sentValue(shown, o));
      byKey.set(key, { answer: questionKinds[shown.kind].answer === 'list' ? (sent as string[]) : sent[0]!, labels: options.map((o) => o.label), count: 1, before: b, after: a });
    }
  }
  return { field, before, after, choices: [...byKey.values()] };
}

/**
 * The answer space two versions of a department share: per step field (the new order, then fields only the old
 * one asks), the classes of answers that score alike under both, each with how many real answers it holds.
 * @example jointSpace(old, edited).map((s) => s.choices.length)
 */
export function jointSpace(before: Department, after: Department): JointStep[] {
  const old = new Map(before.wizard.steps.map((s) => [s.field, s]));
  const fields = [...new Set([...after.wizard.steps.map((s) => s.field), ...old.keys()])];
  const now = new Map(after.wizard.steps.map((s) => [s.field, s]));
  return fields.map((f) => jointStep(f, old.get(f), now.get(f)));
}
