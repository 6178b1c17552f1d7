import type { Answers, AnswerValue } from './answer-value.js';
import { answeredKey, choseKey, compile, type CompileResult, type Scope } from '../expressions/expression.js';
import { optionsOf, otherName, otherOf, ruleOf } from './question-kinds.js';
import { choicesOf } from './choices.js';
import type { Department, Step } from '../schema/department.js';

/** a step's condition, compiled once */
export interface StepCondition extends CompileResult {
  text: string;
}

/** the conditions of a department, compiled once per definition object */
export interface Conditions {
  /** per step in wizard order: its condition, or undefined when it is always asked */
  when: (StepCondition | undefined)[];
  /** whether any step is conditional */
  any: boolean;
  /** per field: the option values some chose() names */
  tested: Map<string, Set<string>>;
  /** per field: the value lists of its chose() calls; an answer's class is which of them it meets */
  choices: Map<string, string[][]>;
  /** per number field read by a condition: each accepted value's class (values of one class ask the same steps) */
  numberClass: Map<string, Map<number, string>>;
  /** the scope every walk starts from: every key a condition may read, unset (0) */
  blank: Record<string, number>;
  /**
   * per step, the scope keys the conditions at or after it read: two scopes that agree on them ask the same steps
   * from there on, whatever else they hold
   */
  readFrom: string[][];
}

const cache = new WeakMap<Department, Conditions>();
const isNumber = (step: Step) => ruleOf(step).valued;
/** past this many combinations of a condition's other inputs, a number's values are not grouped (each is its own class) */
const contextLimit = 4096;

/**
 * A department's conditions, compiled once: `when` with chose() and answered(), a number question's field read as its
 * value (0 when it was not asked).
 * @example conditionsOf(dept).when[2]?.run(scope) // 1 when step 3 is asked
 */
export function conditionsOf(dept: Department): Conditions {
  const known = cache.get(dept);
  if (known) return known;
  const steps = dept.wizard.steps;
  const when = steps.map((s) => (s.when === undefined ? undefined : { text: s.when, ...compile(s.when, { conditions: true }) }));
  const tested = new Map<string, Set<string>>();
  const choices = new Map<string, string[][]>();
  for (const ref of when.flatMap((c) => c?.fields ?? [])) {
    if (!ref.values.length) continue;
    for (const v of ref.values) (tested.get(ref.field) ?? tested.set(ref.field, new Set()).get(ref.field)!).add(v);
    const lists = choices.get(ref.field) ?? choices.set(ref.field, []).get(ref.field)!;
    if (!lists.some((l) => l.join('|') === ref.values.join('|'))) lists.push(ref.values);
  }
  const blank: Record<string, number> = {};
  for (const s of steps) {
    blank[answeredKey(s.field)] = 0;
    if (isNumber(s)) blank[s.field] = 0;
    for (const v of tested.get(s.field) ?? []) blank[choseKey(s.field, v)] = 0;
  }
  const readFrom: string[][] = [];
  const read = new Set<string>();
  for (let i = when.length - 1; i >= 0; i--) {
    for (const k of conditionKeys(when[i])) read.add(k);
    readFrom[i] = [...read];
  }
  const conditions: Conditions = { when, any: when.some(Boolean), tested, choices, numberClass: new Map(), blank, readFrom };
  for (const s of steps) if (isNumber(s)) numberClasses(dept, conditions, s);
  cache.set(dept, conditions);
  return conditions;
}

/** groups a number question's values by what every condition reading it makes of them, whatever else it reads */
function numberClasses(dept: Department, conditions: Conditions, step: Step): void {
  const readers = conditions.when.filter((c): c is StepCondition => !!c && c.identifiers.includes(step.field));
  if (!readers.length) return;
  const byField = new Map(dept.wizard.steps.map((s) => [s.field, s]));
  const classes = new Map<number, string>();
  const values = choicesOf(step).map((o) => o.attrs[step.field]!);
  const contexts = readers.map((c) => {
    // the other inputs: other number fields (their values, or 0 unasked) and the chose()/answered() keys (0 or 1)
    const domains: [string, number[]][] = [
      ...c.identifiers
        .filter((n) => n !== step.field && byField.has(n))
        .map((n): [string, number[]] => [n, [0, ...choicesOf(byField.get(n)!).map((o) => o.attrs[n]!)]]),
      ...c.fields
        .flatMap((r) => (r.values.length ? r.values.map((v) => choseKey(r.field, v)) : [answeredKey(r.field)]))
        .map((k): [string, number[]] => [k, [0, 1]]),
    ];
    const size = domains.reduce((n, [, d]) => n * d.length, 1);
    if (size > contextLimit) return undefined;
    let list: Record<string, number>[] = [{}];
    for (const [name, domain] of domains) list = list.flatMap((ctx) => domain.map((v) => ({ ...ctx, [name]: v })));
    return list;
  });
  for (const v of values) {
    if (contexts.some((c) => !c)) classes.set(v, String(v));
    else classes.set(v, readers.map((c, i) => contexts[i]!.map((ctx) => (c.run({ ...ctx, [step.field]: v }) ? 1 : 0)).join('')).join('|'));
  }
  conditions.numberClass.set(step.field, classes);
}

