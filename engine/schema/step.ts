import { z } from 'zod';
import { questionKinds, type QuestionKindName } from '../answers/question-kinds.js';
import { Expr, notText } from './common.js';

export const Name = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'a name is letters and digits, starting with a letter')
  .meta(notText);

export const Option = z.strictObject({
  value: z.string().min(1).meta(notText).describe('The value sent in the payload'),
  label: z.string().min(1),
  description: z.string().optional(),
  emoji: z.string().meta(notText).optional(),
  points: z.number().min(0).default(0).describe('Points this answer adds to its component'),
  attrs: z
    .record(Name, z.number().finite())
    .default({})
    .describe('Named numbers used by formulas; every option of a question declares the same names'),
  details: z.array(z.strictObject({ label: z.string(), value: z.string() })).optional().describe('Extra facts shown on the card'),
  exclusive: z
    .boolean()
    .optional()
    .describe('Multi-select only: an answer that stands alone (such as "None"); choosing it clears the other choices'),
});
export type Option = z.infer<typeof Option>;

// the kinds are the keys of the table that says how each is answered and scored (question-kinds.ts)
export const QuestionKind = z.enum(Object.keys(questionKinds) as [QuestionKindName, ...QuestionKindName[]]);
export type QuestionKind = z.infer<typeof QuestionKind>;

const NumberRange = z.strictObject({
  min: z.number().int().describe('The smallest whole number accepted'),
  max: z.number().int().describe('The largest whole number accepted'),
  step: z.number().int().positive().default(1).describe('Accepted values go from min in steps of this'),
  unit: z.string().min(1).optional().describe('Shown beside the field and in messages, such as "people"'),
});

const PointsRange = z.strictObject({
  min: z.number().int().describe('Lowest value of this row (inclusive)'),
  max: z.number().int().describe('Highest value of this row (inclusive)'),
  points: z.number().min(0),
});

export const Step = z.strictObject({
  field: Name.describe('Payload field this step answers'),
  kind: QuestionKind.default('single').describe(
    'single: one option; multi: at least one (points and attrs take the highest chosen); single-other: one option, one of which asks for a typed name; number: a whole number typed by the visitor',
  ),
  title: z.string().optional().describe('Short step name, such as "Hiring Volume"'),
  role: z
    .literal('team-size')
    .optional()
    .describe('team-size: options go from the smallest team to the largest, or a number question of its size (savings must not fall as it grows)'),
  when: Expr.optional().describe(
    "Asked only when this holds, over earlier steps: chose(field, 'value', ...), answered(field), a number question's field; without it the step is always asked",
  ),
  skipped: z
    .strictObject({
      points: z.number().min(0).default(0).describe('Points it brings when not asked'),
      attrs: z.record(Name, z.number().finite()).default({}).describe('Its attrs when not asked: every attr its options declare (a number question: its field)'),
    })
    .optional()
    .describe('What a conditional step counts as when it is not asked; nothing else of it counts'),
  question: z.string().min(1).describe('The heading of the step'),
  help: z.string().optional(),
  options: z.array(Option).default([]).describe('The choices; a number question has none'),
  number: NumberRange.optional().describe('kind number: the whole numbers accepted'),
  points: z.array(PointsRange).optional().describe('kind number: points per range of the value, covering min to max once; without it the step brings no points'),
  other: z
    .strictObject({
      value: z.string().min(1).meta(notText).describe('The option value that asks for a name'),
      prompt: z.string().min(1).describe('Label of the text field'),
      placeholder: z.string().optional(),
      send: z.string().includes('{name}').meta(notText).describe('What is sent, such as "other: {name}"'),
    })
    .optional(),
}).superRefine((step, ctx) => {
  const rule = questionKinds[step.kind];
  if (rule.answer === 'number') {
    if (!step.number) ctx.addIssue({ code: 'custom', path: ['number'], message: `Question "${step.field}" is a number question: add number: { min, max }` });
    if (step.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: `Question "${step.field}" is a number question, which has no options; remove them or choose another kind` });
  } else {
    if (!step.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: `Question "${step.field}" needs at least one option` });
    for (const key of ['number', 'points'] as const) {
      if (step[key]) ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" belongs to a number question (kind: number); "${step.field}" is ${step.kind}` });
    }
  }
  if (rule.exclusive) return;
  step.options.forEach((o, i) => {
    if (!o.exclusive) return;
    const message = `Option "${o.value}" of "${step.field}" is exclusive, but only a multi-select option can be (this step is ${step.kind})`;
    ctx.addIssue({ code: 'custom', path: ['options', i, 'exclusive'], message });
  });
});
export type Step = z.infer<typeof Step>;
