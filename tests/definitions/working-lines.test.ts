import { describe, expect, it } from 'vitest';
import { evaluate } from '../../engine/evaluate.js';
import { fillTemplate } from '../../engine/format.js';
import { onPath } from '../../engine/conditions.js';
import { choicesOf } from '../../engine/question-kinds.js';
import { answerOf, everyAnswerAt } from './answer-sets.js';
import { shippedModels } from './shipped.js';

// "1 HR people" is what the HR working read for a company hiring 0-1 roles a month (a team of 1)
const oneOfMany = /(^|[^\d.,])1 (?:[A-Z]+ )?(?:people|agents)\b/;

describe('the working rows of every results page, as a visitor reads them', () => {
  for (const model of shippedModels()) {
    const dept = model.definition;
    const lines = dept.results.blocks.flatMap((b) => (b.kind === 'working' ? b.lines : []));
    it(`${dept.id}: no row speaks of "1 people" for any single answer changed from the middle answers`, () => {
      // every step answered: a change that asks another step finds its answer there; the path drops the rest
      const base = everyAnswerAt(dept, 'mid');
      const read: string[] = [];
      for (const step of dept.wizard.steps) {
        for (const option of choicesOf(step)) {
          const answers = onPath(dept, { ...base, [step.field]: answerOf(step, option) });
          const scope = model.display.scope(evaluate(model, answers) as unknown as Record<string, unknown>);
          read.push(...lines.map((l) => fillTemplate(l.text, scope)));
        }
      }
      expect(read.length).toBeGreaterThan(0);
      expect(read.filter((t) => oneOfMany.test(t))).toEqual([]);
    });
  }
});
