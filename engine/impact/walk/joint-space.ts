import { effectKey, sentValue } from '../../proof/answer-space.js';
import { exclusiveConflict, type AnswerValue } from '../../answers/answers.js';
import { answerKeys, conditionsOf } from '../../answers/conditions.js';
import { ruleOf, type StepEffect } from '../../answers/question-kinds.js';
import { choicesOf } from '../../answers/choices.js';
import { stepAttrs } from '../../evaluation/model.js';
import type { Department, Option, Step } from '../../schema/department.js';

/** one class of answers to a step that every answer of it scores alike and asks alike, before and after the edit */
export interface JointChoice {
  /** one answer of the class, as a visitor sends it */
  answer: AnswerValue;
  labels: string[];
  /** how many answers a visitor could send fall in the class (a typed "other" name counts once) */
  count: number;
  /** its effect under each definition when that definition asks the step; null: that definition rejects it */
  before: StepEffect | null;
  after: StepEffect | null;
  /** what it tells each definition's conditions of later steps: the scope keys it sets */
  keys: { before: [string, number][]; after: [string, number][] };
}

/** a step field of either definition, with its answer classes */
export interface JointStep {
  field: string;
  before?: Step;
  after?: Step;
  choices: JointChoice[];
  /** how many answers each definition accepts (the sum of the counts of the classes it does not reject) */
  total: { before: number; after: number };
}

/** a field one definition does not have adds nothing to its scores */
const absent: StepEffect = { points: 0, attrs: {} };
// 2^16 answers to one multi-select is already far beyond any questionnaire a visitor finishes
const maxMultiOptions = 16;

const byValue = new WeakMap<Step, Map<string, Option>>();
/** a step's option of a value, looked up in a map: a number question over a wide range has many thousands */
function optionOf(step: Step, value: string): Option | undefined {
  let map = byValue.get(step);
  if (!map) byValue.set(step, (map = new Map(choicesOf(step).map((o) => [o.value, o]))));
  return map.get(value);
}

function effectOn(step: Step | undefined, values: readonly string[]): StepEffect | null {
  if (!step) return absent;
  const chosen = values.map((v) => optionOf(step, v));
  if (chosen.some((o) => !o) || exclusiveConflict(step, values)) return null;
  return ruleOf(step).score(chosen as Option[], stepAttrs(step)) ?? null;
}

/** every answer a visitor could send to a field: each value, or each non-empty set of values of a multi-select */
function answersOf(field: string, values: string[], multi: boolean): string[][] {
  if (!multi) return values.map((v) => [v]);
  if (values.length > maxMultiOptions) throw new Error(`"${field}" has ${values.length} options; comparing every combination stops at ${maxMultiOptions}`);
  const all: string[][] = [];
  for (let mask = 1; mask < 2 ** values.length; mask++) all.push(values.filter((_, i) => mask & (2 ** i)));
  return all;
}

/** what an answer tells one definition's conditions: the option values they test that it chose */
const sigOf = (tested: ReadonlySet<string> | undefined, chosen: readonly string[]) =>
  tested
    ? chosen
        .filter((v) => tested.has(v))
        .sort()
        .join('|')
    : '';

function jointStep(
  field: string,
  before: Step | undefined,
  after: Step | undefined,
  tested: [ReadonlySet<string> | undefined, ReadonlySet<string> | undefined],
): JointStep {
  const shown = after ?? before!;
  const choices = (s: Step | undefined) => (s ? choicesOf(s) : []);
  const values = [...new Set([...choices(after), ...choices(before)].map((o) => o.value))];
  const byKey = new Map<string, JointChoice>();
  const keyOn = (step: Step | undefined, e: StepEffect | null) => (e === null ? 'x' : step ? effectKey(e, stepAttrs(step)) : '-');
  for (const chosen of answersOf(
    field,
    values,
    [before, after].some((s) => s && ruleOf(s).many),
  )) {
    const b = effectOn(before, chosen);
    const a = effectOn(after, chosen);
    if (b === null && a === null) continue;
    // a number's value is in its effect (its attr), so only chosen options need the conditions' view added
    const key = `${keyOn(before, b)}#${sigOf(tested[0], chosen)}#${keyOn(after, a)}#${sigOf(tested[1], chosen)}`;
    const known = byKey.get(key);
    if (known) known.count++;
    else {
      const find = (s: Step | undefined, v: string) => (s ? optionOf(s, v) : undefined);
      const options = chosen.map((v) => (find(after, v) ?? find(before, v))!);
      const sent = options.map((o) => sentValue(find(after, o.value) ? shown : before!, o));
      const answer = ruleOf(shown).answer(sent);
      const keysOn = (s: Step | undefined) => (s ? answerKeys(s, answer) : []);
      byKey.set(key, { answer, labels: options.map((o) => o.label), count: 1, before: b, after: a, keys: { before: keysOn(before), after: keysOn(after) } });
    }
  }
  const list = [...byKey.values()];
  const sum = (side: 'before' | 'after') => list.reduce((n, c) => n + (c[side] === null ? 0 : c.count), 0);
  return { field, before, after, choices: list, total: { before: sum('before'), after: sum('after') } };
}

/** the fields a step's condition reads in one definition */
function readsOf(dept: Department): Map<string, string[]> {
  const when = conditionsOf(dept).when;
  const fields = new Set(dept.wizard.steps.map((s) => s.field));
  return new Map(
    dept.wizard.steps.map((s, i) => [s.field, [...(when[i]?.fields.map((r) => r.field) ?? []), ...(when[i]?.identifiers.filter((n) => fields.has(n)) ?? [])]]),
  );
}

/**
 * The fields in the new order (then those only the old one asks), each moved after every field a condition of
 * either version reads first, so both versions' conditions can be decided along one walk.
 */
function walkOrder(before: Department, after: Department): string[] {
  const wanted = [...new Set([...after.wizard.steps.map((s) => s.field), ...before.wizard.steps.map((s) => s.field)])];
  const [rb, ra] = [readsOf(before), readsOf(after)];
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < wanted.length) {
    const next = wanted.find((f) => !placed.has(f) && [...(rb.get(f) ?? []), ...(ra.get(f) ?? [])].every((r) => placed.has(r) || !wanted.includes(r)));
    if (next === undefined) {
      const stuck = wanted.filter((f) => !placed.has(f));
      throw new Error(
        `the two versions order ${stuck.map((f) => `"${f}"`).join(', ')} so that each one's conditions read a field the other asks later; compare them in two edits`,
      );
    }
    order.push(next);
    placed.add(next);
  }
  return order;
}

/**
 * The answer space two versions of a department share: per step field, in an order both versions' conditions can
 * be decided in, the classes of answers that score alike and ask alike under both, each with how many real answers
 * it holds (answers a version refuses, an exclusive option with others included, are marked null for it).
 * @example jointSpace(old, edited).map((s) => s.choices.length)
 */
export function jointSpace(before: Department, after: Department): JointStep[] {
  const old = new Map(before.wizard.steps.map((s) => [s.field, s]));
  const now = new Map(after.wizard.steps.map((s) => [s.field, s]));
  const [tb, ta] = [conditionsOf(before).tested, conditionsOf(after).tested];
  return walkOrder(before, after).map((f) => jointStep(f, old.get(f), now.get(f), [tb.get(f), ta.get(f)]));
}
