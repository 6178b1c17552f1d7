import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.js';
import { insightsToken } from './playwright.config.js';

/** the page is hidden (the visitor leaves): the moment the app hands its events to sendBeacon */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** the bodies of every POST /api/events the page sends while `act` runs */
async function beacons(page: Page, act: () => Promise<void>): Promise<string[]> {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events')) sent.push(r.postData() ?? '');
  });
  await act();
  await page.waitForTimeout(500);
  return sent;
}

const visit = async (page: Page) => {
  await page.goto('/sales');
  await page.getByRole('link', { name: /start/i }).first().click();
  await expect(page.getByText(/Question 1 of/)).toBeVisible();
  await hide(page);
};

test('a visit sends its anonymous events once the page is hidden', async ({ page }) => {
  const sent = await beacons(page, () => visit(page));
  // one beacon for the visit (Chromium does not hand Playwright a beacon's Blob body; tests/api/insights.test.ts checks what the server keeps)
  expect(sent).toHaveLength(1);
});

for (const [signal, script] of [
  ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
] as const) {
  test(`a browser sending ${signal} sends nothing`, async ({ page }) => {
    await page.addInitScript(script);
    expect(await beacons(page, () => visit(page))).toEqual([]);
  });
}

test('insights: a wrong token is refused, the right one opens the report; axe clean on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/insights');
  const token = page.getByLabel('Insights token');
  await expect(token).toBeVisible();
  await expectNoViolations(page, '/insights sign-in');
  await token.fill('not-the-token-at-all-not-the-token');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('not the insights token');
  await token.fill(insightsToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
  await expect(page.getByText('Counts from 1 to 4 read “fewer than 5”')).toBeVisible();
  await page.getByLabel('Department').selectOption({ label: 'Sales' });
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
  await expectNoViolations(page, '/insights report');
  // the sign-in is a cookie the page's script cannot read
  expect(await page.evaluate(() => document.cookie)).not.toContain('insights=');
});
