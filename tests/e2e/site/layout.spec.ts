import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choose } from '../support/wizard/answers.js';
import { departments, site } from '../support/common/definitions.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { notifications, toast } from '../support/results/toasts.js';
import { complete } from '../support/wizard/wizard.js';

const screenshots = resolve(import.meta.dirname, '../artifacts/screenshots');
const widths = [375, 1280];

/** whether the page scrolls sideways: wider content than the viewport */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const dept of departments) {
  test(`${dept.id} results page at ${widths.join(' and ')} px: screenshots, no sideways scroll on a phone`, async ({ page }, info) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { result } = await complete(page, dept, choose(dept, 'last'));
    const shown = dept.wizard.onSuccess.toast;
    if (shown) {
      // the success toast would cover part of the page in the screenshots
      await notifications(page).getByRole('button', { name: site.toasts.closeLabel }).click();
      await expect(toast(page, shown.title)).toBeHidden();
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await expectResultsPage(page, dept, result);
      const path = resolve(screenshots, `${dept.id}-results-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      await info.attach(`${dept.id}-results-${width}`, { path, contentType: 'image/png' });
      if (width < 600) expect(await sidewaysOverflow(page), `${dept.routes.results} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  });

  test(`${dept.id} landing page and wizard fit a 375 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const route of [dept.routes.landing, dept.routes.wizard]) {
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await sidewaysOverflow(page), `${route} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    }
  });
}
