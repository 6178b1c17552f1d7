import { expect, test, type Page } from '@playwright/test';
import { expectNoViolationsWithoutScript } from '../support/common/axe.js';
import { button, fillContact, fullForm, processCard, qt, quotes, solutionCard, stepHeading, wizard } from '../support/quotes/quote-page.js';

test.use({ javaScriptEnabled: false });

/** the deliveries waiting in the lead outbox, as /api/health counts them */
const pending = async (page: Page): Promise<number> => {
  const health = (await (await page.request.get('/api/health')).json()) as { leads: { pending: number } };
  return health.leads.pending;
};

const [first, second] = quotes.solutions;
const process = quotes.proposalOptions[0]!;

test('without JavaScript the three steps go forward and back, and Generate Quote shows the quote; the same form sent again is the same quote', async ({
  page,
}) => {
  // six pages checked by axe, each in a browser of its own
  test.slow();
  await page.goto(quotes.route);
  // the first step and the full form beside it, as the server paints them
  await expectNoViolationsWithoutScript(page, 'the quote generator without JavaScript');
  // Next with nothing chosen: the step's own words, on the page, focused
  await button(wizard(page, 0), qt('continueToSolutions')).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(qt('assessmentHelp'));
  await expect(summary).toBeFocused();
  await expectNoViolationsWithoutScript(page, 'the first quote step refused without JavaScript');
  await processCard(wizard(page, 0), process.title).check();
  await button(wizard(page, 0), qt('continueToSolutions')).click();
  await expect(stepHeading(page, 1)).toBeFocused();
  await expect(page, 'nothing of the form in the address').toHaveURL(quotes.route);

  await expectNoViolationsWithoutScript(page, 'the second quote step without JavaScript');
  await button(wizard(page, 1), qt('continueToContact')).click();
  await expect(page.getByRole('alert')).toContainText(quotes.messages.selectedSolutions);
  await solutionCard(wizard(page, 1), first!.title).check();
  await solutionCard(wizard(page, 1), second!.title).check();
  await button(wizard(page, 1), qt('continueToContact')).click();
  await expect(stepHeading(page, 2)).toBeFocused();
  await expectNoViolationsWithoutScript(page, 'the third quote step without JavaScript');
  // Back keeps every choice
  await button(wizard(page, 2), qt('back')).click();
  await expect(stepHeading(page, 1)).toBeFocused();
  await expect(solutionCard(wizard(page, 1), first!.title)).toBeChecked();
  await expect(solutionCard(wizard(page, 1), second!.title)).toBeChecked();
  await button(wizard(page, 1), qt('continueToContact')).click();

  // a refused send: the app's message beside the field and in the summary, focused
  await button(wizard(page, 2), qt('generate')).click();
  await expect(page.getByRole('alert')).toContainText(quotes.messages.contactName);
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoViolationsWithoutScript(page, 'the contact step refused without JavaScript');
  await fillContact(wizard(page, 2), { name: 'Grace Hopper', email: 'grace@example.com', notes: 'No script here' });

  const before = await pending(page);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === quotes.route);
  await button(wizard(page, 2), qt('generate')).click();
  const form = (await posted).postData()!;
  const number = page.getByTestId('quote-number');
  await expect(number).toHaveText(/^Q-\d{4}-[A-Z0-9]+$/);
  const quoteNumber = (await number.textContent())!;
  await expect(page.getByRole('main')).toContainText('grace@example.com');
  await expect(page.getByRole('heading', { level: 2, name: qt('resultHeading') })).toBeFocused();
  await expect(page, 'no address holds the quote or the contact').toHaveURL(quotes.route);
  await expectNoViolationsWithoutScript(page, 'the quote without JavaScript');
  const stored = await pending(page);
  expect(stored, 'the quote went to the outbox').toBeGreaterThan(before);

  // the same form again (a reload of the answer, a second click): the same quote, nothing stored or sent again
  const again = await page.request.post(quotes.route, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: form });
  expect(again.status()).toBe(200);
  expect(await again.text()).toContain(quoteNumber);
  expect(await pending(page)).toBe(stored);
  // the new quote is a link back to the generator
  await page.getByRole('link', { name: qt('newQuote') }).click();
  await expect(stepHeading(page, 0)).toBeVisible();
});

test('without JavaScript the full form generates a quote once', async ({ page }) => {
  await page.goto(quotes.route);
  const form = fullForm(page);
  await button(form, qt('generate')).click();
  await expect(page.getByRole('alert')).toBeFocused();
  await expectNoViolationsWithoutScript(page, 'the full quote form refused without JavaScript');
  await fillContact(form, { name: 'Ada Lovelace', email: 'ada@example.com' });
  // the full form lists the solutions as plain checkboxes, not cards
  await form.getByRole('checkbox', { name: first!.title }).check();
  const posted = page.waitForRequest((r) => r.method() === 'POST');
  await button(form, qt('generate')).click();
  const body = (await posted).postData()!;
  await expect(page.getByTestId('quote-number')).toHaveText(/^Q-/);
  const quoteNumber = (await page.getByTestId('quote-number').textContent())!;
  const stored = await pending(page);
  const again = await page.request.post(quotes.route, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: body });
  expect(await again.text()).toContain(quoteNumber);
  expect(await pending(page)).toBe(stored);
});
