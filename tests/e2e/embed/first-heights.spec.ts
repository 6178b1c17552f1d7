import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { embedRoutes, type FirstHeights } from '../../../engine/display/embed.js';
import { departments, site } from '../support/common/definitions.js';

// web/embed-loader/first-heights.json, the height an embed's first question takes at each width, which /embed.js
// reserves before the frame loads: measured only when asked (EMBED_HEIGHTS=1), after an edit of a first question or
// of the page's look; embed.spec.ts fails on a stale table (the host would shift)
const widths = { from: 280, to: 1440, step: 8 };
const root = join(import.meta.dirname, '../../..');

const heightAt = async (page: Page, width: number): Promise<number> => {
  // tall enough that the page never scrolls: a scrollbar would take width from the page
  await page.setViewportSize({ width, height: 4000 });
  return page
    .locator('[data-embed-root]')
    .evaluate((el) => new Promise<number>((done) => requestAnimationFrame(() => done(Math.ceil(el.getBoundingClientRect().height)))));
};

/** the steps of the height over the widths: [from this width, height], found by sampling and halving between samples that differ */
async function steps(page: Page): Promise<[number, number][]> {
  const found: [number, number][] = [[widths.from, await heightAt(page, widths.from)]];
  const between = async (lo: number, hLo: number, hi: number, hHi: number): Promise<void> => {
    if (hLo === hHi) return;
    if (hi - lo === 1) return void found.push([hi, hHi]);
    const mid = Math.floor((lo + hi) / 2);
    const hMid = await heightAt(page, mid);
    await between(lo, hLo, mid, hMid);
    await between(mid, hMid, hi, hHi);
  };
  for (let w = widths.from; w < widths.to; w += widths.step) await between(w, found.at(-1)![1], w + widths.step, await heightAt(page, w + widths.step));
  return found;
}

test('the first question heights of every embed, for /embed.js', async ({ page }) => {
  test.skip(!process.env.EMBED_HEIGHTS, 'set EMBED_HEIGHTS=1 to write web/embed-loader/first-heights.json');
  test.setTimeout(1_800_000);
  const table: FirstHeights = {};
  for (const d of departments) {
    table[d.id] = {};
    for (const { code } of site.languages) {
      await page.goto(`${embedRoutes(d.id).wizard}?lang=${code}`);
      await expect(page.locator('[data-embed-root] form')).toBeVisible();
      await page.waitForLoadState('networkidle');
      table[d.id]![code] = await steps(page);
    }
  }
  writeFileSync(join(root, 'web/embed-loader/first-heights.json'), JSON.stringify(table) + '\n');
});
