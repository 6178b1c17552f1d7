import { expect, test } from '@playwright/test';
import { choose, expectedPayload, numberField, optionLocator } from '../support/wizard/answers.js';
import { browserDepartments, departments } from '../support/common/definitions.js';
import { expectMissing } from '../support/wizard/missing.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { expectNoStoredResult, expectStored, storedResult } from '../support/common/storage.js';
import {
  activate,
  answer,
  control,
  expectAnswered,
  expectStep,
  forwardLabel,
  questionHeading,
  runWizard,
  startFromLanding,
  type Mode,
} from '../support/wizard/wizard.js';

/** arrays in a payload compared as sets: a multi-select may list its values in any order */
const normalized = (payload: Record<string, unknown>) => Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v]));

const modes: { mode: Mode; variant: 'last' | 'mixed' }[] = [
  { mode: 'mouse', variant: 'last' },
  { mode: 'keyboard', variant: 'mixed' },
];

for (const dept of browserDepartments) {
  test.describe(`${dept.id} wizard`, () => {
    for (const { mode, variant } of modes) {
      test(`completed with the ${mode} alone, from the landing page to cleared results`, async ({ page }) => {
        const choices = choose(dept, variant);
        await startFromLanding(page, dept, mode);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        if (dept.wizard.heading) await expect(page.getByRole('heading', { level: 1, name: dept.wizard.heading })).toBeVisible();

        const { payload, result } = await runWizard(page, dept, choices, mode);
        expect(normalized(payload), `the payload sent to ${dept.api}`).toEqual(normalized(expectedPayload(dept, choices)));
        await expect(page).toHaveURL(dept.routes.results);
        const toast = dept.wizard.onSuccess.toast;
        if (toast) await expect(page.getByText(toast.title, { exact: true })).toBeVisible();

        await expectResultsPage(page, dept, result);
        await expectStored(page, dept, payload, result);
        await page.reload();
        await expectResultsPage(page, dept, result);
        expect(await storedResult(page, dept), 'a reload keeps the stored result').toMatchObject(result);

        const clear = dept.results.blocks.flatMap((b) => (b.kind === 'actions' ? b.buttons : [])).find((b) => b.clearResults);
        if (!clear) return;
        await activate(page, control(page, clear.label), mode);
        if (clear.to) await expect(page).toHaveURL(clear.to);
        await expectNoStoredResult(page, dept);
        await page.goto(dept.routes.results);
        await expectMissing(page, dept);
        // a retake starts from blank answers
        await page.goto(dept.routes.wizard);
        const [first] = choices;
        if (first!.value !== undefined) await expect(numberField(page, first!.step)).toHaveValue('');
        else await expect(optionLocator(page, first!.step, first!.options[0]!)).not.toBeChecked();
      });
    }

    test('the back button of step 1 leaves for its target', async ({ page }) => {
      const back = dept.wizard.buttons.firstBack;
      await page.goto(dept.routes.wizard);
      await expectStep(page, dept, choose(dept, 'first'), 0, false);
      await control(page, back.label).click();
      await expect(page).toHaveURL(back.to ?? dept.routes.landing);
    });

    test('answers are kept between visits until the results are retaken', async ({ page }) => {
      const choices = choose(dept, 'first');
      const [first] = choices;
      await page.goto(dept.routes.wizard);
      await answer(page, first!, 'mouse');
      await expect(control(page, forwardLabel(dept, choices, 0))).toBeEnabled();
      // leave and come back inside the app: the session remembers the answer
      await control(page, dept.wizard.buttons.firstBack.label).click();
      await expect(page).not.toHaveURL(dept.routes.wizard);
      // the wizard must be gone (the next page rendered) before coming back
      await expect(questionHeading(page, dept, 0)).toBeHidden();
      await expect(page.locator('h1')).toBeVisible();
      await page.goBack();
      await expect(questionHeading(page, dept, 0)).toBeVisible();
      await expectAnswered(page, first!);
      await expect(control(page, forwardLabel(dept, choices, 0))).toBeEnabled();
    });
  });
}

test("the results page's code loads while the visitor answers, not with the first question", async ({ page }) => {
  const dept = departments[0]!;
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/results-page-[\w-]+\.js$/.test(new URL(r.url()).pathname)) fetched.push(r.url());
  });
  await page.goto(dept.routes.wizard);
  await expectStep(page, dept, choose(dept, 'first'), 0, false);
  await page.waitForLoadState('networkidle');
  expect(fetched, 'a visitor who leaves at the first question never fetches it').toEqual([]);
  await answer(page, choose(dept, 'first')[0]!, 'mouse');
  // before the final click, so the results paint without waiting for their code
  await expect.poll(() => fetched.length).toBe(1);
});
