import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/common/axe.js';
import { tabTo } from '../support/wizard/keyboard.js';
import { insightsToken } from '../playwright.config.js';

/** the page is hidden (the visitor leaves): the moment the app hands its events to sendBeacon */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/**
 * Keeps what the page hands sendBeacon in window.beacons (Chromium does not give Playwright a beacon's Blob
 * body), then lets the beacon go as it would.
 */
const recordBeacons = (page: Page) =>
  page.addInitScript(() => {
    const w = window as Window & { beacons?: string[] };
    const send = navigator.sendBeacon.bind(navigator);
    w.beacons = [];
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((t) => w.beacons!.push(t));
      return send(url, data);
    };
  });
const beacons = (page: Page) => page.evaluate(() => (window as Window & { beacons?: string[] }).beacons ?? []);

const visit = async (page: Page, { landingCode = true } = {}) => {
  // the server-painted start link is a plain link: a visitor quicker than the landing's code follows it
  if (!landingCode) await page.route('**/*.js', (r) => r.abort());
  await page.goto('/sales');
  await page.unrouteAll();
  await page.getByRole('link', { name: /start/i }).first().click();
  await expect(page.getByText(/Question 1 of/)).toBeVisible();
  // the server paints the question before the page's code is in; a visitor who leaves before that sends nothing
  await expect(page.locator('main form[inert]')).toHaveCount(0);
  await hide(page);
};

for (const [before, landingCode] of [
  ['', true],
  [", the start clicked before the landing's code ran", false],
] as const)
  test(`a visit sends its anonymous events in one beacon once the page is hidden, and the server takes them${before}`, async ({ page }) => {
    await recordBeacons(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await visit(page, { landingCode });
    expect((await answered).status(), 'POST /api/events answers 204').toBe(204);
    await expect.poll(() => beacons(page)).toHaveLength(1);
    const [body] = await beacons(page);
    // the landing, the start and the first question on the path; nothing that names the visitor
    expect(JSON.parse(body!)).toEqual({
      events: [
        { kind: 'page_viewed', department: 'sales' },
        { kind: 'wizard_started', department: 'sales' },
        { kind: 'question_reached', department: 'sales', step: 1 },
      ],
    });
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
    // the app hands its events to sendBeacon inside the visibilitychange handler that hide() ran: by now it has, or never will
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
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sales', 'Quotes']);
  await expectNoViolations(page, '/insights report');
});
