import { describe, expect, it } from 'vitest';
import type { Answers } from '../../../engine/answers/answers.js';
import { onPath } from '../../../engine/answers/conditions.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { buildModel } from '../../../engine/evaluation/model.js';
import type { Department } from '../../../engine/schema/index.js';
import { choicesOf } from '../../../engine/answers/choices.js';
import { readDefinitions } from '../../../node/read-definitions.js';
import { cardFigures, figureNames, sampleFigures } from './card-figures.js';
import { answerFor } from '../../../engine/answers/question-kinds.js';

const { reports, departments } = readDefinitions().definitions;
const linked = reports.company.departments.flatMap((card) => (card.from ? [{ card, from: card.from }] : []));

describe('company report cards filled from a stored result', () => {
  it('some cards name a department', () => expect(linked.length).toBeGreaterThan(1));

  for (const { card, from } of linked) {
    it(`${card.name}: the mapped figures come from ${from.department}'s result, the others read as not available`, () => {
      const dept = departments.find((d) => d.id === from.department);
      expect(dept, `reports.yaml names department "${from.department}"`).toBeDefined();
      const { model } = buildModel(dept!, 'test');
      // each step's first choice (a number question: its smallest value), on the path those answers take
      const first = (s: Department['wizard']['steps'][number]) => {
        const o = choicesOf(s)[0]!;
        return answerFor(s, [o]);
      };
      const answers: Answers = onPath(dept!, Object.fromEntries(dept!.wizard.steps.map((s) => [s.field, first(s)])));
      const stored = evaluate(model, answers) as unknown as Record<string, unknown>;
      const figures = cardFigures(dept!, stored, from.figures);
      for (const f of figureNames) {
        if (from.figures[f]) expect(Number.isFinite(figures[f]), `${f} is a number`).toBe(true);
        else expect(figures[f], `${f} is not invented`).toBeUndefined();
      }
      expect(figures).not.toEqual(sampleFigures(card));
    });
  }
});
