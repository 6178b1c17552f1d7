import { expect, test } from '@playwright/test';
import type { Answers } from '../../../engine/answers/answers.js';
import { displayModel } from '../../../engine/display/display.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { fillTemplate } from '../../../engine/display/format.js';
import type { Model } from '../../../engine/evaluation/model.js';
import type { Block } from '../../../engine/schema/index.js';
import { componentValues } from '../../definitions/answer-sets.js';
import { bestChanges } from '../../definitions/best-changes.js';
import { choose } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { departments, models } from '../support/common/definitions.js';
import { complete } from '../support/wizard/wizard.js';
import { choosesMany, optionsOf } from '../../../engine/answers/question-kinds.js';

type NextChangeBlock = Extract<Block, { kind: 'next-change' }>;

/** the lines the block must show for these answers, worked out by evaluating every single change */
function expectedLines(model: Model, block: NextChangeBlock, answers: Answers): string[] {
  const dept = model.definition;
  const label = (field: string, values: Answers[string] | undefined) => {
    const step = dept.wizard.steps.find((s) => s.field === field)!;
    return [values ?? []]
      .flat()
      .map((v) => optionsOf(step).find((o) => o.value === v)!.label)
      .join(', ');
  };
  const result = (a: Answers) => evaluate(model, a) as unknown as Record<string, unknown>;
  const display = displayModel(dept);
  const bandName = (a: Answers) => {
    const band = display.band(block.band, display.scope(result(a)));
    return band?.name ?? band?.text;
  };
  const score = result(answers)[dept.scoring.field] as number;
  const points = componentValues(dept, answers);
  const best = bestChanges(model, answers);
  return dept.scoring.components
    .filter((c) => c.shown)
    .flatMap((c) => {
      const change = best[c.id];
      if (!change) {
        if (points[c.id] !== c.max) return [];
        return [fillTemplate(block.atMax, { component: c.label, answer: c.from.map((f) => label(f, answers[f])).join(', '), points: c.max, max: c.max })];
      }
      const step = dept.wizard.steps.find((s) => s.field === change.field)!;
      const after = { ...answers, [change.field]: choosesMany(step) ? [change.to] : change.to };
      const values = {
        component: c.label,
        from: label(change.field, answers[change.field]),
        to: label(change.field, change.to),
        points: points[c.id]!,
        newPoints: componentValues(dept, after)[c.id]!,
        max: c.max,
        score,
        newScore: change.score,
        maxScore: dept.scoring.max,
        gain: change.score - score,
      };
      const moved = block.bandChange && bandName(after) !== bandName(answers);
      const band = moved ? ` ${fillTemplate(block.bandChange!, { band: bandName(answers)!, newBand: bandName(after)! })}` : '';
      return [fillTemplate(block.change, values) + band];
    });
}

test('every department shows a next-change block', () => {
  for (const dept of departments)
    expect(
      dept.results.blocks.some((b) => b.kind === 'next-change'),
      dept.id,
    ).toBe(true);
});

for (const dept of departments) {
  const model = models.find((m) => m.definition.id === dept.id)!;
  for (const block of dept.results.blocks.filter((b): b is NextChangeBlock => b.kind === 'next-change')) {
    test(`${dept.id}: "${block.title}" shows the change that raises each component most, for the first answers`, async ({ page }) => {
      const { payload } = await complete(page, dept, choose(dept, 'first'));
      const lines = expectedLines(model, block, payload as Answers);
      expect(lines.length, 'the known answers give at least one line').toBeGreaterThan(0);
      const section = page
        .getByRole('main')
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: block.title, exact: true }) });
      await expect(section.getByRole('listitem')).toHaveText(lines);
      await expectNoViolations(page, `${dept.routes.results} with its next changes`);
    });
  }
}
