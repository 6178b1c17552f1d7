import { answersParam, formParam, stepParam } from './address-params.js';
import { otherAnswer, type Answers, type AnswerValue } from './answer-value.js';
import { toggleChoice } from './answers.js';
import { askedSteps, onPath } from './conditions.js';
import { otherName, otherOf, ruleOf } from './question-kinds.js';
import { encodeShared } from './share-code.js';
import type { Department, Step } from '../schema/department.js';

/**
 * What a visitor has entered so far: values per field (an "other" answer as the other option's value, its typed
 * name apart; a question an earlier answer now skips keeps its value, never sent).
 */
export interface FormDraft {
  values: Record<string, AnswerValue>;
  otherNames: Record<string, string>;
}

export { answersParam, formParam, stepParam };
/** what follows a step's field in the name of its "other" text field */
export const otherSuffix = '.other';

/** why a step's form does not move on: nothing chosen, a number it does not take, "other" without a name */
export type StepProblem = 'unanswered' | 'number' | 'other-name';

const choseOther = (step: Step, value: AnswerValue | undefined) => otherOf(step) !== undefined && value === otherOf(step)?.value;

/**
 * The draft of answers as sent (a share link's, a wizard address's): each field the definition asks, an "other"
 * answer split into its option and the name.
 * @example draftOfAnswers(dept, { crm: 'other: Pipedrive' }) // { values: { crm: 'other' }, otherNames: { crm: 'Pipedrive' } }
 */
export function draftOfAnswers(dept: Department, answers: Answers): FormDraft {
  const draft: FormDraft = { values: {}, otherNames: {} };
  for (const step of dept.wizard.steps) {
    const value = answers[step.field];
    if (value === undefined) continue;
    const other = otherOf(step);
    const name = other && typeof value === 'string' && value !== other.value ? otherName(step, value) : undefined;
    if (other && name !== undefined) {
      draft.values[step.field] = other.value;
      draft.otherNames[step.field] = name;
    } else if (ruleOf(step).takes(step, value)) draft.values[step.field] = value;
  }
  return draft;
}

/**
 * The answers of a draft, every field it holds (a skipped question's too: it comes back if the path turns back to
 * it), a chosen "other" as its template with the typed name.
 * @example answersOfDraft(dept, { values: { crm: 'other' }, otherNames: { crm: 'Pipedrive' } }) // { crm: 'other: Pipedrive' }
 */
export function answersOfDraft(dept: Department, draft: FormDraft): Answers {
  const answers: Answers = {};
  for (const step of dept.wizard.steps) {
    const value = draft.values[step.field];
    if (value === undefined) continue;
    const other = otherOf(step);
    answers[step.field] = other && choseOther(step, value) ? otherAnswer(other, (draft.otherNames[step.field] ?? '').trim()) : value;
  }
  return answers;
}

/**
 * The answers of a draft as an address carries them (the `answers` search value, the share link's encoding), or
 * undefined when it holds none.
 * @example answersValue(dept, { values: { size: '1-5' }, otherNames: {} }) // 'eyJ2IjoxLCJhIjp7InNpemUiOiIxLTUifSwiaCI6IiJ9'
 */
export function answersValue(dept: Department, draft: FormDraft): string | undefined {
  const answers = answersOfDraft(dept, draft);
  return Object.keys(answers).length > 0 ? encodeShared({ answers, hash: '' }) : undefined;
}

/**
 * Whether every answer of `part` is the same in `whole` (an "other" with its name): the answers of an address of
 * this visit, from before the later ones, rather than another visit's or another form's.
 * @example agrees(dept, { values: { size: '1-5' }, otherNames: {} }, draft) // true when draft's size is '1-5'
 */
export function agrees(dept: Department, part: FormDraft, whole: FormDraft): boolean {
  const all = answersOfDraft(dept, whole);
  return Object.entries(answersOfDraft(dept, part)).every(([field, value]) => JSON.stringify(value) === JSON.stringify(all[field]));
}

/**
 * The payload a draft sends: the definition's hidden fields, then the answer of each question on the path.
 * @example payloadOfDraft(dept, draft) // { source: 'web', size: '1-5', ... }
 */
export const payloadOfDraft = (dept: Department, draft: FormDraft): Answers => ({ ...dept.wizard.hidden, ...onPath(dept, answersOfDraft(dept, draft)) });

