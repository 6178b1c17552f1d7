import { expect, test, type Page } from '@playwright/test';
import { fillTemplate } from '../../../engine/display/format.js';
import type { Department, Option, Step } from '../../../engine/schema/index.js';
import { chooseUntil, optionLocator, type Choice } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { departments } from '../support/common/definitions.js';
import { tabTo } from '../support/wizard/keyboard.js';
import { answer, control, forwardLabel, headingOf, type Mode } from '../support/wizard/wizard.js';
import { optionsOf, ruleOf } from '../../../engine/answers/question-kinds.js';

/** every multi-select with an option that must stand alone */
const cases = departments.flatMap((dept) =>
  dept.wizard.steps.flatMap((step) =>
    ruleOf(step)
      .alone(step)
      .map((alone) => ({ dept, step, alone })),
  ),
);

/** opens the wizard and answers the questions before the step's on a path that asks it; returns those answers */
async function reachStep(page: Page, dept: Department, step: Step): Promise<Choice[]> {
  const earlier = chooseUntil(dept, step.field);
  await page.goto(dept.routes.wizard);
  for (const [at, choice] of earlier.entries()) {
    await answer(page, choice, 'mouse');
    await control(page, forwardLabel(dept, earlier, at)).click();
  }
  await expect(headingOf(page, step)).toBeVisible();
  return earlier;
}

/** toggles one option card with the mouse, or with Tab and Space */
async function press(page: Page, step: Step, option: Option, mode: Mode): Promise<void> {
  const card = optionLocator(page, step, option);
  if (mode === 'mouse') return card.click();
  await tabTo(page, card);
  await page.keyboard.press('Space');
}

test('the shipped definitions have an exclusive option to try', () => {
  expect(cases.length).toBeGreaterThan(0);
});

for (const { dept, step, alone } of cases) {
  for (const mode of ['mouse', 'keyboard'] as const) {
    test(`${dept.id} ${step.field}: "${alone.label}" clears the other choices and is cleared by them (${mode})`, async ({ page }) => {
      const earlier = await reachStep(page, dept, step);
      const others = optionsOf(step)
        .filter((o) => !ruleOf(step).alone(step).includes(o))
        .slice(0, 2);
      const status = page.getByRole('main').getByRole('status');
      for (const o of others) await press(page, step, o, mode);
      for (const o of others) await expect(optionLocator(page, step, o)).toBeChecked();
      await expect(status).toHaveText('');

      await press(page, step, alone, mode);
      await expect(optionLocator(page, step, alone)).toBeChecked();
      for (const o of others) await expect(optionLocator(page, step, o), `${o.label} is cleared`).not.toBeChecked();
      await expect(status).toHaveText(fillTemplate(dept.wizard.cleared, { chosen: alone.label, cleared: others.map((o) => o.label).join(', ') }));
      await expectNoViolations(page, `${dept.routes.wizard} after "${alone.label}" cleared the others`);

      await press(page, step, others[0]!, mode);
      await expect(optionLocator(page, step, others[0]!)).toBeChecked();
      await expect(optionLocator(page, step, alone), `${alone.label} is cleared`).not.toBeChecked();
      await expect(status).toHaveText(fillTemplate(dept.wizard.cleared, { chosen: others[0]!.label, cleared: alone.label }));
      await expect(control(page, forwardLabel(dept, [...earlier, { step, options: [others[0]!] }], earlier.length))).toBeEnabled();
    });
  }
}
