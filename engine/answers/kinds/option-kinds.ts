import { z } from 'zod';
import { otherParts, typedName } from '../answer-value.js';
import type { Option, StepOf } from '../../schema/step.js';

type OptionStep = StepOf<'single' | 'multi' | 'single-other'>;
type MultiStep = StepOf<'multi'>;
type OtherStep = StepOf<'single-other'>;

export const quoteValues = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

/** the attr names a step's options declare (all options must agree; any one option's name counts) */
export const optionAttrs = (step: OptionStep): string[] => [...new Set(step.options.flatMap((o) => Object.keys(o.attrs)))];

/** the options of a multi-select that stand alone */
export const aloneOf = (step: MultiStep): Option[] => step.options.filter((o) => o.exclusive);

/** the values one choice may send: every option but the one that asks for a typed name */
const plainValues = (step: OptionStep, other?: string) => step.options.map((o) => o.value).filter((v) => v !== other);

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

/** the payload schema of one choice */
export function onePayload(step: OptionStep, message: string, other?: string) {
  return z.enum(plainValues(step, other) as [string, ...string[]], { error: message });
}

/** the payload schema of a multi-select: distinct values, at least one, an exclusive one alone */
export function listPayload(step: MultiStep, message: string): z.ZodType {
  return (
    z
      .array(z.enum(plainValues(step) as [string, ...string[]], { error: message }), { error: message })
      // a refine, not .min(1): zod's length checks also run on a string and would repeat the message
      .refine((a) => a.length > 0, { error: message })
      .refine((a) => new Set(a).size === a.length, { error: `${step.field} lists a value twice` })
      .superRefine((a, ctx) => {
        const alone = a.length > 1 ? aloneOf(step).find((o) => a.includes(o.value)) : undefined;
        if (alone) ctx.addIssue({ code: 'custom', message: exclusiveMessage(step, alone) });
      })
  );
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** the payload schema of a choice with a typed "other": an option value, or the other's template with a name */
export function otherPayload(step: OtherStep, message: string): z.ZodType {
  const choices = onePayload(step, message, step.other.value);
  const [before, after] = otherParts(step.other);
  // the typed form as a pattern, so the published schema says what an "other" answer looks like
  const typed = z.string().regex(new RegExp(`^${escapeRegex(before)}[\\s\\S]*${escapeRegex(after)}$`), { error: message });
  return z.union([choices, typed], { error: message }).superRefine((value, ctx) => {
    const name = typedName(step.other, value);
    if (name === undefined || (choices.options as readonly string[]).includes(value)) return;
    if (!name.trim()) ctx.addIssue({ code: 'custom', message: `${step.field}: the typed name after "${before}" must not be blank` });
    else if (name.length > 100) ctx.addIssue({ code: 'custom', message: `${step.field}: the typed name is longer than 100 characters` });
  });
}

/** whether a stored value is one of the step's options */
export const offered = (step: OptionStep, value: unknown): value is string => step.options.some((o) => o.value === value);
