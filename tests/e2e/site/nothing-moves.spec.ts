import { expect, test, type Page } from '@playwright/test';
import { departments } from '../support/common/definitions.js';
import { holdScripts } from '../support/common/hold-scripts.js';
import { htmlInParts } from '../support/common/html-in-parts.js';
import { expectHydrated } from '../support/common/nav.js';

/** every control of the page's main region that shows, by its name and where it is */
const controls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main :is(button, a[href], input:not([type=hidden]), select, textarea)')]
      .filter((e) => e.offsetParent !== null)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.localName} "${(e.textContent || (e as HTMLInputElement).value).trim().slice(0, 40)}" at ${Math.round(r.x)},${Math.round(r.y)}, ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
  );

// a control that moves as the page's code takes over takes the tap meant for it somewhere else (docs/performance.md,
// "A tap after a tap"): on every page a visitor can start from, as painted and after a first tap before the code,
// on a laptop and, tapped, on a phone (where a text the code brings may wrap onto more lines)
const pages = ['/', '/quote-generator', ...departments.flatMap((d) => [d.routes.landing, d.routes.wizard])];
const cases = [
  { tapped: false, phone: false },
  { tapped: true, phone: false },
  { tapped: true, phone: true },
];
for (const url of pages)
  for (const { tapped, phone } of cases)
    test(`${url}: no control moves as the code takes over${tapped ? ' a choice tapped before it' : ''}${phone ? ', on a 375 px phone' : ''}`, async ({
      page,
    }) => {
      if (phone) await page.setViewportSize({ width: 375, height: 812 });
      const release = await holdScripts(page);
      await page.goto(url, { waitUntil: 'commit' });
      await page.getByRole('main').waitFor();
      const choice = page.locator('main label:has(input:is([type=radio], [type=checkbox]))').first();
      if (tapped && (await choice.count())) await choice.click();
      const before = await controls(page);
      release();
      await expectHydrated(page);
      // what the code changes on coming in, it has changed by the next frames
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const after = await controls(page);
      expect(
        after.filter((c) => !before.includes(c)),
        'controls moved, or came, as the code took over',
      ).toEqual([]);
      expect(
        before.filter((c) => !after.includes(c)),
        'controls moved, or went, as the code took over',
      ).toEqual([]);
    });

// a slow network brings a page in parts, and the browser paints each part as it comes: what it has painted must stay
// where it is as the rest comes (a layout shift, which Lighthouse and a visitor's thumb both see), on a phone and on a
// laptop, through the page's code taking over
test.describe('a page that arrives in parts', () => {
  let proxy: Awaited<ReturnType<typeof htmlInParts>>;
  test.beforeAll(async ({ baseURL }) => {
    proxy = await htmlInParts(baseURL!);
  });
  test.afterAll(async () => {
    await proxy.close();
  });
  for (const url of ['/', departments[0]!.routes.landing, departments[0]!.routes.wizard, '/quote-generator'])
    for (const width of [412, 1280])
      test(`${url} at ${width} px: nothing painted moves as the rest comes`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript(() => {
          const shifts: string[] = [];
          (window as unknown as { shifts: string[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as { value: number; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] }[])
              for (const s of e.sources) {
                const what = s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.textContent).slice(0, 80);
                const at = (r: DOMRect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
                shifts.push(`${what}: ${at(s.previousRect)} to ${at(s.currentRect)} (${e.value.toFixed(5)})`);
              }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(proxy.url + url);
        await expectHydrated(page);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), 'painted elements that moved').toEqual([]);
      });
});
