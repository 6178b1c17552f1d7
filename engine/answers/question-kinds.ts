import { otherAnswer, typedName, type AnswerValue, type Other } from './answer-value.js';
import { numberAllowed, numberChoices, numberFits } from './kinds/number-kind.js';
import { aloneOf, listAllowed, offered, oneAllowed, optionAttrs } from './kinds/option-kinds.js';
import type { Option, QuestionKind, Step, StepOf } from '../schema/step.js';

export { numberFits } from './kinds/number-kind.js';

/** what one step's answers bring to the scores: the points and the attrs of the option that counts */
export interface StepEffect {
  points: number;
  attrs: Readonly<Record<string, number>>;
}

/**
 * A multi-select counts its highest chosen option; attrs come from it, so a more automated pick never brings a manual figure.
 * @example highestOf([basic, smart], ['manual']) // smart's points and attrs
 */
export function highestOf(chosen: readonly StepEffect[], attrNames: readonly string[]): StepEffect | undefined {
  let best: StepEffect[] = [];
  for (const o of chosen) {
    if (!best.length || o.points > best[0]!.points) best = [o];
    else if (o.points === best[0]!.points) best.push(o);
  }
  if (best.length <= 1) return best[0];
  const attrs: Record<string, number> = {};
  for (const name of attrNames) attrs[name] = Math.max(...best.map((o) => o.attrs[name] ?? 0));
  return { points: best[0]!.points, attrs };
}

/**
 * How one kind of question is answered, scored, proven and sent: every per-kind decision, read from here only, but its
 * payload schema (answers-schema.ts, kept apart so that the wizard's code carries no zod).
 */
export interface QuestionKindRule<S extends Step = Step> {
  /** the options the definition lists (a number question lists none) */
  options: (step: S) => readonly Option[];
  /** the answers it can take, as options: its own, or for a number question one per accepted value */
  choices: (step: S) => Option[];
  /** the names its answers bring to the formulas */
  attrs: (step: S) => string[];
  /** its entry asking for a typed name, if the kind has one */
  other: (step: S) => Other | undefined;
  /** its options that stand alone (`exclusive`), clearing the other choices */
  alone: (step: S) => readonly Option[];
  /** whether several options combine into one answer: the proofs walk their combinations */
  many: boolean;
  /** whether the conditions and formulas read the answer as a number under the field's name */
  valued: boolean;
  /** whether the next-change advice may suggest another answer (a number is a fact, not a practice) */
  suggests: boolean;
  /** the words of an error for the values it accepts */
  allowed: (step: S) => string;
  /** whether a stored (draft) value is one it takes: an option value (an "other" as its value), a list, a number */
  takes: (step: S, value: unknown) => boolean;
  /** whether a value answers the step enough to move on (a typed name for "other" is checked apart) */
  answered: (step: S, value: unknown) => boolean;
  /** the effect of the options one answer chose, or undefined when it chose none it may */
  score: (chosen: readonly StepEffect[], attrNames: readonly string[]) => StepEffect | undefined;
  /** the value a visitor sends for one of its choices (an "other" with this typed name) */
  sent: (step: S, choice: Option, name: string) => AnswerValue;
  /** the answer of the values sent for the choices made */
  answer: (sent: readonly AnswerValue[]) => AnswerValue;
  /** an answer of its shape that it refuses (for tests that post a wrong one) */
  refused: (step: S) => AnswerValue;
}

const theOne: QuestionKindRule['score'] = (chosen) => (chosen.length === 1 ? chosen[0] : undefined);
const chosen = (_step: unknown, value: unknown) => typeof value === 'string' && value !== '';
const first = (sent: readonly AnswerValue[]): AnswerValue => sent[0]!;
const none = () => [];
const noOther = () => undefined;
const optionParts = {
  options: (step: StepOf<'single' | 'multi' | 'single-other'>) => step.options,
  choices: (step: StepOf<'single' | 'multi' | 'single-other'>) => step.options,
  attrs: optionAttrs,
  valued: false,
  suggests: true,
  sent: (_step: unknown, o: Option): AnswerValue => o.value,
  refused: () => 'no-such-option',
};

