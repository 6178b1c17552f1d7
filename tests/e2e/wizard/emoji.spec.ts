import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/common/axe.js';
import { department, site } from '../support/common/definitions.js';
import { questionHeading } from '../support/wizard/wizard.js';
import { optionsOf } from '../../../engine/answers/question-kinds.js';

// this machine's Debian Chromium has no colour emoji font: a glyph left to the system would be an empty box
const sales = department('sales');
const firstStep = sales.wizard.steps[0]!;
const emojiImages = (page: Page): Locator => page.getByRole('main').locator('img[src*="/twemoji-"]');

/** every emoji image on the page has loaded and paints: decoded, and more than a fifth of its pixels coloured */
async function expectDrawn(page: Page, count: number): Promise<void> {
  const images = emojiImages(page);
  await expect(images).toHaveCount(count);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('aria-hidden', 'true');
    await expect
      .poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth > 0), { message: (await img.getAttribute('src')) ?? '' })
      .toBe(true);
    const painted = await img.evaluate((e: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 36;
      const context = canvas.getContext('2d')!;
      context.drawImage(e, 0, 0, 36, 36);
      const alpha = context.getImageData(0, 0, 36, 36).data.filter((_, i) => i % 4 === 3);
      return alpha.filter((a) => a > 0).length / alpha.length;
    });
    expect(painted, `${await img.getAttribute('src')} paints`).toBeGreaterThan(0.2);
  }
  // no emoji is left as text, to be drawn (or not) by the system's fonts
  expect(await page.getByRole('main').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
}

test('an option card draws its emoji from Twemoji, the same on every system', async ({ page }) => {
  await page.goto(sales.routes.wizard);
  await expect(questionHeading(page, sales, 0)).toBeVisible();
  const withEmoji = optionsOf(firstStep).filter((o) => o.emoji);
  expect(withEmoji.length).toBeGreaterThan(0);
  await expectDrawn(page, withEmoji.length);
  // the most colourful drawing of the question, so the baseline shows at a glance that it is drawn
  const shown = withEmoji.find((o) => o.emoji === '🚀') ?? withEmoji[0]!;
  // the card is the label of its radio button
  const card = page
    .getByRole('main')
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: shown.label }) });
  const box = await card.locator('img').boundingBox();
  // sized like the 1.5rem text it replaces, so the card keeps its height
  expect([box?.width, box?.height]).toEqual([24, 24]);
  await expect(card).toHaveScreenshot('sales-option-card.png', { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' });
  await expectNoViolations(page, sales.routes.wizard);
});

test('feature cards of the home page and a landing page draw their emoji', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expectDrawn(page, site.home.features?.filter((f) => f.emoji).length ?? 0);
  await page.goto(sales.routes.landing);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectDrawn(page, sales.landing.features?.filter((f) => f.emoji).length ?? 0);
  const feature = page.getByRole('main').locator('img[src*="/twemoji-"]').first();
  expect((await feature.boundingBox())?.height).toBe(32);
});

test('the quote generator draws its process cards emoji', async ({ page }) => {
  await page.goto('/quote-generator');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(emojiImages(page).first()).toBeVisible();
  await expectDrawn(page, await emojiImages(page).count());
});

test('the drawings are served as immutable SVG files', async ({ page, request }) => {
  await page.goto(sales.routes.wizard);
  const src = await emojiImages(page).first().getAttribute('src');
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  expect(response.headers()['cache-control']).toContain('immutable');
  // only the drawings the definitions use are shipped
  expect((await request.get(src!.replace(/[^/]+\.svg$/, '1f984.svg'))).status()).toBe(404);
});
