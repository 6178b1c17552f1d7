import { chosenOptions } from '../../engine/answers/answers.js';
import type { Answers, AnswerValue } from '../../engine/answers/answers.js';
import { onPath } from '../../engine/answers/conditions.js';
import { choicesOf } from '../../engine/answers/choices.js';
import { answerFor, sentValue } from '../../engine/answers/question-kinds.js';
import type { Department, Option, Step } from '../../engine/schema/department.js';

export type Level = 'low' | 'mid' | 'high';

/** the value a visitor sends for an option: the "other" option sends its typed name, a number question its number */
export const valueFor = (step: Step, option: Option, name = 'Example'): AnswerValue => sentValue(step, option, name);

/** options (a number question: one per accepted value) from fewest to most points (ties keep their written order); the team-size step keeps its order */
export function ordered(step: Step): Option[] {
  const options = choicesOf(step);
  return step.role === 'team-size' ? [...options] : [...options].sort((a, b) => a.points - b.points);
}

const pick: Record<Level, (options: Option[]) => Option> = {
  low: (o) => o[0]!,
  mid: (o) => o[Math.floor((o.length - 1) / 2)]!,
  high: (o) => o[o.length - 1]!,
};

/**
 * low: each step's option with the fewest points and the smallest team; high: the most points and the largest
 * team; mid: the middle of each list. A multi-select sends that one option. Hidden fields get their set value;
 * a step those answers do not ask is left out, as the wizard leaves it out.
 */
export const answersAt = (dept: Department, level: Level): Answers => onPath(dept, everyAnswerAt(dept, level));

/** the answers of answersAt before the path is taken: every step answered, asked or not */
export function everyAnswerAt(dept: Department, level: Level): Answers {
  const answers: Answers = { ...dept.wizard.hidden };
  for (const step of dept.wizard.steps) answers[step.field] = answerOf(step, pick[level](ordered(step)));
  return answers;
}

/** the answer that picks one option: a multi-select sends it alone */
export const answerOf = (step: Step, option: Option, name = 'Example'): AnswerValue => answerFor(step, [option], name);

/** the points an answer brings to its step: a multi-select counts its highest option (an independent oracle) */
export function stepPoints(step: Step, value: Answers[string] | undefined): number {
  return Math.max(0, ...chosenOptions(step, value).map((o) => o.points));
}

/** each scoring component worked out from the answers, capped at its maximum; a step not sent (not asked) brings its skipped points */
export function componentValues(dept: Department, answers: Answers): Record<string, number> {
  const steps = new Map(dept.wizard.steps.map((s) => [s.field, s]));
  const points = (step: Step) => (answers[step.field] === undefined ? (step.skipped?.points ?? 0) : stepPoints(step, answers[step.field]));
  return Object.fromEntries(dept.scoring.components.map((c) => [c.id, Math.min(c.max, c.from.reduce((t, f) => t + points(steps.get(f)!), 0))]));
}

/** the team-size step, if the department has one */
export const teamSizeStep = (dept: Department): Step | undefined => dept.wizard.steps.find((s) => s.role === 'team-size');
