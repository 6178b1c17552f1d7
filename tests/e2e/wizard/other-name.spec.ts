import { expect, test } from '@playwright/test';
import { chooseOther, chooseUntil, optionLocator, otherField, valuesOf } from '../support/wizard/answers.js';
import { department, departments, site } from '../support/common/definitions.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { answer, complete, control, forwardLabel, headingOf } from '../support/wizard/wizard.js';
import { optionsOf, otherOf } from '../../../engine/answers/question-kinds.js';
import { answersParam, draftOfAnswers, stepAddress } from '../../../engine/answers/form-step.js';
import { decodeShared } from '../../../engine/answers/share-code.js';

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

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the name field shows while "other" is checked, a blank name is said on the page, and the typed one is carried on', async ({ page }) => {
        const earlier = chooseUntil(dept, step.field);
        await page.goto(stepAddress(dept, draftOfAnswers(dept, valuesOf(earlier)), earlier.length, undefined));
        await expect(headingOf(page, step)).toBeVisible();
        const options = optionsOf(step);
        const other = options.find((o) => o.value === otherOf(step)!.value)!;
        const field = otherField(page, step);
        await expect(field).toBeHidden();
        await optionLocator(page, step, other).check();
        await expect(field, 'shown by the style sheet alone').toBeVisible();
        await optionLocator(
          page,
          step,
          options.find((o) => o !== other)!,
        ).check();
        await expect(field).toBeHidden();
        await optionLocator(page, step, other).check();
        const forward = control(page, dept.wizard.buttons.next).or(control(page, dept.wizard.buttons.submit));
        await forward.click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(site.withoutScript.name);
        await expect(field, 'painted again with "other" checked').toBeVisible();
        await field.fill('Close.io');
        await forward.click();
        await expect(page).not.toHaveURL(/[?&]next=/);
        const carried = decodeShared(new URL(page.url()).searchParams.get(answersParam))!.answers;
        expect(carried[step.field]).toBe(otherOf(step)!.send.replace('{name}', 'Close.io'));
      });
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
