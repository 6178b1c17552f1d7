import { chosenOptions } from '../../engine/answers.js';
import type { Answers } from '../../engine/answers.js';
import type { Department, Option, Step } from '../../engine/schema/department.js';

export type Level = 'low' | 'mid' | 'high';

/** the value a visitor sends for an option: the "other" option sends its typed name */
export function valueFor(step: Step, option: Option, name = 'Example'): string {
  return step.other && option.value === step.other.value ? step.other.send.replace('{name}', name) : option.value;
}

/** options from fewest to most points (ties keep their written order); the team-size step keeps its order */
export function ordered(step: Step): Option[] {
  return step.role === 'team-size' ? [...step.options] : [...step.options].sort((a, b) => a.points - b.points);
}

const pick: Record<Level, (options: Option[]) => Option> = {
  low: (o) => o[0]!,
  mid: (o) => o[Math.floor((o.length - 1) / 2)]!,
  high: (o) => o[o.length - 1]!,
};

/**
 * low: each step's option with the fewest points and the smallest team; high: the most points and the largest
 * team; mid: the middle of each list. A multi-select sends that one option. Hidden fields get their set value.
 */
export function answersAt(dept: Department, level: Level): Answers {
  const answers: Answers = { ...dept.wizard.hidden };
  for (const step of dept.wizard.steps) {
    const value = valueFor(step, pick[level](ordered(step)));
    answers[step.field] = step.kind === 'multi' ? [value] : value;
  }
  return answers;
}

/** the points an answer brings to its step: a multi-select counts its highest option (an independent oracle) */
export function stepPoints(step: Step, value: Answers[string] | undefined): number {
  return Math.max(0, ...chosenOptions(step, value).map((o) => o.points));
}

/** each scoring component worked out from the answers, capped at its maximum */
export function componentValues(dept: Department, answers: Answers): Record<string, number> {
  const steps = new Map(dept.wizard.steps.map((s) => [s.field, s]));
  return Object.fromEntries(
    dept.scoring.components.map((c) => [c.id, Math.min(c.max, c.from.reduce((t, f) => t + stepPoints(steps.get(f)!, answers[f]), 0))]),
  );
}

/** the team-size step, if the department has one */
export const teamSizeStep = (dept: Department): Step | undefined => dept.wizard.steps.find((s) => s.role === 'team-size');
