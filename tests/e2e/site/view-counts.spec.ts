import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type { InsightsReport } from '../../../engine/insights/report.js';
import { insightsToken } from '../playwright.config.js';
import { departments } from '../support/common/definitions.js';
import { expectHydrated } from '../support/common/nav.js';

// the last department of the menu: its landing is the one visited
const dept = departments.at(-1)!;

/** the landing's views counted today, as GET /api/insights reports them (NaN while fewer than 5) */
async function viewsCounted(page: Page): Promise<number> {
  const res = await page.request.get(`/api/insights?department=${dept.id}&days=1`);
  expect(res.status()).toBe(200);
  const report = (await res.json()) as InsightsReport;
  const stages = report.departments.flatMap((d) => d.versions.flatMap((v) => v.funnel.filter((s) => s.stage === 'page_viewed')));
  return stages.reduce((sum, s) => sum + (typeof s.count === 'number' ? s.count : NaN), 0);
}

/** one visitor in a browser of their own: `leave` closes it as soon as the server's paint shows, the scripts held back */
async function visit(browser: Browser, how: 'stays' | 'leaves' | 'no script', options: BrowserContextOptions = {}): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: how !== 'no script', ...options });
  try {
    const page = await context.newPage();
    if (how === 'leaves') await page.route(/\.m?js(\?.*)?$/, () => new Promise<void>(() => {}));
    const image = how === 'no script' ? page.waitForResponse((r) => r.url().includes('/api/events/view')) : undefined;
    await page.goto(dept.routes.landing, { waitUntil: how === 'leaves' ? 'commit' : 'load' });
    await expect(page.getByRole('heading', { level: 1, name: dept.landing.heading })).toBeVisible();
    if (how === 'stays') await expectHydrated(page);
    if (image) expect((await image).status()).toBe(200);
  } finally {
    await context.close();
  }
}

test('12 visitors to a landing, some leaving before its code, are 12 views; a visit without script is one, one sending GPC none', async ({ page, browser }) => {
  expect((await page.request.post('/api/insights/session', { data: { token: insightsToken } })).status()).toBe(200);
  // counts under 5 read "fewer than 5": enough views first to read the count
  if (Number.isNaN(await viewsCounted(page))) {
    for (let i = 0; i < 5; i++) await visit(browser, 'stays');
    await expect.poll(() => viewsCounted(page)).toBeGreaterThanOrEqual(5);
  }
  const before = await viewsCounted(page);
  for (let i = 0; i < 12; i++) await visit(browser, i % 2 === 0 ? 'leaves' : 'stays');
  await expect.poll(() => viewsCounted(page)).toBeGreaterThanOrEqual(before + 12);
  expect(await viewsCounted(page), 'each visitor counted once').toBe(before + 12);

  // without script, by the page's image: once, and a reload takes the image from the cache
  const context = await browser.newContext({ javaScriptEnabled: false });
  const reader = await context.newPage();
  const image = reader.waitForResponse((r) => r.url().includes('/api/events/view'));
  await reader.goto(dept.routes.landing);
  expect((await image).status()).toBe(200);
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1, name: dept.landing.heading })).toBeVisible();
  await context.close();
  // a browser sending Global Privacy Control, with script and without: nothing
  await visit(browser, 'no script', { extraHTTPHeaders: { 'Sec-GPC': '1' } });
  const gpc = await browser.newContext();
  await gpc.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const gpcPage = await gpc.newPage();
  await gpcPage.goto(dept.routes.landing);
  await expectHydrated(gpcPage);
  await gpc.close();
  // a last visit without script marks the end: events are counted in the order they came, so once it is in, any
  // counted before it is too
  await visit(browser, 'no script');
  await expect.poll(() => viewsCounted(page)).toBeGreaterThanOrEqual(before + 14);
  expect(await viewsCounted(page), 'the no-script visit once, its reload and GPC never, and the last visit').toBe(before + 14);
});
