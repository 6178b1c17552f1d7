import { expect, test, type ConsoleMessage } from '@playwright/test';
import { departments, site } from '../support/common/definitions.js';

const d = departments[0]!;
/** each kind of page the server sends: its address and its tab title */
const pages = [
  { kind: 'home', path: '/', title: site.home.documentTitle ?? site.title },
  { kind: 'landing', path: d.routes.landing, title: d.landing.documentTitle ?? d.landing.heading },
  { kind: 'wizard', path: d.routes.wizard, title: d.wizard.documentTitle ?? d.wizard.heading ?? d.title },
  { kind: '404', path: '/no-such-page', title: site.notFound.title },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { kind, path, title } of pages) {
    test(`the ${kind} page names itself and says it needs JavaScript`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      // Playwright's text search skips <noscript>: its paragraph is found by role
      await expect(page.getByRole('paragraph')).toHaveText(site.noScript);
    });
  }
});

test.describe('with JavaScript', () => {
  for (const { kind, path } of pages) {
    test(`the ${kind} page starts from the definitions in the page, with no warning or error in the console`, async ({ page }) => {
      const said: string[] = [];
      // the 404 status of the page itself is what the server must answer, not a fault of the page
      const ownStatus = (m: ConsoleMessage) => kind === '404' && new URL(m.location().url).pathname === path;
      page.on('console', (m) => void (['warning', 'error'].includes(m.type()) && !ownStatus(m) && said.push(`${m.type()}: ${m.text()}`)));
      page.on('pageerror', (e) => said.push(`pageerror: ${e.message}`));
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      // with JavaScript on, the browser draws nothing of <noscript>
      await expect(page.locator('noscript p')).toHaveCount(0);
      expect(said).toEqual([]);
    });
  }
});
