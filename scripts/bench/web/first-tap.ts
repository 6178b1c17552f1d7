import type { Browser, Page } from '@playwright/test';
import { checked, median, ms, type Row } from '../lib/table.js';

// a mid-range phone's speed, as the issue measured it
const cpuSlowdown = 4;
const viewport = { width: 412, height: 915 };
const tries = 1000;
const loads = 3;

// plain JavaScript sent as text: tsx would wrap a function passed to the page in helpers the page lacks (__name)

/** the page's first contentful paint, in ms from the navigation's start (once it has happened) */
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

/**
 * Every tap on the page as the browser stamped it (Event.timeStamp: when the input was made, not when the page got
 * to it, in ms from the navigation's start) and whether it landed on the wizard's first answer (its card or its
 * input), and every change of that answer; logged from before any script of the page runs
 */
const logTaps = `(() => {
  const first = () => document.querySelector('main input[type=radio], main input[type=checkbox]');
  const log = (window.__firstTap = { taps: [], changes: [] });
  addEventListener('pointerdown', (e) => {
    const card = e.target instanceof Element ? e.target.closest('label') : null;
    const input = card ? card.querySelector('input') : e.target;
    log.taps.push({ at: e.timeStamp, on: input !== null && input === first() });
  }, { capture: true });
  addEventListener('change', (e) => e.target === first() && log.changes.push(e.timeStamp), { capture: true });
})()`;
interface TapLog {
  taps: { at: number; on: boolean }[];
  changes: number[];
}
const tapLog = (page: Page) => page.evaluate<TapLog>('window.__firstTap');

/** the app's code has taken the page over: the header's menu has its enhancements (web/layout/header/departments-menu.tsx) */
const hydrated = (page: Page) => page.locator('header details[data-enhanced]').first().waitFor({ state: 'attached', timeout: 60_000 });

const firstAnswer = (page: Page) => page.getByRole('main').getByRole('radio').or(page.getByRole('main').getByRole('checkbox')).first();

/** where the wizard's first answer is on the screen: the centre of its card, from a load of its own */
async function answerSpot(browser: Browser, base: string, route: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ baseURL: base, viewport });
  try {
    const page = await context.newPage();
    await page.goto(route);
    return await firstAnswer(page).evaluate((el) => {
      const r = (el.closest('label') ?? el).getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
  } finally {
    await context.close();
  }
}

/**
 * Taps the spot of the wizard's first answer from the moment the page starts to arrive, again and again, with the
 * CPU slowed four times, as a visitor who knows their answer does: each tap is sent as soon as the last is
 * delivered, never waiting on the page. Once the answer has changed, the taps stop and the page's code is let
 * come; then every tap that landed on the answer must have taken effect once, none lost, undone or applied twice
 * (a radio checked; a checkbox checked after an odd number). Returns the first tap that changed the answer (as the
 * browser stamped it), the first paint, and the taps on the answer after the first paint that changed nothing.
 */
async function firstTap(browser: Browser, base: string, route: string): Promise<{ tap: number; paint: number; lost: number }> {
  const spot = await answerSpot(browser, base, route);
  const context = await browser.newContext({ baseURL: base, viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(logTaps);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(route, { waitUntil: 'commit' });
    let changed = false;
    const tapping = (async () => {
      for (let i = 0; i < tries && !changed; i++) await page.mouse.click(spot.x, spot.y);
    })();
    for (const waitUntil = Date.now() + 60_000; !changed && Date.now() < waitUntil;)
      changed = ((await tapLog(page).catch(() => undefined))?.changes.length ?? 0) > 0;
    await tapping;
    if (!changed) throw new Error(`no tap on the first answer of ${route} took effect in ${tries} tries`);
    await hydrated(page);
    const { taps, changes } = await tapLog(page);
    const on = taps.filter((t) => t.on);
    const radio = (await firstAnswer(page).getAttribute('type')) === 'radio';
    const expected = radio || on.length % 2 === 1;
    if ((await firstAnswer(page).isChecked()) !== expected)
      throw new Error(`${route}: ${on.length} taps on the first answer left it ${expected ? 'unchecked' : 'checked'} once the code came`);
    const tap = on.findLast((t) => t.at <= changes[0]!)!.at;
    const paint = await firstPaint(page);
    return { tap, paint, lost: on.filter((t) => t.at >= paint && t.at < tap).length };
  } finally {
    await context.close();
  }
}

/**
 * The first effective tap on each wizard against its first paint, the median of three loads (the goal: the same
 * moment), and the taps on the answer after the first paint that took no effect, over all three (the dead window's:
 * none). Between two taps the harness waits for the last to be delivered, which takes as long as the task the page
 * is running then: that, not the page ignoring a tap, is what puts a tap after the first paint.
 */
export async function firstTapRows(browser: Browser, base: string, routes: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < loads; i++) runs.push(await firstTap(browser, base, route));
    const after = runs.map((r) => Math.max(0, r.tap - r.paint));
    const lost = runs.reduce((sum, r) => sum + r.lost, 0);
    const each = runs.map((r) => `${ms(r.paint)} / ${ms(r.tap)}`).join(', ');
    rows.push(
      checked(
        {
          section: 'web',
          figure: `${route}: first paint to the first tap that takes effect, CPU slowed ${cpuSlowdown}x (median of ${loads}); taps lost after the first paint`,
          value: `${ms(median(after))}; ${lost}`,
          budget: 'the goal 0 ms; 0 lost',
          note: `first paint / that tap: ${each}; ratios ${runs.map((r) => (r.tap / r.paint).toFixed(2)).join(', ')} (the goal 1.00)`,
        },
        lost === 0,
      ),
    );
  }
  return rows;
}
