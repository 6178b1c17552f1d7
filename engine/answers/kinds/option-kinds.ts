import type { Option, StepOf } from '../../schema/step.js';

type OptionStep = StepOf<'single' | 'multi' | 'single-other'>;
type MultiStep = StepOf<'multi'>;

export const quoteValues = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** the attr names a step's options declare (all options must agree; any one option's name counts) */
export const optionAttrs = (step: OptionStep): string[] => [...new Set(step.options.flatMap((o) => Object.keys(o.attrs)))];

/** the options of a multi-select that stand alone */
export const aloneOf = (step: MultiStep): Option[] => step.options.filter((o) => o.exclusive);

/** the values one choice may send: every option but the one that asks for a typed name */
export const plainValues = (step: OptionStep, other?: string) => step.options.map((o) => o.value).filter((v) => v !== other);

/** the words of an error for one choice: the listed values, and what an "other" sends */
export function oneAllowed(step: OptionStep, typed?: string): string {
  return `one of ${quoteValues(plainValues(step, typed))}`;
}

/** the words of an error for a multi-select: the listed values, and which stand alone */
export function listAllowed(step: MultiStep): string {
  const alone = aloneOf(step).map((o) => o.value);
  return `a non-empty list of ${quoteValues(plainValues(step))}${alone.length ? ` (${quoteValues(alone)} only on its own)` : ''}`;
}

/** the message for an exclusive option sent with other choices */
export const exclusiveMessage = (step: MultiStep, option: Option): string =>
  `${step.field}: "${option.value}" (${option.label}) cannot be combined with other choices; send it alone`;

/** whether a stored value is one of the step's options */
export const offered = (step: OptionStep, value: unknown): value is string => step.options.some((o) => o.value === value);
