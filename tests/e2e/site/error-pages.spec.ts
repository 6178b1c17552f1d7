import { expect, test, type Page } from '@playwright/test';
import type { Site } from '../../../engine/schema/index.js';
import { readDefinitions } from '../../../node/read-definitions.js';
import { expectNoViolations } from '../support/common/axe.js';
import { expectHydrated } from '../support/common/nav.js';

// the texts are compared with the translated definitions, never written here: they arrive from the translators
const loaded = readDefinitions();
const languages = loaded.definitions.site.languages.map(({ code }) => {
  const found = loaded.inLanguage(code);
  if (!found) throw new Error(`site.yaml declares ${code} but it does not load`);
  return { code, ...found.definitions };
});
const spanish = languages.find((l) => l.code === 'es');
if (!spanish) throw new Error('site.yaml declares no Spanish: this spec reads the error page in it');

// a phone: its header's menu button says when the page's code has come
test.use({ viewport: { width: 390, height: 844 } });

/** the page's code has come (a click is then the app's navigation) */
const hydrated = (page: Page, _site: Site) => expectHydrated(page);

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test("a page whose department cannot be fetched says so in Spanish, its heading focused, and loads on 'try again'", async ({ page }) => {
    const { site, departments } = spanish;
    const wizard = departments.find((d) => d.routes.wizard === site.home.button.to);
    expect(wizard, "the home page's button opens a wizard").toBeDefined();
    await page.goto('/');
    await hydrated(page, site);
    // the department's definition (its file under /assets/definitions) cannot be fetched, as when the connection drops
    let failing = true;
    await page.route(/\/assets\/definitions\/department-[^/]*\.json$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    await page.getByRole('link', { name: site.home.button.label }).click();

    const heading = page.getByRole('heading', { level: 1, name: site.failed.heading });
    await expect(heading).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(new RegExp(site.failed.title));
    await expect(page.getByText(site.failed.hint)).toBeVisible();
    await expect(page.getByRole('link', { name: site.failed.home })).toHaveAttribute('href', '/');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expectNoViolations(page, 'the error page in Spanish');

    failing = false;
    await page.getByRole('button', { name: site.failed.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: wizard!.wizard.heading ?? wizard!.title })).toBeVisible();
    await expect(heading).toHaveCount(0);
  });
});

for (const { code, site } of languages) {
  test.describe(`in ${code}`, () => {
    test.use({ locale: code });

    test(`an address no page claims shows the 404 page in ${code}, its heading focused, with a link home`, async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await hydrated(page, site);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1, name: site.notFound.heading })).toBeFocused();
      await expect(page.getByText(site.notFound.hint)).toBeVisible();
      await expectNoViolations(page, `the 404 page in ${code}`);
      await page.getByRole('link', { name: site.notFound.home }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: site.home.heading })).toBeVisible();
    });
  });
}
