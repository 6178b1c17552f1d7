import fc from 'fast-check';
import { otherName, type Answers, type AnswerValue } from '../../engine/answers/answers.js';
import { onPath } from '../../engine/answers/conditions.js';
import { choicesOf } from '../../engine/answers/choices.js';
import { answerFor, choosesMany, optionsOf, otherOf, ruleOf } from '../../engine/answers/question-kinds.js';
import type { Department, QuestionKind, Step, StepOf } from '../../engine/schema/department.js';

/** a typed "other" name a visitor could send: not blank, at most 100 characters */
export const typedName = fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim().length > 0);

/** one valid answer to a step: an option (with a typed name for "other"), a non-empty set for a multi-select, a number in range */
export function stepAnswer(step: Step): fc.Arbitrary<AnswerValue> {
  const choices = choicesOf(step);
  if (choosesMany(step)) {
    // an exclusive option goes alone; the others in any non-empty combination
    const alone = ruleOf(step).alone(step);
    const others = fc.shuffledSubarray(choices.filter((o) => !alone.includes(o)), { minLength: 1 }).map((os) => answerFor(step, os));
    return alone.length ? fc.oneof(fc.constantFrom(...alone).map((o) => answerFor(step, [o])), others) : others;
  }
  const other = otherOf(step)?.value;
  return fc
    .integer({ min: 0, max: choices.length - 1 })
    .chain((k) => (choices[k]!.value === other ? typedName.map((n) => answerFor(step, [choices[k]!], n)) : fc.constant(answerFor(step, [choices[k]!]))));
}

/** a whole valid payload, built from the definition's steps, with the hidden fields the interface sends; a step those answers do not ask is left out */
export function validAnswers(dept: Department): fc.Arbitrary<Answers> {
  return everyAnswer(dept).map((a) => onPath(dept, a));
}

/** an answer to every step, asked or not, with the hidden fields: more than a visitor sends when a step is conditional */
export function everyAnswer(dept: Department): fc.Arbitrary<Answers> {
  const shape = Object.fromEntries(dept.wizard.steps.map((s) => [s.field, stepAnswer(s)]));
  return fc.record(shape).map((a) => ({ ...dept.wizard.hidden, ...a }));
}

/** text that is no answer to a step: not an option and not a typed "other" name */
export function notAnOption(step: Step): fc.Arbitrary<string> {
  const values = new Set(optionsOf(step).map((o) => o.value));
  return fc.string({ maxLength: 40 }).filter((s) => !values.has(s) && otherName(step, s) === undefined);
}

/** a number a number question refuses: outside its range, not whole, text, or off its step */
export function notANumber(step: StepOf<'number'>): fc.Arbitrary<unknown> {
  const { min, max, step: by } = step.number;
  const steps = Math.floor((max - min) / by);
  const offStep = by > 1 && steps > 0 ? [fc.integer({ min: 0, max: steps - 1 }).map((k) => min + k * by + 1)] : [];
  return fc.oneof(
    fc.integer({ min: -1_000_000, max: min - 1 }),
    fc.integer({ min: max + 1, max: 1_000_000 }),
    fc.integer({ min, max: Math.max(min, max - 1) }).map((v) => v + 0.5),
    fc.integer({ min, max }).map(String),
    ...offStep,
  );
}

/** per kind, answers a step refuses: a new kind does not compile until it says what is wrong for it */
const wrongAnswers: { [K in QuestionKind]: (step: StepOf<K>) => fc.Arbitrary<unknown> } = {
  single: notAnOption,
  'single-other': notAnOption,
  multi: (step) => fc.oneof(notAnOption(step), notAnOption(step).map((s) => [s])),
  number: notANumber,
};

/** a payload with one step's answer replaced by something outside its options or its range (a step on the path or not) */
export function answersWithOneBadField(dept: Department): fc.Arbitrary<{ answers: Answers; field: string }> {
  return fc
    .tuple(validAnswers(dept), fc.constantFrom(...dept.wizard.steps))
    .chain(([answers, step]) => {
      // the wrong answer of the step's own kind: the one cast that ties a step to its row
      const bad = (wrongAnswers[step.kind] as (s: Step) => fc.Arbitrary<unknown>)(step);
      return bad.map((value) => ({ answers: { ...answers, [step.field]: value as AnswerValue }, field: step.field }));
    });
}
