import { expect, type Page } from '@playwright/test';
import type { Department } from '../../../../engine/schema/index.js';
import { departments } from '../common/definitions.js';
import { expectHydrated } from '../common/nav.js';
import { expectResultsPage } from '../results/results-page.js';
import { control } from './wizard.js';

/** what the results page shows when nothing usable is stored: a message, a redirect or the sample result */
export async function expectMissing(page: Page, dept: Department): Promise<void> {
  const missing = dept.results.missing;
  if (missing.kind === 'message') {
    const main = page.getByRole('main');
    await expect(main.getByText(missing.title, { exact: true })).toBeVisible();
    await expect(main.getByText(missing.text, { exact: true })).toBeVisible();
    await expect(control(page, missing.button.label)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: dept.results.heading })).toHaveCount(0);
  } else if (missing.kind === 'redirect') {
    // the redirect is the page's code's, after it has read the session: first the code and the department's
    // definition load, then the target's code, each a wait of its own on a busy machine
    await expectHydrated(page);
    await expect(page).toHaveURL(missing.to);
    const target = departments.find((d) => d.routes.landing === missing.to);
    if (target) await expect(page.getByRole('heading', { level: 1, name: target.landing.heading })).toBeVisible();
  } else {
    await expect(page).toHaveURL(dept.routes.results);
    await expectResultsPage(page, dept, missing.result);
  }
}
