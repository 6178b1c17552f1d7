import { otherAnswer, type Answers, type AnswerValue } from '../../engine/answers.js';
import type { QuestionKind, Step, Wizard } from '../../engine/schema/index.js';

/** what the visitor has chosen so far: option values per field, and the typed names of "other" options */
export interface Draft {
  values: Record<string, AnswerValue>;
  otherNames: Record<string, string>;
}

export const emptyDraft = (): Draft => ({ values: {}, otherNames: {} });

const choseOther = (step: Step, value: AnswerValue | undefined) => step.other !== undefined && value === step.other.value;

const chosen = (value: AnswerValue | undefined) => typeof value === 'string' && value !== '';
// what each kind needs before moving on (the wizard's own table, beside its renderers: the engine's would load more)
const answered: Record<QuestionKind, (value: AnswerValue | undefined) => boolean> = {
  single: chosen,
  'single-other': chosen,
  multi: (value) => Array.isArray(value) && value.length > 0,
  number: (value) => typeof value === 'number' && Number.isInteger(value),
};

/** whether a step may move on: one option (a non-blank name for "other"), or at least one for a multi-select */
export function isAnswered(step: Step, draft: Draft): boolean {
  const value = draft.values[step.field];
  if (!answered[step.kind](value)) return false;
  return !choseOther(step, value) || (draft.otherNames[step.field] ?? '').trim() !== '';
}

/**
 * The payload the wizard posts: hidden fields as the definition gives them, then each step's answer;
 * a chosen "other" is sent as its template with the typed name.
 */
export function buildPayload(wizard: Wizard, draft: Draft): Answers {
  const payload: Answers = { ...wizard.hidden };
  for (const step of wizard.steps) {
    const value = draft.values[step.field];
    if (value === undefined) continue;
    payload[step.field] = choseOther(step, value) && step.other ? otherAnswer(step.other, (draft.otherNames[step.field] ?? '').trim()) : value;
  }
  return payload;
}
