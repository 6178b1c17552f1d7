import { expect, test } from '@playwright/test';
import { choose } from '../support/wizard/answers.js';
import { departments } from '../support/common/definitions.js';
import { expectColourKept, expectFitsPaper, expectKeptWhole, expectPrintedClean } from '../support/quotes/print.js';
import { expectQuoteShown, reachContactStep } from '../support/quotes/quote-checks.js';
import { fillContact, generate, wizard } from '../support/quotes/quote-page.js';
import { quoteSpec } from '../support/quotes/quote-spec.js';
import { complete } from '../support/wizard/wizard.js';

test.describe('print', () => {
  for (const dept of departments) {
    test(`${dept.id} results page: content only, band colours kept, cards whole, A4 and Letter`, async ({ page }) => {
      await complete(page, dept, choose(dept, 'first'));
      await expect(page.getByRole('heading', { level: 1, name: dept.results.heading })).toBeVisible();
      await expectPrintedClean(page);
      // the next change reads on paper: its card whole, each line kept on one page
      for (const block of dept.results.blocks.filter((b) => b.kind === 'next-change' && b.title)) {
        const card = page
          .getByRole('main')
          .locator('section')
          .filter({ has: page.getByRole('heading', { name: block.title, exact: true }) });
        await expect(card.getByRole('listitem').first()).toBeVisible();
        await expectKeptWhole(card.getByRole('listitem'), `"${block.title}" lines`);
      }
      await expectColourKept(page.getByRole('main').locator('[data-color]').first(), 'the score band');
      await expectKeptWhole(page.getByRole('main').locator('.mantine-Card-root'), 'result cards');
      await expectFitsPaper(page);
    });
  }

  for (const route of ['/sales-report', '/company-report']) {
    test(`${route}: content only, cards whole, A4 and Letter`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      await expectPrintedClean(page);
      await expectKeptWhole(page.getByRole('main').locator('.mantine-Card-root, .mantine-Paper-root'), 'report cards');
      if (route === '/company-report') await expectColourKept(page.getByRole('main').locator('.mantine-Badge-root').first(), 'the status badge');
      await expectFitsPaper(page);
    });
  }

  test('a generated quote prints without navigation or buttons, on A4 and Letter', async ({ page }) => {
    await page.goto(quoteSpec.route);
    const chosen = [quoteSpec.solutions[3]!];
    await reachContactStep(page, 'Manual Process', chosen);
    const contact = { name: 'Pat Doe', email: 'pat@example.com', phone: '555 0142' };
    await fillContact(wizard(page, 2), contact);
    const { status, body } = await generate(page, wizard(page, 2), (b) => b.click());
    expect(status).toBe(201);
    await expectQuoteShown(page, body, contact, chosen);
    await expectPrintedClean(page);
    const main = page.getByRole('main');
    await expect(main.getByText(String(body.quoteNumber))).toBeVisible();
    await expect(main.getByRole('button', { name: quoteSpec.print })).toBeHidden();
    await expect(main.getByRole('link', { name: quoteSpec.newQuote })).toBeHidden();
    await expectKeptWhole(main.locator('.mantine-Card-root'), 'the quote card');
    await expectFitsPaper(page);
  });
});
