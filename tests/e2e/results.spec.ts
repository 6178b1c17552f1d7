import { expect, test } from '@playwright/test';
import { choose } from './support/answers.js';
import { expectNoViolations } from './support/axe.js';
import { departments, site } from './support/definitions.js';
import { expectLandmarks, expectNavLinks, expectTitle } from './support/nav.js';
import { expectResultsPage } from './support/results-page.js';
import { storedResult } from './support/storage.js';
import { complete, control } from './support/wizard.js';

for (const dept of departments) {
  test.describe(`${dept.id} results page`, () => {
    const buttons = dept.results.blocks.flatMap((b) => (b.kind === 'actions' ? b.buttons : []));
    // a wizard that clears results on opening goes last, so the other buttons still find the results
    const clearsOnOpen = (to?: string) => departments.some((d) => d.wizard.clearResultsOnOpen && d.routes.wizard === to);
    const ordered = [...buttons.filter((b) => !clearsOnOpen(b.to)), ...buttons.filter((b) => clearsOnOpen(b.to))];

    test('shows every block for the first options, with its navigation', async ({ page }) => {
      const { result } = await complete(page, dept, choose(dept, 'first'));
      await expectResultsPage(page, dept, result);
      await expectLandmarks(page);
      await expectTitle(page, dept.results.documentTitle);
      await expectNavLinks(page, dept.results.nav);
    });

    test('shows how its figures were calculated: every sum adds up by hand, and the page stays axe clean', async ({ page }) => {
      const { result } = await complete(page, dept, choose(dept, 'mixed'));
      // expectResultsPage redoes every "a x b = c" of the working and finds each metric's figure in it
      await expectResultsPage(page, dept, result);
      const working = dept.results.blocks.filter((b) => b.kind === 'working');
      expect(working.length, `${dept.id} shows its working`).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 2, name: working[0]!.title })).toBeVisible();
      await expectNoViolations(page, `${dept.routes.results} with its working`);
    });

    test('its buttons go where the definition says, and the ones without a target do nothing', async ({ page }) => {
      const { result } = await complete(page, dept, choose(dept, 'mixed'));
      for (const button of ordered.filter((b) => !b.clearResults)) {
        await page.goto(dept.routes.results);
        await expectResultsPage(page, dept, result);
        if (button.opens) {
          // a call button opens site.yaml's link (a booking page or a mailto:), outside the app
          await expect(control(page, button.label)).toHaveAttribute('href', site.links[button.opens]);
          continue;
        }
        await control(page, button.label).click();
        if (button.to) await expect(page, `"${button.label}" goes to ${button.to}`).toHaveURL(button.to);
        else {
          await expect(page, `"${button.label}" does nothing`).toHaveURL(dept.routes.results);
          expect(await storedResult(page, dept)).toMatchObject(result);
        }
      }
    });
  });
}
