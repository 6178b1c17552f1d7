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
  /** the effect of the options one answer chose, or undefined when it chose none it may */
  score: (chosen: readonly StepEffect[], attrNames: readonly string[]) => StepEffect | undefined;
}

const oneOf: QuestionKindRule['allowed'] = (values, other) => `one of ${values}${other}`;
const theOne: QuestionKindRule['score'] = (chosen) => (chosen.length === 1 ? chosen[0] : undefined);

/**
 * Every question kind, declared once: the schema's `kind` enum is made from these keys, so a new kind is added
 * here and does not compile until it says how it is answered and scored.
 * @example questionKinds.multi.answer // 'list'
 */
export const questionKinds = {
  single: { answer: 'one', typedName: false, exclusive: false, allowed: oneOf, score: theOne },
  multi: {
    answer: 'list',
    typedName: false,
    exclusive: true,
    allowed: (values, _other, alone) => `a non-empty list of ${values}${alone}`,
    score: highestOf,
  },
  'single-other': { answer: 'one', typedName: true, exclusive: false, allowed: oneOf, score: theOne },
  number: {
    answer: 'number',
    typedName: false,
    exclusive: false,
    allowed: (values) => `a whole number ${values}`,
    score: theOne,
  },
} satisfies Record<string, QuestionKindRule>;

export type QuestionKindName = keyof typeof questionKinds;
