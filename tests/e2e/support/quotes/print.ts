import { expect, type Locator, type Page } from '@playwright/test';

// the printable width at 12 mm margins, in CSS pixels (96 per inch): A4 is 210 mm wide, Letter 8.5 in
const mm = 96 / 25.4;
export const paper = { A4: Math.floor((210 - 24) * mm), Letter: Math.floor((215.9 - 24) * mm) } as const;

/** under print media: no header, navigation, button or toast; the page's content still there */
export async function expectPrintedClean(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
  const main = page.getByRole('main');
  await expect(main.locator('h1')).toBeVisible();
  for (const b of await main.locator('button:not([role]), a.mantine-Button-root').all()) await expect(b, 'buttons do not print').toBeHidden();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  if ((await toasts.count()) > 0) await expect(toasts).toBeHidden();
}

/** each element keeps its colours on paper and is never cut across two pages */
export async function expectKeptWhole(targets: Locator, what: string): Promise<void> {
  const n = await targets.count();
  expect(n, `the page has ${what}`).toBeGreaterThan(0);
  for (const el of await targets.all()) {
    const style = await el.evaluate((e) => {
      const s = getComputedStyle(e);
      return { adjust: s.getPropertyValue('print-color-adjust') || s.getPropertyValue('-webkit-print-color-adjust'), breakInside: s.breakInside };
    });
    expect(style.adjust, `${what} keep their colours`).toBe('exact');
    expect(style.breakInside, `${what} are not split across pages`).toBe('avoid');
  }
}

/** a coloured element still has its background colour under print media */
export async function expectColourKept(target: Locator, what: string): Promise<void> {
  const style = await target.evaluate((e) => {
    const s = getComputedStyle(e);
    return { adjust: s.getPropertyValue('print-color-adjust') || s.getPropertyValue('-webkit-print-color-adjust'), background: s.backgroundColor };
  });
  expect(style.adjust, `${what} prints its colours`).toBe('exact');
  expect(style.background, `${what} has a background colour`).not.toBe('rgba(0, 0, 0, 0)');
}

/** the content fits the printable width of A4 and Letter, and Chromium lays out a PDF of each */
export async function expectFitsPaper(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [format, width] of Object.entries(paper)) {
    await page.setViewportSize({ width, height: 1000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `nothing runs off a ${format} page`).toBeLessThanOrEqual(0);
    const pdf = await page.pdf({ format, margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' }, printBackground: true });
    expect(pdf.subarray(0, 5).toString(), `a ${format} PDF`).toBe('%PDF-');
  }
  await page.setViewportSize(size);
}