const listOf = (value: AnswerValue | undefined): string[] => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);

/**
 * The scope keys one answer sets for the conditions after it: answered, each option value it chose (a typed
 * "other" as the other option's value), and a number question's value.
 */
export function answerKeys(step: Step, value: AnswerValue | undefined): [string, number][] {
  const keys: [string, number][] = [[answeredKey(step.field), 1]];
  if (typeof value === 'number') keys.push([step.field, value]);
  for (const v of listOf(value)) {
    const typed = otherOf(step)?.value;
    const chosen = typed !== undefined && v !== typed && otherName(step, v) !== undefined ? typed : v;
    keys.push([choseKey(step.field, chosen), 1]);
  }
  return keys;
}

/** the scope keys a condition reads: number fields by name, and the keys of its chose() and answered() */
export const conditionKeys = (c: StepCondition | undefined): string[] =>
  c ? [...c.identifiers, ...c.fields.flatMap((r) => (r.values.length ? r.values.map((v) => choseKey(r.field, v)) : [answeredKey(r.field)]))] : [];

/** whether a step's condition holds in a scope (a step without one always does) */
export const holds = (conditions: Conditions, i: number, scope: Scope): boolean => {
  const c = conditions.when[i];
  return !c || c.run(scope) !== 0;
};

/**
 * Which steps the answers ask, in wizard order: a step is asked when its condition holds over the answers of the
 * steps asked before it. An asked step left unanswered still counts as asked (its condition-keys stay unset).
 * @example askedSteps(dept, { paidAds: 'no' }) // [true, false, ...]
 */
export function askedSteps(dept: Department, answers: Readonly<Record<string, AnswerValue | undefined>>): boolean[] {
  const conditions = conditionsOf(dept);
  if (!conditions.any) return dept.wizard.steps.map(() => true);
  const scope = { ...conditions.blank };
  return dept.wizard.steps.map((step, i) => {
    if (!holds(conditions, i, scope)) return false;
    const value = answers[step.field];
    if (value !== undefined) for (const [k, v] of answerKeys(step, value)) scope[k] = v;
    return true;
  });
}

/**
 * The answers on the visitor's path: the hidden fields and the answers of the steps asked; an answer to a step
 * the other answers do not ask is left out (a draft keeps it, the payload never carries it).
 * @example onPath(dept, { paidAds: 'no', adChannels: ['search'] }) // { paidAds: 'no' }
 */
export function onPath(dept: Department, answers: Answers): Answers {
  const asked = askedSteps(dept, answers);
  const out: Answers = {};
  for (const [field, value] of Object.entries(answers)) {
    const i = dept.wizard.steps.findIndex((s) => s.field === field);
    if (i === -1 || asked[i]) out[field] = value;
  }
  return out;
}

/** in words, what an answer is, for the message that says why a step is not asked */
function answerWords(step: Step, value: AnswerValue | undefined, asked: boolean): string {
  if (!asked) return `${step.field} is not asked`;
  if (value === undefined) return `${step.field} is not answered`;
  if (typeof value === 'number') return `${step.field} is ${value}`;
  return `${step.field} is ${listOf(value)
    .map((v) => `"${v}"`)
    .join(', ')}`;
}

/**
 * Why a step is not asked, from the earlier answers its condition reads.
 * @example whyNotAsked(dept, answers, 2) // 'paidAds is "no"'
 */
export function whyNotAsked(dept: Department, answers: Readonly<Record<string, AnswerValue | undefined>>, i: number): string {
  const c = conditionsOf(dept).when[i];
  const asked = askedSteps(dept, answers);
  const read = new Set([...(c?.fields.map((r) => r.field) ?? []), ...(c?.identifiers ?? [])]);
  return dept.wizard.steps.flatMap((s, j) => (j < i && read.has(s.field) ? [answerWords(s, answers[s.field], asked[j]!)] : [])).join(' and ');
}

/**
 * What the conditions can tell of a choice answer: per chose() call on its step, whether it meets one of the
 * values; answers of one class ask the same later steps.
 * @example choiceClass(conditions, 'adChannels', ['search', 'tv']) // '1' when a condition asks chose(adChannels, 'search', 'social')
 */
