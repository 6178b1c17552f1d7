import { otherAnswer, type Answers, type AnswerValue } from '../../engine/answers.js';
import { onPath } from '../../engine/conditions.js';
import type { Department, QuestionKind, Step } from '../../engine/schema/index.js';

/**
 * What the visitor has entered so far: values per field (kept for a question an earlier answer now skips, so it
 * comes back as typed, but never sent), and the typed names of "other" options.
 */
export interface Draft {
  values: Record<string, AnswerValue>;
  otherNames: Record<string, string>;
}

export const emptyDraft = (): Draft => ({ values: {}, otherNames: {} });

const choseOther = (step: Step, value: AnswerValue | undefined) => step.other !== undefined && value === step.other.value;

/** whether a number is one the number question accepts: whole, within its range, on its steps from min */
export function numberFits(step: Step, value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || !step.number) return false;
  const { min, max, step: by } = step.number;
  return value >= min && value <= max && (value - min) % by === 0;
}

const chosen = (_step: Step, value: AnswerValue | undefined) => typeof value === 'string' && value !== '';
// what each kind needs before moving on (the wizard's own table, beside its renderers: the engine's would load more)
const answered: Record<QuestionKind, (step: Step, value: AnswerValue | undefined) => boolean> = {
  single: chosen,
  'single-other': chosen,
  multi: (_step, value) => Array.isArray(value) && value.length > 0,
  number: numberFits,
};

/** whether a step may move on: one option (a non-blank name for "other"), at least one for a multi-select, a number it accepts */
export function isAnswered(step: Step, draft: Draft): boolean {
  const value = draft.values[step.field];
  if (!answered[step.kind](step, value)) return false;
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
    answers[step.field] = choseOther(step, value) && step.other ? otherAnswer(step.other, (draft.otherNames[step.field] ?? '').trim()) : value;
  }
  return { ...wizard.hidden, ...onPath(department, answers) };
}
