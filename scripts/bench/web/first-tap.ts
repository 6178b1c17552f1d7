import type { Browser, Page } from '@playwright/test';
import { ms, type Row } from '../lib/table.js';

// a mid-range phone's speed, as the issue measured it
const cpuSlowdown = 4;
const tries = 400;

/** the page's first contentful paint, in ms from the navigation's start (once it has happened) */
// plain JavaScript sent as text: tsx would wrap a function passed to page.evaluate in helpers the page lacks (__name)
const firstPaint = (page: Page): Promise<number> =>
  page.evaluate<number>(`new Promise((done) => {
    const at = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (at !== undefined) return done(at);
    new PerformanceObserver((list, o) => {
      const e = list.getEntriesByName('first-contentful-paint')[0];
      if (e) {
        o.disconnect();
        done(e.startTime);
      }
    }).observe({ type: 'paint', buffered: true });
  })`);

/** the app's code has taken the page over: the header's menu has its enhancements (web/layout/header/departments-menu.tsx) */
const hydrated = (page: Page) => page.locator('header details[data-enhanced]').first().waitFor({ state: 'attached', timeout: 60_000 });

/**
 * Taps the wizard's first answer from the moment it shows, again and again, with the CPU slowed four times, and
 * finds the first tap that takes effect: the answer shows checked, and still does once the page's code has come.
 * Returns when that tap was made and the first paint, both in ms from the navigation's start.
 */
async function firstTap(browser: Browser, base: string, route: string): Promise<{ tap: number; paint: number; taps: number }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 915 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(route, { waitUntil: 'commit' });
    const answer = page.getByRole('main').getByRole('radio').or(page.getByRole('main').getByRole('checkbox')).first();
    await answer.waitFor({ state: 'visible', timeout: 60_000 });
    for (let taps = 1; taps <= tries; taps++) {
      const at = await page.evaluate<number>('performance.now()');
      await answer.click({ force: true, timeout: 5_000, noWaitAfter: true }).catch(() => {});
      if (!(await answer.isChecked().catch(() => false))) continue;
      await hydrated(page);
      if (await answer.isChecked()) return { tap: at, paint: await firstPaint(page), taps };
    }
    throw new Error(`no tap on the first answer of ${route} took effect in ${tries} tries`);
  } finally {
    await context.close();
  }
}

/** the first effective tap on each wizard against its first paint (the goal: the same moment, no dead window) */
export async function firstTapRows(browser: Browser, base: string, routes: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of routes) {
    const { tap, paint, taps } = await firstTap(browser, base, route);
    rows.push({
      section: 'web',
      figure: `${route}: first paint to the first tap that takes effect, CPU slowed ${cpuSlowdown}x`,
      value: ms(Math.max(0, tap - paint)),
      note: `first paint ${ms(paint)}, that tap at ${ms(tap)} (ratio ${(tap / paint).toFixed(2)}; the goal 1.00), ${taps} tap${taps === 1 ? '' : 's'}`,
    });
  }
  return rows;
}
