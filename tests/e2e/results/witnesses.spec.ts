import { expect, test } from '@playwright/test';
import type { Answers } from '../../../engine/answers/answers.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { pathReport } from '../../../engine/proof/paths.js';
import type { Department } from '../../../engine/schema/index.js';
import type { Choice } from '../support/wizard/answers.js';
import { models } from '../support/common/definitions.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { complete } from '../support/wizard/wizard.js';
import { optionsOf } from '../../../engine/answers/question-kinds.js';

// the path report's witnesses (for every condition, the smallest answers where it holds and where it does not),
// answered in the browser question by question: the wizard must ask exactly those questions, send exactly those
// answers, and show the result the engine works out for them
const conditional = models.filter((m) => m.definition.wizard.steps.some((s) => s.when !== undefined));

/** a witness's answers as the choices a visitor makes, in the order the wizard asks them */
function choicesOf(dept: Department, answers: Answers): Choice[] {
  return dept.wizard.steps.flatMap((step): Choice[] => {
    const value = answers[step.field];
    if (value === undefined) return [];
    if (typeof value === 'number') return [{ step, options: [], value }];
    const values = Array.isArray(value) ? value : [value];
    return [{ step, options: values.map((v) => optionsOf(step).find((o) => o.value === v)!) }];
  });
}

test('some shipped department asks questions only on some paths', () => {
  expect(conditional.length).toBeGreaterThan(0);
});

for (const model of conditional) {
  const dept = model.definition;
  const seen = new Set<string>();
  const witnesses = pathReport(dept).conditions.flatMap((c) =>
    (['holds', 'fails'] as const).flatMap((side) => {
      const w = c[side];
      const key = JSON.stringify(w?.answers);
      if (!w || seen.has(key)) return [];
      seen.add(key);
      return [{ name: `${c.field} ${side === 'holds' ? 'asked' : 'not asked'}`, answers: w.answers }];
    }),
  );
  for (const { name, answers } of witnesses) {
    test(`${dept.id}: the witness where ${name} is answered in the browser as the engine works it out`, async ({ page }) => {
      const { payload, result } = await complete(page, dept, choicesOf(dept, answers));
      expect(payload, 'the wizard sends exactly the witness').toEqual({ ...dept.wizard.hidden, ...answers });
      const expected = evaluate(model, answers);
      // teams like yours is context the server adds once enough teams are stored, not a figure of the engine
      const { peers: _peers, ...figures } = result;
      expect(figures).toEqual(JSON.parse(JSON.stringify(expected)));
      await expectResultsPage(page, dept, result);
    });
  }
}
