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

/** what a kind's checks read of a step: its number range (structural, so this table imports no schema) */
export interface KindStep {
  number?: { min: number; max: number; step: number } | undefined;
}

/**
 * Whether a number is one the step accepts: whole, within its range, on its steps from min.
 * @example numberFits({ number: { min: 5, max: 20, step: 5 } }, 15) // true
 */
export function numberFits(step: KindStep, value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || !step.number) return false;
  const { min, max, step: by } = step.number;
  return value >= min && value <= max && (value - min) % by === 0;
}

/** how one kind of question is answered and scored */
export interface QuestionKindRule {
  /** an answer in the payload: one option value, a non-empty list of them, or a whole number */
  answer: 'one' | 'list' | 'number';
  /** whether the step asks for a typed name through its `other` entry */
  typedName: boolean;
  /** whether an option may stand alone (`exclusive`), clearing the other choices */
  exclusive: boolean;
  /** the words of an error for the values a step accepts: the listed values, what an "other" sends, which stand alone */
  allowed: (values: string, other: string, alone: string) => string;
  /** whether a value answers the step enough to move on (a typed name for "other" is checked apart, by `typedName`) */
  answered: (step: KindStep, value: unknown) => boolean;
  /** the effect of the options one answer chose, or undefined when it chose none it may */
  score: (chosen: readonly StepEffect[], attrNames: readonly string[]) => StepEffect | undefined;
}

const oneOf: QuestionKindRule['allowed'] = (values, other) => `one of ${values}${other}`;
const theOne: QuestionKindRule['score'] = (chosen) => (chosen.length === 1 ? chosen[0] : undefined);
const chosen: QuestionKindRule['answered'] = (_step, value) => typeof value === 'string' && value !== '';

/**
 * Every question kind, declared once: the schema's `kind` enum is made from these keys, so a new kind is added
 * here and does not compile until it says how it is answered and scored.
 * @example questionKinds.multi.answer // 'list'
 */
export const questionKinds = {
  single: { answer: 'one', typedName: false, exclusive: false, allowed: oneOf, answered: chosen, score: theOne },
  multi: {
    answer: 'list',
    typedName: false,
    exclusive: true,
    allowed: (values, _other, alone) => `a non-empty list of ${values}${alone}`,
    answered: (_step, value) => Array.isArray(value) && value.length > 0,
    score: highestOf,
  },
  'single-other': { answer: 'one', typedName: true, exclusive: false, allowed: oneOf, answered: chosen, score: theOne },
  number: {
    answer: 'number',
    typedName: false,
    exclusive: false,
    allowed: (values) => `a whole number ${values}`,
    answered: numberFits,
    score: theOne,
  },
} satisfies Record<string, QuestionKindRule>;

export type QuestionKindName = keyof typeof questionKinds;
