import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { fillTemplate } from '../../../../engine/display/format.js';
import type { Quotes, QuoteTextKey, Reports } from '../../../../engine/schema/index.js';
import { readDefinitions } from '../../../../node/read-definitions.js';

const { definitions } = readDefinitions();
export const quotes: Quotes = definitions.quotes;
export const reports: Reports = definitions.reports;

/** a text of quotes.yaml with its placeholders filled, as the page shows it */
export const qt = (key: QuoteTextKey, values: Record<string, number | string> = {}): string => fillTemplate(quotes.texts[key], values);

export const stepHeadings = [qt('assessmentHeading'), qt('solutionsHeading'), qt('contactHeading')];

/** the wizard's card while it shows step n (it is labelled by the step's heading) */
export const wizard = (page: Page, step: number): Locator => page.getByRole('region', { name: stepHeadings[step]!, exact: true });
/** the unstepped form under the wizard */
export const fullForm = (page: Page): Locator => page.getByRole('region', { name: qt('formHeading'), exact: true });

export const button = (scope: Locator, name: string): Locator => scope.getByRole('button', { name, exact: true });

/** the step heading of the wizard, which takes the focus on every step change */
export const stepHeading = (page: Page, step: number): Locator =>
  page.getByRole('main').getByRole('heading', { level: 2, name: stepHeadings[step]!, exact: true });

/** an option card: the <label> around its native radio or checkbox (Playwright's checks read the input it labels) */
const card = (scope: Locator, role: 'radio' | 'checkbox', title: string): Locator =>
  scope.locator('label').filter({ has: scope.page().getByRole(role, { name: new RegExp(`^${title}`) }) });
export const processCard = (scope: Locator, title: string): Locator => card(scope, 'radio', title);
export const solutionCard = (scope: Locator, title: string): Locator => card(scope, 'checkbox', title);

export interface Contact {
  name: string;
  email: string;
  phone?: string;
  validity?: number;
  notes?: string;
}

/** the contact fields of a form, by their labels */
export const fields = (scope: Locator) => ({
  name: scope.getByRole('textbox', { name: qt('fullName'), exact: true }),
  email: scope.getByRole('textbox', { name: qt('email'), exact: true }),
  phone: scope.getByRole('textbox', { name: qt('phone'), exact: true }),
  validity: scope.getByRole('combobox', { name: qt('validityDays'), exact: true }),
  notes: scope.getByRole('textbox', { name: qt('notes'), exact: true }),
});

/** types the contact details into a form with the mouse and keyboard, as a visitor would */
export async function fillContact(scope: Locator, c: Contact): Promise<void> {
  const f = fields(scope);
  await f.name.fill(c.name);
  await f.email.fill(c.email);
  if (c.phone !== undefined) await f.phone.fill(c.phone);
  if (c.validity !== undefined) await f.validity.selectOption(String(c.validity));
  if (c.notes !== undefined) await f.notes.fill(c.notes);
}

/** the field's message, as assistive technology reads it (Mantine links it with aria-describedby) */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

export async function expectNoFieldError(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

export const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const isQuoteApi = (url: URL): boolean => url.pathname === quotes.api;

/**
 * Presses a Generate Quote button with the request held, checks 'Generating...' (disabled) meanwhile, then lets
 * it through to the real server; returns what was sent and answered.
 */
export async function generate(page: Page, scope: Locator, press: (target: Locator) => Promise<void>) {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(isQuoteApi, async (route) => {
    await gate;
    await route.continue();
  });
  const request = page.waitForRequest((r) => isQuoteApi(new URL(r.url())) && r.method() === 'POST');
  const response = page.waitForResponse((r) => isQuoteApi(new URL(r.url())));
  await press(button(scope, qt('generate')));
  const sent = await request;
  await expect(button(scope, qt('generating')), 'the button reads Generating... while the request runs').toBeDisabled();
  release();
  const answered: Response = await response;
  await page.unroute(isQuoteApi);
  return { sent: sent.postDataJSON() as Record<string, unknown>, status: answered.status(), body: (await answered.json()) as Record<string, unknown> };
}

/** a calendar date as the browser shows it locally (the page must not move it by a time zone) */
export const browserLocalDate = (page: Page, iso: string): Promise<string> =>
  page.evaluate((d) => {
    const [y, m, day] = d.split('-').map(Number);
    // in the page's language (<html lang>), never the browser's default
    return new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'long' }).format(new Date(y!, m! - 1, day));
  }, iso);

/** the sideways overflow of the page (0 when it fits the viewport) */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
