import { expect, test } from '@playwright/test';
import { chooseOther, chooseUntil, optionLocator, otherField } from '../support/wizard/answers.js';
import { department, departments } from '../support/common/definitions.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { answer, complete, control, forwardLabel, headingOf } from '../support/wizard/wizard.js';
import { optionsOf, otherOf } from '../../../engine/answers/question-kinds.js';

// every step with an "other" option that asks for a typed name (sales' CRM in the spec)
const withOther = departments.flatMap((dept) => dept.wizard.steps.flatMap((step) => (otherOf(step) ? [{ dept, step }] : [])));

for (const { dept, step } of withOther) {
  test.describe(`${dept.id} "${step.field}" other`, () => {
    test('a blank name keeps Next disabled; a typed one enables it', async ({ page }) => {
      const earlier = chooseUntil(dept, step.field);
      await page.goto(dept.routes.wizard);
      for (const [at, choice] of earlier.entries()) {
        await answer(page, choice, 'mouse');
        await control(page, forwardLabel(dept, earlier, at)).click();
      }
      await expect(headingOf(page, step)).toBeVisible();
      const other = optionsOf(step).find((o) => o.value === otherOf(step)!.value)!;
      await optionLocator(page, step, other).click();
      const field = otherField(page, step);
      const next = control(page, forwardLabel(dept, [...earlier, { step, options: [other] }], earlier.length));
      await expect(field).toBeVisible();
      await expect(next).toBeDisabled();
      await field.fill('   ');
      await expect(next, 'a name of spaces is blank').toBeDisabled();
      await field.fill('Close.io');
      await expect(next).toBeEnabled();
      await field.fill('');
      await expect(next).toBeDisabled();
    });

    test('the typed name is sent in the payload', async ({ page }) => {
      const choices = chooseOther(dept, 'Close.io', step.field);
      const { payload, result } = await complete(page, dept, choices);
      expect(payload[step.field]).toBe(otherOf(step)!.send.replace('{name}', 'Close.io'));
      await expectResultsPage(page, dept, result);
    });
  });
}

test('sales sends "other: {name}" for a CRM typed by name (spec 1, section 3)', async ({ page }) => {
  const sales = department('sales');
  const { payload } = await complete(page, sales, chooseOther(sales, 'Nimble CRM'));
  expect(payload.crmPlatform).toBe('other: Nimble CRM');
});
