import { expect, test, type Page } from '@playwright/test';
import { start, type Started } from '../../api/support/spawn-server.js';
import { expectNoViolations } from '../support/common/axe.js';
import { expectHydrated } from '../support/common/nav.js';
import { insightsToken } from '../playwright.config.js';

// a server of this spec's own: its short sign-in window and its wrong tries disturb no other spec's sign-in; long
// enough that five tries fit in it on a busy machine
const windowSeconds = 30;
let server: Started;
let base = '';

test.beforeAll(async () => {
  // a shared 2-core machine under load can take over a minute to start the server
  test.setTimeout(180_000);
  server = start({ INSIGHTS_TOKEN: insightsToken, INSIGHTS_SIGN_IN_WINDOW_SECONDS: String(windowSeconds) });
  base = `http://127.0.0.1:${await server.port}`;
});

test.afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exit;
});

/** types the token and sends it, waiting for the server's answer */
async function signIn(page: Page, token: string): Promise<number> {
  await page.getByLabel('Insights token').fill(token);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/insights/session'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  return (await answered).status();
}

test('/insights in Spanish: after five wrong tokens the visitor reads how long to wait, and once it is over the right token signs in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${base}/insights?lang=es`);
  // signs in through the API, as the page's code does: a form sent before the code came would post the page itself
  await expectHydrated(page);
  for (let i = 0; i < 5; i++) {
    expect(await signIn(page, `not-the-token-${i}-not-the-token-not-the-token`)).toBe(401);
    await expect(page.getByRole('alert')).toContainText('That is not the insights token.');
  }
  expect(await signIn(page, insightsToken)).toBe(429);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/Demasiados tokens incorrectos; espere \d+ segundos? antes de volver a intentarlo/);
  await expectNoViolations(page, '/insights told to wait');
  const seconds = Number(/espere (\d+) segundo/.exec((await alert.textContent()) ?? '')![1]);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  // the visitor waits as long as they were told, and no longer
  await page.waitForTimeout(seconds * 1000);
  // signed in, the page asks for the report, which a busy machine takes seconds to count
  const report = page.waitForResponse((r) => r.url().includes('/api/insights?'));
  expect(await signIn(page, insightsToken)).toBe(200);
  expect((await report).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Sales' })).toBeVisible();
});
