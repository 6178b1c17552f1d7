import type { Locator, Page } from '@playwright/test';
import { toggleChoice } from '../../../engine/answers.js';
import type { Department, Option, Step } from '../../../engine/schema/index.js';

/** which options a run picks: the first, the last, or a different one per step (so keyboard runs need arrows) */
export type Variant = 'first' | 'last' | 'mixed';

export interface Choice {
  step: Step;
  options: Option[];
  /** the typed name when the step's "other" option is chosen */
  otherName?: string;
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** the options a plain answer may pick: the "other" option needs a typed name, so runs pick it only on purpose */
const plainOptions = (step: Step): Option[] => step.options.filter((o) => o.value !== step.other?.value);

/** the options a visitor ends with after clicking these in order: an exclusive one clears the others */
const asClicked = (step: Step, options: Option[]): Option[] => {
  const values = options.reduce<string[]>((a, o) => toggleChoice(step, a, o.value).values, []);
  return step.options.filter((o) => values.includes(o.value));
};

function pick(step: Step, index: number, variant: Variant): Option[] {
  const all = step.kind === 'multi' ? step.options : plainOptions(step);
  const at = (i: number) => all[((i % all.length) + all.length) % all.length]!;
  if (step.kind === 'multi') {
    if (variant === 'first') return [at(0)];
    if (variant === 'last') return asClicked(step, all.length > 1 ? [at(-2), at(-1)] : [at(-1)]);
    return asClicked(step, all.length > 2 ? [at(0), at(2)] : [at(0)]);
  }
  if (variant === 'first') return [at(0)];
  if (variant === 'last') return [at(-1)];
  return [at(index + 1)];
}

/** one choice per step of the department */
export const choose = (dept: Department, variant: Variant): Choice[] =>
  dept.wizard.steps.map((step, i) => ({ step, options: pick(step, i, variant) }));

/** the choices with an "other" step (the first, or the given field) answered by a typed name */
export function chooseOther(dept: Department, name: string, field?: string): Choice[] {
  const choices = choose(dept, 'first');
  const at = choices.findIndex((c) => c.step.other && (field === undefined || c.step.field === field));
  const step = choices[at]?.step;
  const other = step?.options.find((o) => o.value === step.other?.value);
  if (!step || !other) throw new Error(`${dept.id} has no step with an "other" option`);
  choices[at] = { step, options: [other], otherName: name };
  return choices;
}

/** the payload the wizard must send for these choices (the definition's hidden fields included) */
export function expectedPayload(dept: Department, choices: Choice[]): Record<string, string | string[]> {
  const payload: Record<string, string | string[]> = { ...dept.wizard.hidden };
  for (const { step, options, otherName } of choices) {
    if (step.kind === 'multi') payload[step.field] = options.map((o) => o.value);
    else if (otherName !== undefined && step.other) payload[step.field] = step.other.send.replace('{name}', otherName);
    else payload[step.field] = options[0]!.value;
  }
  return payload;
}

/** the accessible name of an option card starts with its label (an emoji may come first) */
export function optionName(option: Option): RegExp {
  const emoji = option.emoji ? `(?:${escapeRegExp(option.emoji)}\\s*)?` : '';
  return new RegExp(`^\\s*${emoji}${escapeRegExp(option.label)}(?![\\p{L}\\p{N}])`, 'u');
}

export const optionRole = (step: Step): 'checkbox' | 'radio' => (step.kind === 'multi' ? 'checkbox' : 'radio');

/** the card of one option on the current step */
export const optionLocator = (page: Page, step: Step, option: Option): Locator =>
  page.getByRole('main').getByRole(optionRole(step), { name: optionName(option) });

/** the text field that asks for the "other" name */
export const otherField = (page: Page, step: Step): Locator =>
  page.getByRole('main').getByRole('textbox', { name: step.other?.prompt ?? '' });
