import { expect, test, type Page } from '@playwright/test';
import { departments } from '../support/common/definitions.js';
import { holdScripts } from '../support/common/hold-scripts.js';
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
