import { describe, expect, it } from 'vitest';
import { evaluate } from '../../engine/evaluation/evaluate.js';
import { fillTemplate } from '../../engine/display/format.js';
import { onPath } from '../../engine/answers/conditions.js';
import type { Model } from '../../engine/evaluation/model.js';
import { choicesOf } from '../../engine/answers/choices.js';
import { answerOf, everyAnswerAt } from './answer-sets.js';
import { branchingModel } from './minimal-department.js';
import { shippedModels } from './shipped.js';

// "1 HR people" is what the HR working read for a company hiring 0-1 roles a month (a team of 1)
const oneOfMany = /(^|[^\d.,])1 (?:[A-Z]+ )?(?:people|agents)\b/;

/** every working row for each single answer changed from the middle answers: every option, every number a number question takes */
function rowsRead(model: Model): string[] {
  const dept = model.definition;
  const lines = dept.results.blocks.flatMap((b) => (b.kind === 'working' ? b.lines : []));
  // every step answered: a change that asks another step finds its answer there; the path drops the rest
  const base = everyAnswerAt(dept, 'mid');
  const read: string[] = [];
  for (const step of dept.wizard.steps) {
    for (const option of choicesOf(step)) {
      const answers = onPath(dept, { ...base, [step.field]: answerOf(step, option) });
      const scope = model.display.scope(evaluate(model, answers));
      read.push(...lines.map((l) => fillTemplate(l.text, scope)));
    }
  }
  return read;
}

describe('the working rows of every results page, as a visitor reads them', () => {
  for (const model of shippedModels()) {
    it(`${model.definition.id}: no row speaks of "1 people" for any single answer changed from the middle answers`, () => {
      const read = rowsRead(model);
      expect(read.length).toBeGreaterThan(0);
      expect(read.filter((t) => oneOfMany.test(t))).toEqual([]);
    });
  }

  it('a number question is read at every value it takes, and a row that says "1 people" is caught', () => {
    const model = branchingModel((yaml) =>
      yaml
        .replace('  hours: hours\n', '  hours: hours\n  people: people\n')
        .replace('    - { kind: score, band: card }', '    - { kind: score, band: card }\n    - kind: working\n      lines: [{ label: Team, text: "{people} people at {hours} hours" }]'),
    );
    const read = rowsRead(model);
    // people 1..20 changed from the middle answers, plus the other steps' options
    expect(read.filter((t) => / people at /.test(t)).length).toBeGreaterThanOrEqual(20);
    expect(read.filter((t) => oneOfMany.test(t))).toEqual(['1 people at 0 hours']);
  });
});
