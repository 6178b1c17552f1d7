import { expect, type Page } from '@playwright/test';
import { quoteNumberPattern } from '../../../../api/storage/quote-number.js';
import { formatValue } from '../../../../engine/display/format.js';
import { browserLocalDate, button, processCard, quotes, solutionCard, stepHeading, wizard, type Contact } from './quote-page.js';
import { quoteSpec as spec, type SpecSolution } from './quote-spec.js';

const usd = (n: number) => formatValue(n, 'currency');

/** the generator's page, opened and drawn */
export async function openQuotePage(page: Page): Promise<void> {
  await page.goto(spec.route);
  await expect(page.getByRole('heading', { level: 1, name: quotes.heading })).toBeVisible();
}

/** from a fresh page to the contact step with the mouse: a process card, then the given solutions */
export async function reachContactStep(page: Page, process: string, solutions: SpecSolution[]): Promise<void> {
  await processCard(wizard(page, 0), process).click();
  await button(wizard(page, 0), spec.continueToSolutions).click();
  for (const s of solutions) await solutionCard(wizard(page, 1), s.title).click();
  await button(wizard(page, 1), spec.continueToContact).click();
  await expect(stepHeading(page, 2)).toBeFocused();
}

/** the step indicator names the three steps and marks only the current one with aria-current="step" */
export async function expectCurrentStep(page: Page, step: number): Promise<void> {
  const current = page.getByRole('main').locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(new RegExp(`${spec.steps[step]}$`));
  for (const label of spec.steps) await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: label }).first()).toBeVisible();
}

/** what the result view must show for a quote the server answered */
export async function expectQuoteShown(page: Page, body: Record<string, unknown>, contact: Contact, chosen: SpecSolution[]): Promise<void> {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { name: spec.resultHeading, exact: true });
  await expect(heading).toBeVisible();
  await expect(heading, 'the result heading takes the focus').toBeFocused();
  const number = String(body.quoteNumber);
  expect(number).toMatch(quoteNumberPattern);
  expect(number.startsWith(`${quotes.numberPrefix}-${new Date().getUTCFullYear()}-`)).toBe(true);
  await expect(main).toContainText(`${spec.quoteNumber}${number}`);
  expect(body.status).toBe('draft');
  // shown as sent (innerText follows text-transform: no upper-casing badge)
  await expect(main.getByText(String(body.status), { exact: true })).toHaveJSProperty('innerText', body.status);
  expect(body.contactName).toBe(contact.name);
  expect(body.contactEmail).toBe(contact.email);
  await expect(main).toContainText(contact.name);
  await expect(main).toContainText(contact.email);
  if (contact.phone) {
    expect(body.contactPhone).toBe(contact.phone);
    await expect(main).toContainText(contact.phone);
  } else {
    await expect(main.getByText('Phone', { exact: true }), 'no phone line without a phone').toHaveCount(0);
  }
  const total = chosen.reduce((t, s) => t + spec.costOf(s), 0);
  expect(body.totalCost, 'the server prices the quote as the spec does').toBe(total);
  await expect(main).toContainText(`Total Cost${usd(total)}`);
  const months = Math.max(...chosen.map((s) => s.months));
  expect(body.implementationTimeline, 'the solutions run in parallel: the longest one').toBe(months);
  await expect(main).toContainText(`Implementation${months} months`);
  const validity = contact.validity ?? Number(spec.validityDefault);
  const today = new Date();
  const expected = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + validity * 86_400_000);
  expect(body.validUntil).toBe(expected.toISOString().slice(0, 10));
  await expect(main).toContainText(`Valid Until${await browserLocalDate(page, String(body.validUntil))}`);
  const items = main.getByRole('listitem');
  for (const s of chosen) {
    const item = items.filter({ hasText: s.title });
    await expect(item).toHaveCount(1);
    const description = quotes.solutions.find((q) => q.id === s.id)!.description;
    for (const text of [description, s.category, usd(spec.costOf(s)), `${s.months} months`]) await expect(item).toContainText(text);
  }
  // a link: without script it opens a fresh generator
  await expect(main.getByRole('link', { name: spec.newQuote, exact: true })).toBeVisible();
  await expect(button(main, spec.print)).toBeVisible();
}
