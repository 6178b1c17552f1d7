import { answersSchema, otherAnswer, toggleChoice, type Answers, type AnswerValue } from '../../../engine/answers/answers.js';
import { onPath } from '../../../engine/answers/conditions.js';
import type { Department, Step } from '../../../engine/schema/index.js';
import { random } from '../../lib/seeded-random.js';

function answer(step: Step, next: () => number): AnswerValue {
  if (step.number) {
    // a number as a visitor types it: any accepted value, sent as a JSON number
    const { min, max, step: by } = step.number;
    return min + Math.floor(next() * (Math.floor((max - min) / by) + 1)) * by;
  }
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

/**
 * n random valid answer sets of a department, each checked against its payload schema: an answer is drawn for
 * every step, then only those on the path they take are kept, as the wizard sends them.
 */
export function randomAnswers(dept: Department, n: number, seed = 1): Answers[] {
  const next = random(seed);
  const schema = answersSchema(dept);
  return Array.from({ length: n }, () => {
    const a: Answers = { ...dept.wizard.hidden };
    for (const step of dept.wizard.steps) a[step.field] = answer(step, next);
    return schema.parse(onPath(dept, a));
  });
}
