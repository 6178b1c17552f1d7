import { payloadOfDraft, stepProblem, type FormDraft } from '../../../engine/answers/form-step.js';
import type { Answers } from '../../../engine/answers/answers.js';
import type { Department, Step } from '../../../engine/schema/index.js';

/**
 * What the visitor has entered so far: values per field (kept for a question an earlier answer now skips, so it
 * comes back as typed, but never sent), and the typed names of "other" options. The engine's, as the server reads
 * a wizard's form without script.
 */
export type Draft = FormDraft;

export const emptyDraft = (): Draft => ({ values: {}, otherNames: {} });

/** whether a step may move on: one option (a non-blank name for "other"), at least one for a multi-select, a number it accepts */
export const isAnswered = (step: Step, draft: Draft): boolean => stepProblem(step, draft) === undefined;

/**
 * The payload the wizard posts: hidden fields as the definition gives them, then the answer of each question on
 * the visitor's path (a draft kept for a question the answers skip is left out); a chosen "other" is sent as its
 * template with the typed name.
 */
export const buildPayload = (department: Department, draft: Draft): Answers => payloadOfDraft(department, draft);
