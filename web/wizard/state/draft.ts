import { otherAnswer, type Answers, type AnswerValue } from '../../../engine/answers/answers.js';
import { onPath } from '../../../engine/answers/conditions.js';
import { otherOf, ruleOf } from '../../../engine/answers/question-kinds.js';
import type { Department, Step } from '../../../engine/schema/index.js';

/**
 * What the visitor has entered so far: values per field (kept for a question an earlier answer now skips, so it
 * comes back as typed, but never sent), and the typed names of "other" options.
 */
export interface Draft {
  values: Record<string, AnswerValue>;
  otherNames: Record<string, string>;
}

export const emptyDraft = (): Draft => ({ values: {}, otherNames: {} });

const choseOther = (step: Step, value: AnswerValue | undefined) => otherOf(step) !== undefined && value === otherOf(step)?.value;

/** whether the visitor has entered anything for a step: a value, or the name of "other" */
export const begun = (step: Step, draft: Draft): boolean => draft.values[step.field] !== undefined || draft.otherNames[step.field] !== undefined;

/** whether a step may move on: one option (a non-blank name for "other"), at least one for a multi-select, a number it accepts */
export function isAnswered(step: Step, draft: Draft): boolean {
  const value = draft.values[step.field];
  if (!ruleOf(step).answered(step, value)) return false;
  return !choseOther(step, value) || (draft.otherNames[step.field] ?? '').trim() !== '';
}

/**
 * The payload the wizard posts: hidden fields as the definition gives them, then the answer of each question on
 * the visitor's path (a draft kept for a question the answers skip is left out); a chosen "other" is sent as its
 * template with the typed name.
 */
export function buildPayload(department: Department, draft: Draft): Answers {
  const { wizard } = department;
  const answers: Answers = {};
  for (const step of wizard.steps) {
    const value = draft.values[step.field];
    if (value === undefined) continue;
    const other = otherOf(step);
    answers[step.field] = other && choseOther(step, value) ? otherAnswer(other, (draft.otherNames[step.field] ?? '').trim()) : value;
  }
  return { ...wizard.hidden, ...onPath(department, answers) };
}
