import { answerSpace, countPaths, forEachPath, notAsked, type AnswerSpace, type Effect } from './answer-space.js';
import type { Answers } from '../answers/answers.js';
import { conditionsOf, pathLength, type PathLength } from '../answers/conditions.js';
import type { Department } from '../schema/department.js';

/** one whole answer set as a visitor sends it (the steps asked; hidden fields left out), and how many questions it asks */
export interface Witness {
  answers: Answers;
  asked: number;
}

/** a step's condition over every path: the smallest answer set that asks the step, and the smallest that does not */
export interface ConditionPaths {
  /** the step's index in wizard order */
  step: number;
  field: string;
  when: string;
  /** undefined: no path asks it (it never holds where it is read) */
  holds?: Witness;
  /** undefined: every path asks it (it always holds) */
  fails?: Witness;
}

/** what the path walk found about a department */
export interface PathReport {
  /** the exact number of answer sets (whole paths) */
  paths: number;
  /** every conditional step, in wizard order */
  conditions: ConditionPaths[];
}

/**
 * The space as the conditions see it: per step, one effect per class of answers the conditions tell apart (its
 * first, so the lowest option or number of the class). Every path of the department runs through exactly one.
 */
export function conditionClasses(space: AnswerSpace): AnswerSpace {
  return space.map((st) => {
    const bySig = new Map<string, Effect>();
    for (const e of st.effects) if (!bySig.has(e.sig)) bySig.set(e.sig, e);
    return { ...st, effects: [...bySig.values()] };
  });
}

/** the answers of a path of the classes: the steps asked only */
const answersOf = (space: AnswerSpace, at: readonly number[]): Answers => {
  const answers: Answers = {};
  space.forEach((s, i) => {
    if (at[i] !== notAsked) answers[s.step.field] = s.effects[at[i]!]!.answer;
  });
  return answers;
};

/** fewer questions first, then the lower option (or number) at the first step where two paths differ */
const smaller = (a: readonly number[], b: readonly number[]): boolean => {
  const asked = (at: readonly number[]) => at.filter((k) => k !== notAsked).length;
  if (asked(a) !== asked(b)) return asked(a) < asked(b);
  const i = a.findIndex((k, j) => k !== b[j]);
  return i >= 0 && a[i]! < b[i]!;
};

const reports = new WeakMap<Department, PathReport>();

/**
 * Walks every path of a department once (over the classes its conditions tell apart, so it stays quick) and, for
 * every conditional step, keeps the smallest answer set that asks it and the smallest that does not: fewest
 * questions, then the lowest option or number. Exact, never sampled.
 * @example pathReport(dept).conditions[0]?.fails?.answers // { people: 1, ads: 'no' }
 */
export function pathReport(dept: Department): PathReport {
  const known = reports.get(dept);
  if (known) return known;
  const space = answerSpace(dept);
  const classes = conditionClasses(space);
  const conditional = dept.wizard.steps.flatMap((s, i) => (s.when === undefined ? [] : [i]));
  const best = conditional.map(() => ({ holds: undefined as number[] | undefined, fails: undefined as number[] | undefined }));
  if (conditional.length && classes.every((s) => s.effects.length)) {
    forEachPath(
      classes,
      (at) => {
        conditional.forEach((i, c) => {
          const key = at[i] === notAsked ? 'fails' : 'holds';
          const was = best[c]![key];
          if (!was || smaller(at, was)) best[c]![key] = [...at];
        });
      },
      conditionsOf(dept).blank,
    );
  }
  const witness = (at?: number[]): Witness | undefined => at && { answers: answersOf(classes, at), asked: at.filter((k) => k !== notAsked).length };
  const report: PathReport = {
    paths: countPaths(space),
    conditions: conditional.map((i, c) => ({
      step: i,
      field: dept.wizard.steps[i]!.field,
      when: dept.wizard.steps[i]!.when!,
      holds: witness(best[c]!.holds),
      fails: witness(best[c]!.fails),
    })),
  };
  reports.set(dept, report);
  return report;
}

/** a place on a path where the progress the wizard shows would go wrong */
export interface ProgressBreak {
  /** the answers up to and including the one that broke it */
  answers: Answers;
  /** the step just answered */
  field: string;
  /** "Question n of total" before and after that answer */
  before: { n: number; total: number };
  after: { n: number; total: number };
}

export type LengthOf = (dept: Department, answers: Answers, from: number) => PathLength;

/** past this many paths of classes the progress proof, which asks the wizard's count at every answer of every path, is not run */
export const progressLimit = 100_000;

/** how many paths of classes the progress proof would walk */
export const classPaths = (dept: Department): number => countPaths(conditionClasses(answerSpace(dept)));

/**
 * Proves, along every path, that the progress the wizard shows never goes back: after each answer `{total}` (the
 * longest whole path still possible, from the same `pathLength` the wizard calls) does not grow, counts the
 * questions asked so far, and the bar n/total does not fall. Returns the first break, or undefined when none.
 * What follows a step depends only on the question the visitor is on, the label's total and the scope keys the
 * later conditions read (the wizard's length reads no more), so a state proven once is not walked again.
 * `length` is the wizard's own unless a test swaps it.
 */
export function progressBreak(dept: Department, length: LengthOf = pathLength): ProgressBreak | undefined {
  if (!conditionsOf(dept).any) return undefined;
  const classes = conditionClasses(answerSpace(dept));
  const steps = dept.wizard.steps;
  const live = conditionsOf(dept).readFrom;
  const proven = new Set<string>();
  const answers: Answers = {};
  let found: ProgressBreak | undefined;
  // n: the question the visitor is on (1-based); total: what the label said before this step
  const walk = (i: number, n: number, total: number, scope: Record<string, number>): void => {
    if (found || i === steps.length) return;
    const state = `${i}:${n}:${total}:${live[i]!.map((k) => scope[k]).join(',')}`;
    if (proven.has(state)) return;
    const st = classes[i]!;
    if (st.when && st.when(scope) === 0) walk(i + 1, n, total, scope);
    else {
      for (const e of st.effects) {
        answers[st.step.field] = e.answer;
        const next = { ...scope };
        for (const [k, v] of e.keys) next[k] = v;
        const after = length(dept, answers, i + 1).max;
        const back = after > total || after < n || (n + 1) / Math.max(after, n + 1) < n / total;
        if (back) {
          found = { answers: { ...answers }, field: st.step.field, before: { n, total }, after: { n: n + 1, total: after } };
          return;
        }
        walk(i + 1, n + 1, after, next);
        if (found) return;
      }
      delete answers[st.step.field];
    }
    if (!found) proven.add(state);
  };
  walk(0, 1, length(dept, {}, 0).max, { ...conditionsOf(dept).blank });
  return found;
}
