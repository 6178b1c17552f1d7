import { otherAnswer, type Answers, type AnswerValue } from '../../engine/answers.js';
import type { Step, Wizard } from '../../engine/schema/index.js';

/** what the visitor has chosen so far: option values per field, and the typed names of "other" options */
export interface Draft {
  values: Record<string, AnswerValue>;
  otherNames: Record<string, string>;
}

export const emptyDraft = (): Draft => ({ values: {}, otherNames: {} });

const choseOther = (step: Step, value: AnswerValue | undefined) => step.other !== undefined && value === step.other.value;

/** whether a step may move on: one option (a non-blank name for "other"), or at least one for a multi-select */
export function isAnswered(step: Step, draft: Draft): boolean {
  const value = draft.values[step.field];
  if (step.kind === 'multi') return Array.isArray(value) && value.length > 0;
  if (typeof value !== 'string' || value === '') return false;
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