/**
 * Every question kind's rule. The kinds themselves are declared with their keys in the schema (schema/step.ts);
 * a new one does not compile until it has a rule here.
 * @example questionKinds.multi.many // true
 */
export const questionKinds = {
  single: {
    ...optionParts,
    other: noOther,
    alone: none,
    many: false,
    allowed: (s) => oneAllowed(s),
    takes: offered,
    answered: chosen,
    score: theOne,
    answer: first,
  },
  multi: {
    ...optionParts,
    other: noOther,
    alone: aloneOf,
    many: true,
    allowed: listAllowed,
    takes: (step, value) =>
      Array.isArray(value) &&
      value.every((v) => offered(step, v)) &&
      new Set(value).size === value.length &&
      !(value.length > 1 && aloneOf(step).some((o) => value.includes(o.value))),
    answered: (_step, value) => Array.isArray(value) && value.length > 0,
    score: highestOf,
    answer: (sent) => sent as string[],
    refused: () => ['no-such-option'],
  },
  'single-other': {
    ...optionParts,
    other: (step) => step.other,
    alone: none,
    many: false,
    allowed: (s) => `${oneAllowed(s, s.other.value)} or "${otherAnswer(s.other, '<name>')}"`,
    takes: offered,
    answered: chosen,
    score: theOne,
    sent: (step, o, name) => (o.value === step.other.value ? otherAnswer(step.other, name) : o.value),
    answer: first,
  },
  number: {
    options: none,
    choices: numberChoices,
    attrs: (step) => [step.field],
    other: noOther,
    alone: none,
    many: false,
    valued: true,
    suggests: false,
    allowed: numberAllowed,
    takes: numberFits,
    answered: numberFits,
    score: theOne,
    sent: (step, o) => o.attrs[step.field]!,
    answer: first,
    refused: (step) => step.number.max + 1,
  },
} satisfies { [K in QuestionKind]: QuestionKindRule<StepOf<K>> };

/**
 * The rule of a step's kind. TypeScript cannot tie a step to its own row of the table, so the one cast is here.
 * @example ruleOf(step).choices(step)
 */
export const ruleOf = (step: Step): QuestionKindRule => questionKinds[step.kind] as unknown as QuestionKindRule;

/** the options a step lists (a number question lists none) */
export const optionsOf = (step: Step): readonly Option[] => ruleOf(step).options(step);

/** a step's entry asking for a typed name, when its kind has one */
export const otherOf = (step: Step): Other | undefined => ruleOf(step).other(step);

/** splits "other: {name}" back into the typed name, or undefined when the value is not of that form */
export const otherName = (step: Step, value: string): string | undefined => typedName(otherOf(step), value);

/**
 * The value a visitor sends for one of a step's choices: an option's value, an "other" its template with the
 * typed name (a placeholder unless given), a number question the number.
 * @example sentValue(teamSize, choicesOf(teamSize)[0]) // 1
 */
export const sentValue = (step: Step, choice: Option, name = '<name>'): AnswerValue => ruleOf(step).sent(step, choice, name);

/**
 * The answer a visitor sends who makes these choices of a step (a multi-select: the list; any other kind: the first).
 * Tests and benches answer a step through it.
 * @example answerFor(tools, [basic, smart]) // ['basic', 'smart']
 */
export const answerFor = (step: Step, choices: readonly Option[], name?: string): AnswerValue =>
  ruleOf(step).answer(choices.map((o) => sentValue(step, o, name)));

/** whether several of a step's options may be chosen at once */
export const choosesMany = (step: Step): boolean => ruleOf(step).many;

/** an answer of the step's shape that it refuses (for tests that post a wrong one) */
export const refusedAnswer = (step: Step): AnswerValue => ruleOf(step).refused(step);

/**
 * Whether a step is of one kind, narrowing it: for the checks of that kind's own keys (a number range, its points rows).
 * @example dept.wizard.steps.filter((s) => isKind(s, 'number')).map((s) => s.number.max)
 */
export const isKind = <K extends QuestionKind>(step: Step, kind: K): step is StepOf<K> => step.kind === kind;
