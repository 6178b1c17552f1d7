import { expect, test, type Page } from '@playwright/test';
import { department, departments, site } from '../support/common/definitions.js';
import { expectHydrated, expectLandmarks, expectNavLinks, expectTitle, menuLinks, menuToggle } from '../support/common/nav.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { spec } from '../support/common/spec.js';
import { storedResult } from '../support/common/storage.js';
import { control } from '../support/wizard/wizard.js';

const openMenu = async (page: Page) => {
  await menuToggle(page, site.header.menuLabel).click();
};

test.describe('home page', () => {
  test('shows the title, hero, feature cards and starts the assessment', async ({ page }) => {
    await page.goto('/');
    await expectLandmarks(page);
    await expectTitle(page, site.home.documentTitle);
    await expect(page.getByRole('banner')).toContainText(site.title);
    await expect(page.getByRole('heading', { level: 1, name: site.home.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "Discover Your Sales Team's AI Potential" })).toBeVisible();
    for (const title of ['Quick Assessment', 'Instant Results', 'Executive Reports', ...site.home.features.map((f) => f.title)]) {
      await expect(page.getByRole('main')).toContainText(title);
    }
    await control(page, 'Start Your AI Assessment').click();
    await expect(page).toHaveURL('/assessment');
  });

  test('the How it Works, About and Contact placeholders go nowhere', async ({ page }) => {
    await page.goto('/');
    for (const label of ['How it Works', 'About', 'Contact']) {
      const entry = page.getByRole('banner').getByText(label, { exact: true }).filter({ visible: true });
      await expect(entry).toBeVisible();
      // a disabled placeholder is fine too: force sends the click either way
      await entry.click({ force: true });
      expect(new URL(page.url()).pathname, `${label} stays on the page`).toBe('/');
    }
  });

  test('the Departments menu works from the keyboard: Enter opens it, the arrows move through it, Escape closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = menuToggle(page, site.header.menuLabel);
    await expect(page.getByRole('heading', { level: 1, name: site.home.heading })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    // the disclosure opens on Enter before the page's code as after it
    await page.keyboard.press('Enter');
    await expect(menuLinks(page)).toHaveCount(departments.length);
    await expect(menuLinks(page)).toHaveText(departments.map((d) => d.menu.label));
    // the arrows and Escape are the code's
    await expectHydrated(page);
    await page.keyboard.press('ArrowDown');
    await expect(menuLinks(page).first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menuLinks(page).last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuLinks(page)).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('a tap outside the open menu, or a department followed, closes it', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
    await openMenu(page);
    await expect(menuLinks(page).first()).toBeVisible();
    // the page's top left corner, away from the menu at the top right
    await page.getByRole('main').click({ position: { x: 4, y: 4 } });
    await expect(menuLinks(page)).toHaveCount(0);
    await openMenu(page);
    await menuLinks(page).first().click();
    await expect(page).toHaveURL(departments[0]!.routes.landing);
    await expect(menuLinks(page)).toHaveCount(0);
  });

  test('the Departments menu lists every department in order and opens its landing page', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await expect(menuLinks(page)).toHaveText(departments.map((d) => d.menu.label));
    for (const dept of departments) {
      await page.goto('/');
      await openMenu(page);
      await menuLinks(page).getByText(dept.menu.label, { exact: true }).click();
      await expect(page).toHaveURL(dept.routes.landing);
      await expect(page.getByRole('heading', { level: 1, name: dept.landing.heading })).toBeVisible();
    }
  });

  test("the Departments menu has the spec's six entries (spec 1, section 2)", async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    for (const s of Object.values(spec)) {
      const item = menuLinks(page).getByText(s.menu, { exact: true });
      await expect(item).toBeVisible();
    }
    await menuLinks(page).getByText('Human Resources', { exact: true }).click();
    await expect(page).toHaveURL('/hr');
  });
});

for (const dept of departments) {
  test(`${dept.id} landing page shows its content, links and navigation`, async ({ page }) => {
    const { landing } = dept;
    await page.goto(dept.routes.landing);
    await expectLandmarks(page);
    await expectTitle(page, landing.documentTitle);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: landing.heading })).toBeVisible();
    const texts = [landing.intro, ...landing.stats.flatMap((s) => [s.value, s.label]), ...landing.claims];
    const more = [...landing.features.map((f) => f.title), landing.panel?.title, ...(landing.panel?.items ?? [])];
    for (const text of [...texts, ...more]) if (text) await expect(main).toContainText(text);
    await expectNavLinks(page, landing.nav);
    for (const button of landing.buttons.filter((b) => b.to)) {
      await page.goto(dept.routes.landing);
      await control(page, button.label).click();
      await expect(page).toHaveURL(button.to!);
    }
  });
}

test.describe('page heads', () => {
  test('each page keeps its own meta description as the visitor moves on', async ({ page }) => {
    const description = page.locator('meta[name="description"]');
    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(description).toHaveAttribute('content', site.home.metaDescription!);
    await control(page, site.home.button.label).click();
    await expect(page).toHaveURL(site.home.button.to!);
    const wizard = departments.find((d) => d.routes.wizard === site.home.button.to)!;
    await expect(description).toHaveAttribute('content', wizard.wizard.metaDescription!);
    await page.goto('/no-such-page');
    await expect(description).toHaveCount(0);
  });
});

test.describe('404 page', () => {
  // paths are case-sensitive: the server answers /SALES with 404, so the page says so too (not the Sales landing)
  for (const path of ['/no-such-page', '/results/extra', '/SALES']) {
    test(`${path} shows the 404 page with status 404, also on reload`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404);
      for (let visit = 0; visit < 2; visit++) {
        await expect(page).toHaveTitle(/Page Not Found/);
        await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
        await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
        await expect(page).toHaveURL(path);
        if (visit === 0) await page.reload();
      }
      await expectLandmarks(page);
    });
  }
});

test.describe('support debug and test pages', () => {
  for (const path of ['/support-debug', '/support-test']) {
    test(`${path} posts sample answers and lands on /support-results`, async ({ page }) => {
      const support = department('support');
      const request = page.waitForRequest((r) => new URL(r.url()).pathname === support.api && r.method() === 'POST');
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === support.api);
      await page.goto(path);
      const sent = await request;
      const answered = await response;
      expect(answered.status()).toBe(200);
      expect(Object.keys(sent.postDataJSON() as object)).toEqual(expect.arrayContaining(support.wizard.steps.map((s) => s.field)));
      await expect(page).toHaveURL('/support-results');
      const result = (await answered.json()) as Record<string, unknown>;
      await expectResultsPage(page, support, result);
      expect(await storedResult(page, support)).toMatchObject(result);
    });
  }
});

test("a visitor who scrolls down before the page's code has come keeps the scroll when it does", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // the page's code is held back until the visitor has scrolled
  let arrive!: () => void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // the load event waits for the held code: the page is read once the server's paint is in
  await page.goto(department('sales').routes.landing, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 300));
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  arrive();
  // hydrated: the header's menu button hears presses
  await expectHydrated(page);
  // the router resets the scroll in the render that hydrates, before the menu hears presses; two frames more for
  // anything done in a frame (no fixed time: a busy machine only takes longer to get here)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
});
