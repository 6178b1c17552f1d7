import { z } from 'zod';
import type { Answers } from './answer-value.js';
import { askedSteps, whyNotAsked } from './conditions.js';
import { optionsOf, otherName, otherOf, ruleOf } from './question-kinds.js';
import { choicesOf } from './choices.js';
import type { Department, Option, Step } from '../schema/department.js';

export { otherAnswer, type AnswerValue, type Answers } from './answer-value.js';
export { otherName } from './question-kinds.js';

/** the values a step accepts, as a message names them */
export const allowedText = (step: Step): string => ruleOf(step).allowed(step);

/** the exclusive option an answer combines with other choices, or undefined when the answer is consistent */
export function exclusiveConflict(step: Step, values: readonly string[]): Option | undefined {
  if (values.length < 2) return undefined;
  return ruleOf(step)
    .alone(step)
    .find((o) => values.includes(o.value));
}

/**
 * Adds or removes one choice of a multi-select, keeping the order of choosing: choosing an exclusive option
 * clears the others, and choosing another option clears an exclusive one. `cleared` lists what was dropped.
 * @example toggleChoice(step, ['bamboohr', 'gusto'], 'none') // { values: ['none'], cleared: ['bamboohr', 'gusto'] }
 */
export function toggleChoice(step: Step, current: readonly string[], value: string): { values: string[]; cleared: string[] } {
  if (current.includes(value)) return { values: current.filter((v) => v !== value), cleared: [] };
  const alone = new Set(
    ruleOf(step)
      .alone(step)
      .map((o) => o.value),
  );
  const cleared = current.filter((v) => alone.has(value) || alone.has(v));
  return { values: [...current.filter((v) => !cleared.includes(v)), value], cleared };
}

function stepSchema(step: Step): z.ZodType {
  const allowed = allowedText(step);
  return ruleOf(step).payload(step, `${step.field} must be ${allowed}`, capital(allowed));
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

/** the options an answer chose; an "other" name picks the step's other option */
export function chosenOptions(step: Step, value: Answers[string] | undefined): Option[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [String(value)];
  return values.flatMap((v) => {
    const typed = otherOf(step)?.value;
    const direct = choicesOf(step).find((o) => o.value === v && o.value !== typed);
    if (direct) return [direct];
    const other = typed !== undefined && otherName(step, v) !== undefined ? optionsOf(step).find((o) => o.value === typed) : undefined;
    return other ? [other] : [];
  });
}
