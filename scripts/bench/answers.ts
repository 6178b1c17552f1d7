import { answersSchema, otherAnswer, toggleChoice, type Answers } from '../../engine/answers.js';
import type { Department, Step } from '../../engine/schema/index.js';
import { random } from '../lib/seeded-random.js';

function answer(step: Step, next: () => number): string | string[] {
  const values = step.options.map((o) => o.value);
  if (step.kind === 'multi') {
    // chosen one by one as the wizard does, so an exclusive option clears the others
    const some = values.filter(() => next() < 0.4).reduce<string[]>((a, v) => toggleChoice(step, a, v).values, []);
    return some.length ? some : [values[Math.floor(next() * values.length)]!];
  }
  const plain = values.filter((v) => v !== step.other?.value);
  // now and then the typed "other" answer, as a visitor would send it
  if (step.other && next() < 0.1) return otherAnswer(step.other, 'Bench Tool');
  return plain[Math.floor(next() * plain.length)]!;
}

/** n random valid answer sets of a department, each checked against its payload schema */
export function randomAnswers(dept: Department, n: number, seed = 1): Answers[] {
  const next = random(seed);
  const schema = answersSchema(dept);
  return Array.from({ length: n }, () => {
    const a: Answers = { ...dept.wizard.hidden };
    for (const step of dept.wizard.steps) a[step.field] = answer(step, next);
    return schema.parse(a);
  });
}
