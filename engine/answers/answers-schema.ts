import { z } from 'zod';
import { otherParts, typedName, type Answers } from './answer-value.js';
import { allowedText } from './answers.js';
import { askedSteps, whyNotAsked } from './conditions.js';
import { aloneOf, exclusiveMessage, plainValues } from './kinds/option-kinds.js';
import type { Department, QuestionKind, Step, StepOf } from '../schema/department.js';

// The payload schemas: the one module of the answers that imports zod, apart from the question kinds' table so that
// the wizard, which never validates a payload, carries no zod in its first load.

type OptionStep = StepOf<'single' | 'multi' | 'single-other'>;
type MultiStep = StepOf<'multi'>;
type OtherStep = StepOf<'single-other'>;
type NumberStep = StepOf<'number'>;

/** the payload schema of one choice */
function onePayload(step: OptionStep, message: string, other?: string) {
  return z.enum(plainValues(step, other) as [string, ...string[]], { error: message });
}

/** the payload schema of a multi-select: distinct values, at least one, an exclusive one alone */
function listPayload(step: MultiStep, message: string): z.ZodType {
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
function otherPayload(step: OtherStep, message: string): z.ZodType {
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

/** the payload schema of a number question's answer, its message naming what it accepts */
function numberPayload(step: NumberStep, message: string, described: string): z.ZodType {
  const { min, max, step: by } = step.number;
  const whole = z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
  // json schema's multipleOf counts from 0: published only when the steps from min land on its multiples
  const published = by > 1 && min % by === 0 ? whole.multipleOf(by, { error: message }) : whole;
  return published.refine((v) => (v - min) % by === 0, { error: message }).describe(described);
}

/**
 * Each question kind's payload schema, every issue saying `message`: the one per-kind decision not in the question
 * kinds' table (question-kinds.ts). A new kind does not compile until it has a row here too.
 */
const payloads = {
  single: (step, message) => onePayload(step, message),
  multi: listPayload,
  'single-other': otherPayload,
  number: numberPayload,
} satisfies { [K in QuestionKind]: (step: StepOf<K>, message: string, described: string) => z.ZodType };

function stepSchema(step: Step): z.ZodType {
  const allowed = allowedText(step);
  const payload = payloads[step.kind] as (step: Step, message: string, described: string) => z.ZodType;
  return payload(step, `${step.field} must be ${allowed}`, capital(allowed));
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

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