/** whether a step may move on: its value answers it, and "other" has a name */
export function stepProblem(step: Step, draft: FormDraft): StepProblem | undefined {
  const value = draft.values[step.field];
  if (!ruleOf(step).answered(step, value)) return value === undefined || !ruleOf(step).valued ? 'unanswered' : 'number';
  return choseOther(step, value) && (draft.otherNames[step.field] ?? '').trim() === '' ? 'other-name' : undefined;
}

/**
 * A step's form as the browser sends it (every value under the field's name, the other name under its own) read
 * into the draft: one option, the options checked (an exclusive one alone, as the app's clicks leave them), or the
 * number typed; a value the step does not take is kept as typed for a number (so the page shows it again) and
 * dropped otherwise.
 * @example readStepForm(step, draft, new URLSearchParams('size=1-5'))
 */
export function readStepForm(step: Step, draft: FormDraft, form: URLSearchParams): { draft: FormDraft; typed?: string } {
  const rule = ruleOf(step);
  const sent = form.getAll(step.field).filter((v) => v !== '');
  const values = { ...draft.values };
  const otherNames = { ...draft.otherNames };
  delete values[step.field];
  let typed: string | undefined;
  if (rule.many) {
    const chosen = sent.reduce<string[]>((a, v) => (a.includes(v) ? a : toggleChoice(step, a, v).values), []);
    if (chosen.length && rule.takes(step, chosen)) values[step.field] = chosen;
  } else if (rule.valued) {
    typed = form.get(step.field)?.trim();
    const n = typed ? Number(typed) : NaN;
    if (rule.takes(step, n)) values[step.field] = n;
  } else if (sent[0] !== undefined && rule.takes(step, sent[0])) values[step.field] = sent[0];
  const name = form.get(step.field + otherSuffix);
  if (name !== null) otherNames[step.field] = name;
  return { draft: { values, otherNames }, typed };
}

/** the indices (in wizard.steps) of the questions a draft asks, in order */
export const askedPath = (dept: Department, draft: FormDraft): number[] => askedSteps(dept, draft.values).flatMap((asked, i) => (asked ? [i] : []));

/** the furthest position on the path a draft reaches: its first unanswered question asked (or the last) */
export function reachedPosition(dept: Department, draft: FormDraft): number {
  const path = askedPath(dept, draft);
  const open = path.findIndex((i) => stepProblem(dept.wizard.steps[i]!, draft) !== undefined);
  return open === -1 ? path.length - 1 : open;
}

/** the position (0-based) a search's step asks for (1-based; none is the first), kept within what the draft reaches */
export function positionOf(dept: Department, draft: FormDraft, step: unknown): number {
  const n = Number(step);
  return Math.min(Number.isInteger(n) && n >= 1 ? n - 1 : 0, reachedPosition(dept, draft));
}

/** the search key the Next button of a step's form sends: the form was sent, not merely opened */
export const nextParam = 'next';

/** a step's form as sent: the answers with this step's read in, its position, the number as typed, what is missing */
export interface SentStep {
  draft: FormDraft;
  position: number;
  typed?: string;
  problem?: StepProblem;
}

/**
 * A step's form sent without script (its search or body): the answers it carries (`draft`, decoded by the caller),
 * the question it was on, and that question's answer read in.
 * @example sentStep(dept, draft, new URLSearchParams('step=2&size=1-5&next=1')) // { position: 1, draft, problem: undefined }
 */
export function sentStep(dept: Department, draft: FormDraft, form: URLSearchParams): SentStep {
  const position = positionOf(dept, draft, form.get(stepParam));
  const step = dept.wizard.steps[askedPath(dept, draft)[position]!]!;
  const read = readStepForm(step, draft, form);
  return { ...read, position, problem: stepProblem(step, read.draft) };
}

/**
 * The address of a question answered without script: the answers so far in the share link's encoding, the position
 * (question 1 has none) and the form's id.
 * @example stepAddress(dept, draft, 1, 'f1') // '/assessment?answers=eyJ2Ijox...&step=2&form=f1'
 */
export function stepAddress(dept: Department, draft: FormDraft, position: number, form: string | undefined): string {
  const search = new URLSearchParams({ [answersParam]: encodeShared({ answers: answersOfDraft(dept, draft), hash: '' }) });
  if (position > 0) search.set(stepParam, String(position + 1));
  if (form) search.set(formParam, form);
  return `${dept.routes.wizard}?${search.toString()}`;
}
