import { expect, test } from '@playwright/test';
import { choose } from '../support/wizard/answers.js';
import { browserDepartments } from '../support/common/definitions.js';
import { expectMissing } from '../support/wizard/missing.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { watchForText } from '../support/common/seen-text.js';
import { expectNoStoredResult, storedResult, writeSession } from '../support/common/storage.js';
import { complete, questionHeading } from '../support/wizard/wizard.js';

for (const dept of browserDepartments) {
  test.describe(`${dept.id} results without stored results`, () => {
    test(`a fresh session gets the "${dept.results.missing.kind}" behaviour`, async ({ page }) => {
      await page.goto(dept.routes.results);
      await expectMissing(page, dept);
    });

    test('an unparsable stored value counts as missing', async ({ page }) => {
      await page.goto('/');
      await writeSession(page, dept.session.results, '{"not json');
      if (dept.session.answers) await writeSession(page, dept.session.answers, 'undefined');
      await page.goto(dept.routes.results);
      await expectMissing(page, dept);
    });

    // JSON that is no result (an empty object, a score that is not a number) must not show a page of zeros
    for (const value of ['{}', `{"${dept.scoring.field}":"abc"}`, '{"result":{}}']) {
      test(`a stored value without a numeric score counts as missing: ${value}`, async ({ page }) => {
        await page.goto('/');
        await writeSession(page, dept.session.results, value);
        await page.goto(dept.routes.results);
        await expectMissing(page, dept);
      });
    }

    test('results stay in their browser session: a new one does not see them', async ({ page, browser }) => {
      const { result } = await complete(page, dept, choose(dept, 'first'));
      await expectResultsPage(page, dept, result);
      const other = await browser.newContext();
      try {
        const fresh = await other.newPage();
        await fresh.goto(dept.routes.results);
        await expectMissing(fresh, dept);
      } finally {
        await other.close();
      }
    });

    if (dept.results.loading) {
      const loading = dept.results.loading;
      test(`shows "${loading}" until the session is read`, async ({ page }) => {
        const seen = await watchForText(page, loading);
        await page.goto(dept.routes.results);
        await expectMissing(page, dept);
        expect(await seen(), `"${loading}" was shown while the results were read`).toBe(true);
      });
    }

    if (dept.wizard.clearResultsOnOpen) {
      test('opening the wizard clears the stored results', async ({ page }) => {
        await complete(page, dept, choose(dept, 'first'));
        expect(await storedResult(page, dept)).toBeDefined();
        await page.goto(dept.routes.wizard);
        await expect(questionHeading(page, dept, 0)).toBeVisible();
        await expectNoStoredResult(page, dept);
        await page.goto(dept.routes.results);
        await expectMissing(page, dept);
      });
    }
  });
}
