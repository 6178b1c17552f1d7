import { expect, test, type Browser, type Page } from '@playwright/test';
import { askedSteps } from '../../../engine/answers/conditions.js';
import type { Department } from '../../../engine/schema/index.js';
import { expectNoViolations } from '../support/common/axe.js';
import { departments, site } from '../support/common/definitions.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { choose, expectedPayload, numberField, optionLocator, valuesOf, type Choice } from '../support/wizard/answers.js';
import { control, headingOf } from '../support/wizard/wizard.js';

/** a path through the department that leaves out a question its conditions can skip (any path when it has none) */
function skippingPath(dept: Department): { choices: Choice[]; skipped?: string } {
  const conditional = dept.wizard.steps.flatMap((s, i) => (s.when === undefined ? [] : [i]));
  for (const variant of ['first', 'last', 'mixed'] as const) {
    const choices = choose(dept, variant);
    const asked = askedSteps(dept, valuesOf(choices));
    const skipped = conditional.find((i) => !asked[i]);
    if (skipped !== undefined || conditional.length === 0) return { choices, skipped: skipped === undefined ? undefined : dept.wizard.steps[skipped]!.field };
  }
  throw new Error(`${dept.id}: no path of the usual picks skips one of its conditional questions`);
}

/** answers a question on a page without script: the browser's own controls */
async function answerNatively(page: Page, { step, options, value }: Choice): Promise<void> {
  if (value !== undefined) return numberField(page, step).fill(String(value));
  for (const option of options) await optionLocator(page, step, option).check();
}

/**
 * axe over the page at this address as a browser without script gets it: axe needs script of its own, so a page
 * whose own scripts are refused stands in for it
 */
async function expectNoViolationsWithoutScript(browser: Browser, url: string, where: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.goto(url);
  await expectNoViolations(page, where);
  await context.close();
}

/** calculations the server has answered so far */
const answered = async (page: Page): Promise<number> =>
  ((await (await page.request.get('/api/health')).json()) as { queue: { answered: number } }).queue.answered;

test.describe('the assessment without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const dept of departments) {
    const { choices, skipped } = skippingPath(dept);
    test(`${dept.id}: answered to its results${skipped ? `, skipping ${skipped}` : ''}, scored as the API scores it`, async ({ page }) => {
      await page.goto(dept.routes.wizard);
      for (const [at, choice] of choices.entries()) {
        const heading = headingOf(page, choice.step);
        await expect(heading).toBeVisible();
        // after a step the focus is on the question's heading, as with script
        if (at > 0) await expect(heading).toBeFocused();
        if (skipped) expect(choice.step.field).not.toBe(skipped);
        await answerNatively(page, choice);
        if (at === choices.length - 1) break;
        await control(page, dept.wizard.buttons.next).click();
      }
      await control(page, dept.wizard.buttons.submit).click();
      await expect(page).toHaveURL(new RegExp(`${dept.routes.results}\\?answers=`));
      const api = await page.request.post(dept.api, { data: expectedPayload(dept, choices) });
      expect(api.status()).toBe(200);
      await expectResultsPage(page, dept, (await api.json()) as Record<string, unknown>);
    });
  }

  test('Next without an answer says so on the page, with the focus on the words; Back goes to the question before', async ({ page, browser }) => {
    const dept = departments[0]!;
    const [first, second] = choose(dept, 'first');
    await page.goto(dept.routes.wizard);
    await control(page, dept.wizard.buttons.next).click();
    const words = page.getByRole('main').getByRole('alert');
    await expect(words).toHaveText(site.withoutScript.choose);
    await expect(words).toBeFocused();
    await expect(headingOf(page, first!.step)).toBeVisible();
    await expectNoViolationsWithoutScript(browser, page.url(), `${dept.routes.wizard} saying an answer is missing, without script`);
    await answerNatively(page, first!);
    await control(page, dept.wizard.buttons.next).click();
    await expect(headingOf(page, second!.step)).toBeFocused();
    await expectNoViolationsWithoutScript(browser, page.url(), `${dept.routes.wizard} step 2 without script`);
    await control(page, dept.wizard.buttons.back).click();
    await expect(headingOf(page, first!.step)).toBeVisible();
    await expect(optionLocator(page, first!.step, first!.options[0]!)).toBeChecked();
  });

  test('the final post stores the calculation once: reloading the results or posting the form again adds none', async ({ page, browser }) => {
    const dept = departments[0]!;
    const choices = choose(dept, 'first');
    await page.goto(dept.routes.wizard);
    for (const [at, choice] of choices.entries()) {
      await answerNatively(page, choice);
      if (at < choices.length - 1) await control(page, dept.wizard.buttons.next).click();
    }
    const before = await answered(page);
    await control(page, dept.wizard.buttons.submit).click();
    await expect(page).toHaveURL(new RegExp(`${dept.routes.results}\\?answers=`));
    expect(await answered(page), 'the post stored one calculation').toBe(before + 1);
    await page.reload();
    await page.goBack();
    // the same answer on the last question, as the form was
    await answerNatively(page, choices.at(-1)!);
    await control(page, dept.wizard.buttons.submit).click();
    await expect(page).toHaveURL(new RegExp(`${dept.routes.results}\\?answers=`));
    expect(await answered(page), 'a reload, and the same form posted again, stored nothing more').toBe(before + 1);
    await expectNoViolationsWithoutScript(browser, page.url(), `${dept.routes.results} painted from its answers, without script`);
  });
});
