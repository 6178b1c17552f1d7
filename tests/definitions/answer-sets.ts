import { chosenOptions } from '../../engine/answers.js';
import type { Answers, AnswerValue } from '../../engine/answers.js';
import { askedSteps } from '../../engine/conditions.js';
import { choicesOf } from '../../engine/question-kinds.js';
import type { Department, Option, Step } from '../../engine/schema/department.js';

export type Level = 'low' | 'mid' | 'high';

/** the value a visitor sends for an option: the "other" option sends its typed name, a number question its number */
export function valueFor(step: Step, option: Option, name = 'Example'): string | number {
  if (step.number) return option.attrs[step.field]!;
  return step.other && option.value === step.other.value ? step.other.send.replace('{name}', name) : option.value;
}

/** the answer a visitor sends for one option: a multi-select sends it as a list of one */
export function answerFor(step: Step, option: Option, name?: string): AnswerValue {
  const value = valueFor(step, option, name);
  return step.kind === 'multi' ? [String(value)] : value;
}

/** options from fewest to most points (ties keep their written order); the team-size step and a number keep their order */
export function ordered(step: Step): Option[] {
  return step.role === 'team-size' || step.number ? [...choicesOf(step)] : [...step.options].sort((a, b) => a.points - b.points);
}

const pick: Record<Level, (options: Option[]) => Option> = {
  low: (o) => o[0]!,
  mid: (o) => o[Math.floor((o.length - 1) / 2)]!,
  high: (o) => o[o.length - 1]!,
};

/**
 * Answers on one path: each step the answers before it ask gets `given`'s answer when it has one, otherwise
 * `choose`'s; a step not asked is left out, as the wizard leaves it out of the payload. Hidden fields keep theirs.
 */
export function onAPath(dept: Department, choose: (step: Step) => AnswerValue, given: Answers = {}): Answers {
  const answers: Answers = { ...dept.wizard.hidden };
  dept.wizard.steps.forEach((step, i) => {
    // a step's condition reads only the steps before it, all settled by now
    if (!askedSteps(dept, answers)[i]) return;
    answers[step.field] = given[step.field] ?? choose(step);
  });
  return answers;
}

/**
 * low: each step's option with the fewest points and the smallest team (a number its minimum); high: the most
 * points and the largest team (a number its maximum); mid: the middle of each list. A multi-select sends that one
 * option. Only the steps on the path those answers take are answered; `given` answers keep theirs where asked.
 */
export function answersAt(dept: Department, level: Level, given: Answers = {}): Answers {
  return onAPath(dept, (step) => answerFor(step, pick[level](ordered(step))), given);
}

/** the points an answer brings to its step: a multi-select counts its highest option (an independent oracle) */
export function stepPoints(step: Step, value: Answers[string] | undefined): number {
  return Math.max(0, ...chosenOptions(step, value).map((o) => o.points));
}

/** each scoring component worked out from the answers, capped at its maximum; a step not asked counts its `skipped` */
export function componentValues(dept: Department, answers: Answers): Record<string, number> {
  const steps = new Map(dept.wizard.steps.map((s) => [s.field, s]));
  const asked = new Map(askedSteps(dept, answers).map((a, i) => [dept.wizard.steps[i]!.field, a]));
  const points = (f: string) => (asked.get(f) ? stepPoints(steps.get(f)!, answers[f]) : (steps.get(f)!.skipped?.points ?? 0));
  return Object.fromEntries(dept.scoring.components.map((c) => [c.id, Math.min(c.max, c.from.reduce((t, f) => t + points(f), 0))]));
}

/** the team-size step, if the department has one */
export const teamSizeStep = (dept: Department): Step | undefined => dept.wizard.steps.find((s) => s.role === 'team-size');