export const choiceClass = (conditions: Conditions, field: string, values: readonly string[]): string =>
  (conditions.choices.get(field) ?? []).map((list) => (list.some((v) => values.includes(v)) ? 1 : 0)).join('');

/** per step, its classes of answers as the conditions see them: the keys one answer of each class sets */
function classesOf(dept: Department, conditions: Conditions, step: Step): [string, number][][] {
  const byClass = new Map<string, [string, number][]>();
  const numbers = conditions.numberClass.get(step.field);
  if (isNumber(step)) {
    for (const o of choicesOf(step)) {
      const v = o.attrs[step.field]!;
      const key = numbers?.get(v) ?? '';
      if (!byClass.has(key)) byClass.set(key, answerKeys(step, v));
    }
    return [...byClass.values()];
  }
  const tested = [...(conditions.tested.get(step.field) ?? [])];
  const values = optionsOf(step).map((o) => o.value);
  const untested = values.filter((v) => !tested.includes(v));
  const list = ruleOf(step).many;
  // a single choice picks one value; a multi-select any non-empty set whose tested part is what matters
  const subsets = list ? tested.reduce<string[][]>((acc, v) => acc.flatMap((s) => [s, [...s, v]]), [[]]) : [...tested.map((v) => [v]), []];
  for (const chosen of subsets) {
    const alone = ruleOf(step)
      .alone(step)
      .map((o) => o.value);
    if (chosen.length > 1 && chosen.some((v) => alone.includes(v))) continue;
    if (!chosen.length && !untested.length) continue;
    if (!values.some((v) => chosen.includes(v)) && chosen.length) continue;
    // one answer per class the answer space also tells apart: which chose() calls it meets
    const key = choiceClass(conditions, step.field, chosen);
    if (!byClass.has(key)) byClass.set(key, answerKeys(step, chosen.length ? chosen : [untested[0]!]));
  }
  return [...byClass.values()];
}

/** how many questions a visitor is asked: fewest and most over every way of answering what is still open */
export interface PathLength {
  min: number;
  max: number;
}

/**
 * The lengths of the whole paths still possible once the steps before `from` are answered as given: the questions
 * already asked included. Without conditions every path has every step.
 * @example pathLength(dept, { paidAds: 'no' }, 1) // { min: 6, max: 7 }
 */
export function pathLength(dept: Department, answers: Readonly<Record<string, AnswerValue | undefined>>, from: number): PathLength {
  const steps = dept.wizard.steps;
  const conditions = conditionsOf(dept);
  if (!conditions.any) return { min: steps.length, max: steps.length };
  const scope = { ...conditions.blank };
  let before = 0;
  for (let i = 0; i < from && i < steps.length; i++) {
    if (!holds(conditions, i, scope)) continue;
    before++;
    const value = answers[steps[i]!.field];
    if (value !== undefined) for (const [k, v] of answerKeys(steps[i]!, value)) scope[k] = v;
  }
  const { classes, known } = lengthsOf(dept, conditions);
  // the questions asked from step i on, over every way of answering them; what a scope holds for keys no later
  // condition reads cannot change it, so it is worked out once per step and per value of the keys that do
  const rest = (i: number): PathLength => {
    if (i >= steps.length) return { min: 0, max: 0 };
    const key = `${i}:${conditions.readFrom[i]!.map((k) => scope[k]).join(',')}`;
    const seen = known.get(key);
    if (seen) return seen;
    let out: PathLength;
    if (!holds(conditions, i, scope)) out = rest(i + 1);
    else {
      out = { min: Infinity, max: -Infinity };
      for (const keys of classes[i]!) {
        const was = keys.map(([k]) => scope[k]!);
        for (const [k, v] of keys) scope[k] = v;
        const after = rest(i + 1);
        keys.forEach(([k], j) => (scope[k] = was[j]!));
        out = { min: Math.min(out.min, after.min + 1), max: Math.max(out.max, after.max + 1) };
      }
    }
    known.set(key, out);
    return out;
  };
  const after = rest(from);
  return { min: before + after.min, max: before + after.max };
}

/** per department: each step's classes of answers and the lengths already worked out */
const lengths = new WeakMap<Department, { classes: [string, number][][][]; known: Map<string, PathLength> }>();

function lengthsOf(dept: Department, conditions: Conditions) {
  const had = lengths.get(dept);
  if (had) return had;
  const made = { classes: dept.wizard.steps.map((s) => classesOf(dept, conditions, s)), known: new Map<string, PathLength>() };
  lengths.set(dept, made);
  return made;
}
