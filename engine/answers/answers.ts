import type { Answers } from './answer-value.js';
import { optionsOf, otherName, otherOf, ruleOf } from './question-kinds.js';
import { choicesOf } from './choices.js';
import type { Option, Step } from '../schema/department.js';

export { otherAnswer, type AnswerValue, type Answers } from './answer-value.js';
export { otherName } from './question-kinds.js';

/** the values a step accepts, as a message names them */
export const allowedText = (step: Step): string => ruleOf(step).allowed(step);

/** the exclusive option an answer combines with other choices, or undefined when the answer is consistent */
export function exclusiveConflict(step: Step, values: readonly string[]): Option | undefined {
  if (values.length < 2) return undefined;
  return ruleOf(step)
    .alone(step)
    .find((o) => values.includes(o.value));
}

/**
 * Adds or removes one choice of a multi-select, keeping the order of choosing: choosing an exclusive option
 * clears the others, and choosing another option clears an exclusive one. `cleared` lists what was dropped.
 * @example toggleChoice(step, ['bamboohr', 'gusto'], 'none') // { values: ['none'], cleared: ['bamboohr', 'gusto'] }
 */
export function toggleChoice(step: Step, current: readonly string[], value: string): { values: string[]; cleared: string[] } {
  if (current.includes(value)) return { values: current.filter((v) => v !== value), cleared: [] };
  const alone = new Set(
    ruleOf(step)
      .alone(step)
      .map((o) => o.value),
  );
  const cleared = current.filter((v) => alone.has(value) || alone.has(v));
  return { values: [...current.filter((v) => !cleared.includes(v)), value], cleared };
}

/** the options an answer chose; an "other" name picks the step's other option */
export function chosenOptions(step: Step, value: Answers[string] | undefined): Option[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
  return values.flatMap((v) => {
    const typed = otherOf(step)?.value;
    const direct = choicesOf(step).find((o) => o.value === v && o.value !== typed);
    if (direct) return [direct];
    const other = typed !== undefined && otherName(step, v) !== undefined ? optionsOf(step).find((o) => o.value === typed) : undefined;
    return other ? [other] : [];
  });
}
