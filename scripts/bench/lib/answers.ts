import { toggleChoice, type Answers, type AnswerValue } from '../../../engine/answers/answers.js';
import { answersSchema } from '../../../engine/answers/answers-schema.js';
import { choicesOf } from '../../../engine/answers/choices.js';
import { answerFor, choosesMany, otherOf } from '../../../engine/answers/question-kinds.js';
import { onPath } from '../../../engine/answers/conditions.js';
import type { Department, Step } from '../../../engine/schema/index.js';
import { random } from '../../lib/seeded-random.js';

function answer(step: Step, next: () => number): AnswerValue {
  const choices = choicesOf(step);
  const at = (values: readonly string[]) => choices.filter((o) => values.includes(o.value)).sort((a, b) => values.indexOf(a.value) - values.indexOf(b.value));
  if (choosesMany(step)) {
    const values = choices.map((o) => o.value);
    // chosen one by one as the wizard does, so an exclusive option clears the others
    const some = values.filter(() => next() < 0.4).reduce<string[]>((a, v) => toggleChoice(step, a, v).values, []);
    return answerFor(step, at(some.length ? some : [values[Math.floor(next() * values.length)]!]));
  }
  const other = choices.find((o) => o.value === otherOf(step)?.value);
  const plain = choices.filter((o) => o !== other);
  // now and then the typed "other" answer, as a visitor would send it
  if (other && next() < 0.1) return answerFor(step, [other], 'Bench Tool');
  // a number as a visitor types it: any accepted value, sent as a JSON number
  return answerFor(step, [plain[Math.floor(next() * plain.length)]!]);
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
