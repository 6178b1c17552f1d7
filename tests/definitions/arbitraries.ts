import fc from 'fast-check';
import { otherName, type Answers, type AnswerValue } from '../../engine/answers/answers.js';
import { onPath } from '../../engine/answers/conditions.js';
import type { Department, Step } from '../../engine/schema/department.js';
import { valueFor } from './answer-sets.js';

/** a typed "other" name a visitor could send: not blank, at most 100 characters */
export const typedName = fc.string({ minLength: 1, maxLength: 100 }).filter((s) => s.trim().length > 0);

/** one valid answer to a step: an option (with a typed name for "other"), a non-empty set for a multi-select, a number in range */
export function stepAnswer(step: Step): fc.Arbitrary<AnswerValue> {
  if (step.number) {
    const { min, max, step: by = 1 } = step.number;
    return fc.integer({ min: 0, max: Math.floor((max - min) / by) }).map((k) => min + k * by);
  }
  if (step.kind === 'multi') {
    // an exclusive option goes alone; the others in any non-empty combination
    const alone = step.options.filter((o) => o.exclusive).map((o) => [o.value]);
    const others = fc.shuffledSubarray(step.options.filter((o) => !o.exclusive).map((o) => o.value), { minLength: 1 });
    return alone.length ? fc.oneof(fc.constantFrom(...alone), others) : others;
  }
  return fc.constantFrom(...step.options).chain((o) => (step.other?.value === o.value ? typedName.map((n) => valueFor(step, o, n)) : fc.constant(o.value)));
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
  const values = new Set(step.options.map((o) => o.value));
  return fc.string({ maxLength: 40 }).filter((s) => !values.has(s) && otherName(step, s) === undefined);
}

/** a number a number question refuses: outside its range, not whole, text, or off its step */
export function notANumber(step: Step & { number: NonNullable<Step['number']> }): fc.Arbitrary<unknown> {
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

/** a payload with one step's answer replaced by something outside its options or its range (a step on the path or not) */
export function answersWithOneBadField(dept: Department): fc.Arbitrary<{ answers: Answers; field: string }> {
  return fc
    .tuple(validAnswers(dept), fc.constantFrom(...dept.wizard.steps))
    .chain(([answers, step]) => {
      const bad: fc.Arbitrary<unknown> = step.number
        ? notANumber(step as Step & { number: NonNullable<Step['number']> })
        : step.kind === 'multi'
          ? fc.oneof(notAnOption(step), notAnOption(step).map((s) => [s]))
          : notAnOption(step);
      return bad.map((value) => ({ answers: { ...answers, [step.field]: value as AnswerValue }, field: step.field }));
    });
}
