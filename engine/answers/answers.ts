import { z } from 'zod';
import { otherAnswer, otherName, otherParts, type Answers } from './answer-value.js';
import { askedSteps, whyNotAsked } from './conditions.js';
import { questionKinds } from './question-kinds.js';
import { choicesOf } from './choices.js';
import type { Department, Option, Step } from '../schema/department.js';

export { otherAnswer, otherName, type AnswerValue, type Answers } from './answer-value.js';

const list = (values: string[]) => values.map((v) => `"${v}"`).join(', ');

/** the values a step accepts, as a message names them */
export function allowedText(step: Step): string {
  if (step.number) {
    const { min, max, step: by, unit } = step.number;
    return questionKinds[step.kind].allowed(`from ${min} to ${max}${by > 1 ? ` in steps of ${by}` : ''}${unit ? ` (${unit})` : ''}`, '', '');
  }
  const values = step.options.map((o) => o.value).filter((v) => v !== step.other?.value);
  const other = step.other ? ` or "${otherAnswer(step.other, '<name>')}"` : '';
  const alone = step.options.filter((o) => o.exclusive).map((o) => o.value);
  const exclusive = alone.length ? ` (${list(alone)} only on its own)` : '';
  return questionKinds[step.kind].allowed(list(values), other, exclusive);
}

/** the exclusive option an answer combines with other choices, or undefined when the answer is consistent */
export function exclusiveConflict(step: Step, values: readonly string[]): Option | undefined {
  if (values.length < 2) return undefined;
  return step.options.find((o) => o.exclusive && values.includes(o.value));
}

/** the message for an exclusive option sent with other choices */
const exclusiveMessage = (step: Step, option: Option): string =>
  `${step.field}: "${option.value}" (${option.label}) cannot be combined with other choices; send it alone`;

/**
 * Adds or removes one choice of a multi-select, keeping the order of choosing: choosing an exclusive option
 * clears the others, and choosing another option clears an exclusive one. `cleared` lists what was dropped.
 * @example toggleChoice(step, ['bamboohr', 'gusto'], 'none') // { values: ['none'], cleared: ['bamboohr', 'gusto'] }
 */
export function toggleChoice(step: Step, current: readonly string[], value: string): { values: string[]; cleared: string[] } {
  if (current.includes(value)) return { values: current.filter((v) => v !== value), cleared: [] };
  const alone = step.options.some((o) => o.value === value && o.exclusive);
  const cleared = current.filter((v) => alone || step.options.some((o) => o.value === v && o.exclusive));
  return { values: [...current.filter((v) => !cleared.includes(v)), value], cleared };
}

function stepSchema(step: Step): z.ZodType {
  const message = `${step.field} must be ${allowedText(step)}`;
  const values = step.options.map((o) => o.value);
  if (step.number) {
    const { min, max, step: by } = step.number;
    const whole = z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
    // JSON Schema's multipleOf counts from 0: published only when the steps from min land on its multiples
    const published = by > 1 && min % by === 0 ? whole.multipleOf(by, { error: message }) : whole;
    return published.refine((v) => (v - min) % by === 0, { error: message }).describe(`${capital(allowedText(step))}`);
  }
  if (questionKinds[step.kind].answer === 'list') {
    return (
      z
        .array(z.enum(values as [string, ...string[]], { error: message }), { error: message })
        // a refine, not .min(1): zod's length checks also run on a string and would repeat the message
        .refine((a) => a.length > 0, { error: message })
        .refine((a) => new Set(a).size === a.length, { error: `${step.field} lists a value twice` })
        .superRefine((a, ctx) => {
          const alone = exclusiveConflict(step, a);
          if (alone) ctx.addIssue({ code: 'custom', message: exclusiveMessage(step, alone) });
        })
    );
  }
  const choices = z.enum(values.filter((v) => v !== step.other?.value) as [string, ...string[]], { error: message });
  if (!step.other) return choices;
  const [before, after] = otherParts(step.other);
  // the typed form as a pattern, so the published schema says what an "other" answer looks like
  const typed = z.string().regex(new RegExp(`^${escapeRegex(before)}[\\s\\S]*${escapeRegex(after)}$`), { error: message });
  return z.union([choices, typed], { error: message }).superRefine((value, ctx) => {
    const name = otherName(step, value);
    if (name === undefined || choices.options.includes(value)) return;
    if (!name.trim()) ctx.addIssue({ code: 'custom', message: `${step.field}: the typed name after "${before}" must not be blank` });
    else if (name.length > 100) ctx.addIssue({ code: 'custom', message: `${step.field}: the typed name is longer than 100 characters` });
  });
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** what the published schema of a department with conditions says of them, once */
const pathRule =
  "The answers on the visitor's path: a question whose condition does not hold is not asked, and its field is refused if sent. " +
  "chose(field, 'a', ...) holds when field's answer is, or for a multi-select includes, one of the values; answered(field) when field was asked and answered; a number question's field is its number.";

/**
 * The payload schema of a department: exact enumerations, non-empty multi-selects, non-blank "other" names,
 * unknown fields rejected, each message naming the field and the allowed values.
 * @example answersSchema(dept).safeParse({ numberOfUsers: '1-5', ... })
 */
export function answersSchema(dept: Department): z.ZodType<Answers> {
  const shape: Record<string, z.ZodType> = {};
  // a conditional step's field is optional to the shape; whether it must or must not be there is checked over the path
  const own = new Map(dept.wizard.steps.map((step) => [step.field, stepSchema(step)]));
  for (const step of dept.wizard.steps) {
    const schema = own.get(step.field)!;
    const asked = `Asked only when ${step.when}: sent then, left out otherwise`;
    shape[step.field] = step.when === undefined ? schema : schema.optional().describe(schema.description ? `${schema.description}. ${asked}` : asked);
  }
  for (const field of Object.keys(dept.wizard.hidden)) {
    shape[field] = z
      .string({ error: `${field} must be text` })
      .max(200, { error: `${field} is longer than 200 characters` })
      .optional();
  }
  const fields = Object.keys(shape).join(', ');
  const object = z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}; allowed fields: ${fields}`
        : 'the answers must be a JSON object',
  });
  if (!dept.wizard.steps.some((s) => s.when !== undefined)) return object as unknown as z.ZodType<Answers>;
  return object.describe(pathRule).superRefine((answers, ctx) => {
    // a wrong answer is reported on its own: the path it would lead to says nothing
    if (Object.entries(answers).some(([field, v]) => v !== undefined && own.get(field)?.safeParse(v).success === false)) return;
    const asked = askedSteps(dept, answers as Answers);
    dept.wizard.steps.forEach((step, i) => {
      if (step.when === undefined) return;
      const sent = (answers as Answers)[step.field] !== undefined;
      if (sent && !asked[i]) {
        ctx.addIssue({
          code: 'custom',
          path: [step.field],
          message: `${step.field} is not asked when ${whyNotAsked(dept, answers as Answers, i)}; leave it out`,
        });
      } else if (!sent && asked[i]) {
        ctx.addIssue({ code: 'custom', path: [step.field], message: `${step.field} must be ${allowedText(step)}` });
      }
    });
  }) as unknown as z.ZodType<Answers>;
}

/** the options an answer chose; an "other" name picks the step's other option */
export function chosenOptions(step: Step, value: Answers[string] | undefined): Option[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
  return values.flatMap((v) => {
    const direct = choicesOf(step).find((o) => o.value === v && o.value !== step.other?.value);
    if (direct) return [direct];
    const other = step.other && otherName(step, v) !== undefined ? step.options.find((o) => o.value === step.other?.value) : undefined;
    return other ? [other] : [];
  });
}
