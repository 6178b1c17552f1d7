import { z } from 'zod';
import { Expr, notText } from './common.js';

export const Name = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'a name is letters and digits, starting with a letter')
  .meta(notText);

const optionKeys = {
  value: z.string().min(1).meta(notText).describe('The value sent in the payload'),
  label: z.string().min(1).describe('The words on the card'),
  description: z.string().optional().describe('A line under the label'),
  emoji: z.string().meta(notText).optional().describe('Shown before the label'),
  points: z.number().min(0).default(0).describe('Points this answer adds to its component'),
  attrs: z
    .record(Name, z.number().finite())
    .default({})
    .describe('Named numbers used by formulas; every option of a question declares the same names'),
  details: z
    .array(z.strictObject({ label: z.string().describe('The name of the fact'), value: z.string().describe('The fact, as shown') }))
    .optional()
    .describe('Extra facts shown on the card'),
};

/** an unknown key of an option: only a multi-select's option may stand alone */
const optionKeyError = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === 'unrecognized_keys' && issue.keys.includes('exclusive')
    ? `Option ${JSON.stringify((issue.input as { value?: unknown } | undefined)?.value ?? '')} is exclusive, but only an option of a multi-select (kind: multi) can stand alone; remove "exclusive" or make the step kind: multi`
    : undefined;

export const Option = z.strictObject(optionKeys, { error: optionKeyError });
export type Option = z.infer<typeof Option>;

export const MultiOption = z.strictObject({
  ...optionKeys,
  exclusive: z
    .boolean()
    .optional()
    .describe('An answer that stands alone (such as "None"); choosing it clears the other choices'),
});
export type MultiOption = z.infer<typeof MultiOption>;

const NumberRange = z.strictObject({
  min: z.number().int().describe('The smallest whole number accepted'),
  max: z.number().int().describe('The largest whole number accepted'),
  step: z.number().int().positive().default(1).describe('Accepted values go from min in steps of this'),
  unit: z.string().min(1).optional().describe('Shown beside the field and in messages, such as "people"'),
});

const PointsRange = z.strictObject({
  min: z.number().int().describe('Lowest value of this row (inclusive)'),
  max: z.number().int().describe('Highest value of this row (inclusive)'),
  points: z.number().min(0).describe('Points a value in this row adds to its component'),
});

const Other = z.strictObject({
  value: z.string().min(1).meta(notText).describe('The option value that asks for a name'),
  prompt: z.string().min(1).describe('Label of the text field'),
  placeholder: z.string().optional().describe('Greyed example in the empty text field'),
  send: z.string().includes('{name}').meta(notText).describe('What is sent, such as "other: {name}"'),
});

// the keys every kind of step has
const stepKeys = {
  field: Name.describe('Payload field this step answers'),
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
  help: z.string().optional().describe('A line under the heading'),
};

const options = <T extends z.ZodType>(option: T) => z.array(option).min(1, 'a question with options needs at least one').describe('The choices');

/**
 * Every kind of question, declared once: each carries only its own keys, so TypeScript narrows a step by its kind.
 * A new kind starts here; the compiler then names every table that must say how it is answered (question-kinds.ts,
 * the wizard's renderers).
 */
const stepsByKind = {
  // the default kind: a step without `kind` is a single choice (the editors' schema accepts it so too)
  single: { kind: z.literal('single').default('single').describe('single: one option (the default)'), options: options(Option) },
  multi: { kind: z.literal('multi').describe('multi: at least one option; points and attrs take the highest chosen'), options: options(MultiOption) },
  'single-other': {
    kind: z.literal('single-other').describe('single-other: one option, one of which asks for a typed name'),
    options: options(Option),
    other: Other.describe('The option that asks for a typed name, and what it sends'),
  },
  number: {
    kind: z.literal('number').describe('number: a whole number typed by the visitor'),
    number: NumberRange.describe('The whole numbers accepted'),
    points: z.array(PointsRange).optional().describe('Points per range of the value, covering min to max once; without it the step brings no points'),
  },
} as const;

export type QuestionKind = keyof typeof stepsByKind;
const kindNames = Object.keys(stepsByKind) as [QuestionKind, ...QuestionKind[]];
export const QuestionKind = z.enum(kindNames);

const quote = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

/** the kinds whose steps have a key */
const kindsWith = (key: string) => kindNames.filter((k) => key in stepsByKind[k]);

/** an unknown key of a step: which kinds have it, and the keys this kind takes */
const stepKeyError =
  (kind: QuestionKind) =>
  (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.code !== 'unrecognized_keys') return undefined;
    const elsewhere = issue.keys.flatMap((key) => {
      const kinds = kindsWith(key);
      return kinds.length ? [`"${key}" belongs to kind${kinds.length > 1 ? 's' : ''} ${kinds.join(', ')}`] : [];
    });
    if (!elsewhere.length) return undefined;
    const own = ['kind', ...Object.keys(stepKeys), ...Object.keys(stepsByKind[kind]).filter((k) => k !== 'kind')];
    return `${elsewhere.join('; ')}, and this step is ${kind} (its keys: ${own.join(', ')}): choose that kind or remove the key`;
  };

const variant = <K extends QuestionKind>(kind: K) => z.strictObject({ ...stepKeys, ...stepsByKind[kind] }, { error: stepKeyError(kind) });

export const SingleStep = variant('single');
export const MultiStep = variant('multi');
export const SingleOtherStep = variant('single-other');
export const NumberStep = variant('number');

export const Step = z
  .discriminatedUnion('kind', [SingleStep, MultiStep, SingleOtherStep, NumberStep], {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `kind must be one of ${quote(kindNames)} (without it, single), got ${JSON.stringify((issue.input as { kind?: unknown } | undefined)?.kind ?? null)}`
        : undefined,
  })
  .describe('One question of the wizard; its kind says which keys it takes');
export type Step = z.infer<typeof Step>;

/** the step of one kind */
export type StepOf<K extends QuestionKind> = Extract<Step, { kind: K }>;
