import type { FrameLocator, Locator, Page } from '@playwright/test';
import { toggleChoice, type AnswerValue } from '../../../../engine/answers/answers.js';
import { askedSteps } from '../../../../engine/answers/conditions.js';
import { choicesOf } from '../../../../engine/answers/choices.js';
import { answerFor, choosesMany, optionsOf, otherOf, ruleOf, sentValue } from '../../../../engine/answers/question-kinds.js';
import type { Department, Option, Step } from '../../../../engine/schema/index.js';

/** which options a run picks: the first, the last, or a different one per step (so keyboard runs need arrows) */
export type Variant = 'first' | 'last' | 'mixed';

/** where a page's controls are found: the page itself, or a frame that holds the product's pages (the studio's preview) */
export type PageRoot = Page | FrameLocator;

export interface Choice {
  step: Step;
  /** the options picked (none for a number question) */
  options: Option[];
  /** the typed name when the step's "other" option is chosen */
  otherName?: string;
  /** the number typed, for a number question */
  value?: number;
}

/** the value a choice leaves in the wizard's draft: an option's value, the values of a multi-select, or the number */
export const draftValue = ({ step, options, value }: Choice): AnswerValue =>
  value !== undefined ? value : choosesMany(step) ? options.map((o) => o.value) : options[0]!.value;

/** the draft values of these choices, by field */
export const valuesOf = (choices: Choice[]): Record<string, AnswerValue> => Object.fromEntries(choices.map((c) => [c.step.field, draftValue(c)]));

/** whether the choices so far ask this step (the one at `index` of the definition) */
export const asks = (dept: Department, choices: Choice[], index: number): boolean => askedSteps(dept, valuesOf(choices))[index]!;

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** the options a plain answer may pick: the "other" option needs a typed name, so runs pick it only on purpose */
const plainOptions = (step: Step): Option[] => optionsOf(step).filter((o) => o.value !== otherOf(step)?.value);

/** the options a visitor ends with after clicking these in order: an exclusive one clears the others */
const asClicked = (step: Step, options: Option[]): Option[] => {
  const values = options.reduce<string[]>((a, o) => toggleChoice(step, a, o.value).values, []);
  return optionsOf(step).filter((o) => values.includes(o.value));
};

/** a number question's smallest, largest or middle accepted value */
function pickNumber(step: Step, variant: Variant): number {
  const values = choicesOf(step);
  const chosen = variant === 'first' ? values[0]! : variant === 'last' ? values.at(-1)! : values[Math.floor((values.length - 1) / 2)]!;
  return sentValue(step, chosen) as number;
}

function pick(step: Step, index: number, variant: Variant): Choice {
  // a number question's answer is typed, not chosen from cards
  if (ruleOf(step).valued) return { step, options: [], value: pickNumber(step, variant) };
  return { step, options: pickOptions(step, index, variant) };
}

function pickOptions(step: Step, index: number, variant: Variant): Option[] {
  const many = choosesMany(step);
  const all = many ? [...optionsOf(step)] : plainOptions(step);
  const at = (i: number) => all[((i % all.length) + all.length) % all.length]!;
  if (many) {
    if (variant === 'first') return [at(0)];
    if (variant === 'last') return asClicked(step, all.length > 1 ? [at(-2), at(-1)] : [at(-1)]);
    return asClicked(step, all.length > 2 ? [at(0), at(2)] : [at(0)]);
  }
  if (variant === 'first') return [at(0)];
  if (variant === 'last') return [at(-1)];
  return [at(index + 1)];
}

/**
 * One choice per question on the visitor's path: the steps the choices before them ask, in order. The choices of
 * `given` (a path's beginning) are kept as they are.
 */
export function choose(dept: Department, variant: Variant, given: Choice[] = []): Choice[] {
  const choices: Choice[] = [];
  for (const [i, step] of dept.wizard.steps.entries()) {
    if (!asks(dept, choices, i)) continue;
    choices.push(given.find((c) => c.step === step) ?? pick(step, i, variant));
  }
  return choices;
}

/** the answers a search for a path may try at a step: the usual picks, then every option alone and a number's ends */
function alternatives(step: Step, index: number): Choice[] {
  const tries = (['first', 'last', 'mixed'] as const).map((v) => pick(step, index, v));
  for (const o of plainOptions(step)) tries.push({ step, options: [o] });
  const seen = new Set<string>();
  return tries.filter((c) => !seen.has(JSON.stringify(draftValue(c))) && seen.add(JSON.stringify(draftValue(c))));
}

/** the choices of a path up to the step of this field (not included) that asks it, 'first' picks where they do */
export function chooseUntil(dept: Department, field: string): Choice[] {
  const steps = dept.wizard.steps;
  const target = steps.findIndex((s) => s.field === field);
  const search = (i: number, choices: Choice[]): Choice[] | undefined => {
    if (!asks(dept, choices, i)) return i === target ? undefined : search(i + 1, choices);
    if (i === target) return choices;
    for (const c of alternatives(steps[i]!, i)) {
      const found = search(i + 1, [...choices, c]);
      if (found) return found;
    }
    return undefined;
  };
  const found = target === -1 ? undefined : search(0, []);
  if (!found) throw new Error(`${dept.id}: no answers ask "${field}"`);
  return found;
}

/** the choices with an "other" step (the first, or the given field) answered by a typed name, on a path that asks it */
export function chooseOther(dept: Department, name: string, field?: string): Choice[] {
  const step = dept.wizard.steps.find((s) => otherOf(s) && (field === undefined || s.field === field));
  const other = step && optionsOf(step).find((o) => o.value === otherOf(step)?.value);
  if (!step || !other) throw new Error(`${dept.id} has no step with an "other" option`);
  return choose(dept, 'first', [...chooseUntil(dept, step.field), { step, options: [other], otherName: name }]);
}

/** the payload the wizard must send for these choices (the definition's hidden fields included) */
export function expectedPayload(dept: Department, choices: Choice[]): Record<string, AnswerValue> {
  const payload: Record<string, AnswerValue> = { ...dept.wizard.hidden };
  for (const { step, options, otherName, value } of choices) {
    payload[step.field] = value ?? answerFor(step, options, otherName);
  }
  return payload;
}

/** the accessible name of an option card starts with its label (an emoji may come first) */
export function optionName(option: Option): RegExp {
  const emoji = option.emoji ? `(?:${escapeRegExp(option.emoji)}\\s*)?` : '';
  return new RegExp(`^\\s*${emoji}${escapeRegExp(option.label)}(?![\\p{L}\\p{N}])`, 'u');
}

export const optionRole = (step: Step): 'checkbox' | 'radio' => (choosesMany(step) ? 'checkbox' : 'radio');

/** the card of one option on the current step */
export const optionLocator = (page: PageRoot, step: Step, option: Option): Locator =>
  page.getByRole('main').getByRole(optionRole(step), { name: optionName(option) });

/** the field of a number question, labelled by its question */
export const numberField = (page: PageRoot, step: Step): Locator => page.getByRole('main').getByRole('spinbutton', { name: step.question, exact: true });

/** the text field that asks for the "other" name */
export const otherField = (page: PageRoot, step: Step): Locator => page.getByRole('main').getByRole('textbox', { name: otherOf(step)?.prompt ?? '' });
