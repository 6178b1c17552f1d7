import { expect, test } from '@playwright/test';
import { encodeShared, decodeShared } from '../../../web/results/share/share-link.js';
import { choose } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { departments, site } from '../support/common/definitions.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { toast } from '../support/results/toasts.js';
import { complete, control } from '../support/wizard/wizard.js';

const sharing = departments.filter((d) => d.results.blocks.some((b) => b.kind === 'actions' && b.buttons.some((l) => l.action === 'share')));

test('a department shares its results (IT in the spec)', () => {
  expect(sharing.map((d) => d.id)).toContain('it');
});

for (const dept of sharing) {
  const label = dept.results.blocks.flatMap((b) => (b.kind === 'actions' ? b.buttons : [])).find((l) => l.action === 'share')!.label;

  test(`${dept.id}: "${label}" copies a link that shows the same result in a fresh browser, storing nothing there`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { result } = await complete(page, dept, choose(dept, 'mixed'));
    await control(page, label).click();
    await expect(toast(page, site.share.copied)).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}${dept.routes.results}\\?shared=[A-Za-z0-9_-]+$`));
    const shared = decodeShared(new URL(link).searchParams.get('shared'));
    expect(JSON.stringify(shared), 'nothing but answers and the definition hash').not.toMatch(/@/);

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      await expectResultsPage(other, dept, result);
      await expect(other.getByText(site.share.recalculated)).toHaveCount(0);
      await expectNoViolations(other, `${dept.routes.results} opened from a share link`);
      // only the anonymous usage counter's own bookkeeping (which events this tab already counted), never a result or an answer
      const kept = await other.evaluate(() => Object.keys(sessionStorage));
      expect(
        kept.filter((k) => !k.startsWith('usage')),
        'nothing stored in the other browser',
      ).toEqual([]);

      // a link made with another version of the questionnaire is recalculated, and says so
      await other.goto(`${dept.routes.results}?shared=${encodeShared({ ...shared!, hash: 'an-older-definition' })}`);
      await expect(other.getByText(site.share.recalculated)).toBeVisible();
      await expectResultsPage(other, dept, result);
    } finally {
      await fresh.close();
    }
  });

  test(`${dept.id}: a share link that does not decode shows a clear message, never a crash`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const wrongAnswers = encodeShared({ answers: { nonsense: 'x' }, hash: 'h' });
    for (const bad of ['garbage!', 'eyJ2IjoxfQ', wrongAnswers]) {
      await page.goto(`${dept.routes.results}?shared=${bad}`);
      await expect(page.getByRole('alert')).toHaveText(site.share.invalid);
      await expect(control(page, site.share.home)).toBeVisible();
    }
    await expectNoViolations(page, `${dept.routes.results} with a bad share link`);
    expect(errors).toEqual([]);
  });

  test(`${dept.id}: when the server cannot recalculate a good link, the page says so and Try again shows the result`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { result } = await complete(page, dept, choose(dept, 'mixed'));
    await control(page, label).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const down = (url: URL) => url.pathname === dept.api;
    await page.route(down, (route) => route.abort('connectionrefused'));
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(site.share.unavailable);
    await expect(page.getByText(site.share.invalid)).toHaveCount(0);
    await expectNoViolations(page, `${dept.routes.results} with a share link the server could not recalculate`);
    await page.unroute(down);
    await control(page, site.share.retry).click();
    await expectResultsPage(page, dept, result);
  });
}
