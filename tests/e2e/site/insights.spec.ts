import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/common/axe.js';
import { tabTo } from '../support/wizard/keyboard.js';
import { insightsToken } from '../playwright.config.js';
import { expectHydrated } from '../support/common/nav.js';
import { site } from '../support/common/definitions.js';
import { holdScripts } from '../support/common/hold-scripts.js';

/** the page is hidden (the visitor leaves): the moment the app hands its events to sendBeacon */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/**
 * Keeps what the pages of this tab hand sendBeacon in its session (Chromium does not give Playwright a beacon's Blob
 * body), then lets the beacon go as it would. It runs before the page's own scripts, its inline view beacon too.
 */
const recordBeacons = (page: Page) =>
  page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob)
        void data
          .text()
          .then((t) => sessionStorage.setItem('e2e-beacons', JSON.stringify([...(JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as string[]), t])));
      return send(url, data);
    };
  });
const beacons = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as string[]);
/** every event the tab's beacons carried */
const eventsSent = async (page: Page) => (await beacons(page)).flatMap((b) => (JSON.parse(b) as { events: object[] }).events);

const visit = async (page: Page, { landingCode = true } = {}) => {
  // the server-painted start link is a plain link: a visitor quicker than the landing's code follows it
  if (!landingCode) await page.route('**/*.js', (r) => r.abort());
  await page.goto('/sales');
  await page.unrouteAll();
  await page.getByRole('link', { name: /start/i }).first().click();
  await expect(page.getByText(/Question 1 of/)).toBeVisible();
  // the app's code has come, so its own handler runs when the page is hidden
  await expectHydrated(page);
  await hide(page);
};

for (const [before, landingCode] of [
  ['', true],
  [", the start clicked before the landing's code ran", false],
] as const)
  test(`a visit counts each page's view as it shows and each event once, and the server takes them${before}`, async ({ page }) => {
    await recordBeacons(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await visit(page, { landingCode });
    expect((await answered).status(), 'POST /api/events answers 204').toBe(204);
    // the landing, the start and the first question on the path, each once; nothing that names the visitor
    await expect.poll(() => eventsSent(page)).toHaveLength(3);
    expect(await eventsSent(page)).toEqual(
      expect.arrayContaining([
        { kind: 'page_viewed', department: 'sales' },
        { kind: 'wizard_started', department: 'sales' },
        { kind: 'question_reached', department: 'sales', step: 1 },
      ]),
    );
  });

for (const [signal, script] of [
  ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
] as const) {
  test(`a browser sending ${signal} sends nothing`, async ({ page }) => {
    await page.addInitScript(script);
    await recordBeacons(page);
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/api/events') && sent.push(r.url())));
    await visit(page);
    // the page's inline beacon runs as the HTML is read, the app's inside the visibilitychange handler that hide()
    // ran: by now both have, or never will
    expect(await beacons(page)).toEqual([]);
    expect(sent).toEqual([]);
  });
}

test('/insights sign-in with the keyboard alone on a phone: a wrong token is refused, the right one opens the report, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/insights');
  const token = page.getByLabel('Insights token');
  await expect(token).toBeVisible();
  await expectNoViolations(page, '/insights sign-in');
  await tabTo(page, token);
  await page.keyboard.type('not-the-token-at-all-not-the-token');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('not the insights token');
  await expect(token).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(insightsToken);
  // on to the button and press it
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
  await expect(page.getByText('Counts from 1 to 4 read “fewer than 5”')).toBeVisible();
  // the report fits the phone: tables scroll inside their own box, the page does not scroll sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page, '/insights report on a phone');
  // the sign-in is a cookie the page's script cannot read
  expect(await page.evaluate(() => document.cookie)).not.toContain('insights=');
});

test('/insights: one department chosen shows that department alone', async ({ page }) => {
  await page.goto('/insights');
  await page.getByLabel('Insights token').fill(insightsToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
  await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Sales' });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sales', 'Quotes', site.insights.hosts.heading]);
  await expectNoViolations(page, '/insights report');
});

test('/insights before its code: the server paints the sign-in form, and a token typed and sent then signs in', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/insights', { waitUntil: 'commit' });
  const token = page.getByLabel('Insights token');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByText(site.notFound.heading)).toHaveCount(0);
  await token.fill(insightsToken);
  await token.press('Enter');
  // the form posted itself: the server signed in and painted the report
  await expect(page.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
  release();
  await expectHydrated(page);
  await expect(page.getByText('Counts from 1 to 4 read “fewer than 5”')).toBeVisible();
});

test('/insights: a token typed before the code came and sent after it signs in', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/insights', { waitUntil: 'commit' });
  await page.getByLabel('Insights token').fill(insightsToken);
  release();
  await expectHydrated(page);
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/insights/session'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await asked).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
});

test('/insights: a department chosen before the code came is the report the code shows', async ({ page }) => {
  expect((await page.request.post('/api/insights/session', { data: { token: insightsToken } })).status()).toBe(200);
  const release = await holdScripts(page);
  await page.goto('/insights', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 2, name: 'Marketing' })).toBeVisible();
  await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Sales' });
  release();
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sales', 'Quotes', site.insights.hosts.heading]);
  await expect(page.getByLabel('Department', { exact: true })).toHaveValue('sales');
});

test.describe('/insights without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a wrong token is said on the page, the right one opens the report, and its filters work', async ({ page }) => {
    // painted for this visitor: never kept by a cache
    expect((await page.goto('/insights'))?.headers()['cache-control']).toBe('no-store');
    const token = page.getByLabel('Insights token');
    await token.fill('not-the-token-at-all-not-the-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('That is not the insights token.');
    await page.getByLabel('Insights token').fill(insightsToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
    await page.getByLabel('Department', { exact: true }).selectOption({ label: 'Sales' });
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/department=sales/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sales', 'Quotes', site.insights.hosts.heading]);
    await expect(page.getByLabel('Department', { exact: true })).toHaveValue('sales');
  });
});
