import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/common/axe.js';
import { openQuotePage, reachContactStep } from '../support/quotes/quote-checks.js';
import {
  button,
  expectFieldError,
  expectNoFieldError,
  fields,
  fillContact,
  fullForm,
  isQuoteApi,
  quotes,
  wizard,
  type Contact,
} from '../support/quotes/quote-page.js';
import { quoteSpec as spec } from '../support/quotes/quote-spec.js';

// what the visitor sees when the server fails or refuses a quote; the happy paths are in quotes.spec.ts
test.describe('quote generator', () => {
  test.beforeEach(async ({ page }) => openQuotePage(page));

  test('a failed request shows a destructive toast and keeps everything typed', async ({ page }) => {
    await page.route(
      (url) => url.pathname === quotes.api,
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side; please try again.', issues: [] } }),
        }),
    );
    await reachContactStep(page, 'AI-Generated', [spec.solutions[4]!]);
    const contact = wizard(page, 2);
    const typed: Contact = { name: 'Ann Lee', email: 'ann@example.org', phone: '555 0100', validity: 90, notes: 'Call after 3pm' };
    await fillContact(contact, typed);
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === quotes.api);
    await button(contact, spec.generate).click();
    expect((await response).status()).toBe(500);
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('[data-variant="destructive"]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(quotes.texts.failureTitle);
    const f = fields(contact);
    await expect(f.name).toHaveValue(typed.name);
    await expect(f.email).toHaveValue(typed.email);
    await expect(f.phone).toHaveValue(typed.phone!);
    await expect(f.validity).toHaveValue(String(typed.validity));
    await expect(f.notes).toHaveValue(typed.notes!);
    await expect(button(contact, spec.generate)).toBeEnabled();
    await expect(fields(fullForm(page)).name).toHaveValue(typed.name);
    // the full form lists the solutions as plain checkboxes, not cards
    await expect(fullForm(page).getByRole('checkbox', { name: spec.solutions[4]!.title })).toBeChecked();
    await expectNoViolations(page, 'quote step 3 with the failure toast');
  });

  test('when the server cannot be reached, the toast says so and everything typed is kept', async ({ page }) => {
    await page.route(
      (url) => url.pathname === quotes.api,
      (route) => route.abort('connectionrefused'),
    );
    await reachContactStep(page, 'AI-Generated', [spec.solutions[4]!]);
    const contact = wizard(page, 2);
    const typed: Contact = { name: 'Ann Lee', email: 'ann@example.org', phone: '555 0100', validity: 90, notes: 'Call after 3pm' };
    await fillContact(contact, typed);
    await button(contact, spec.generate).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('[data-variant="destructive"]');
    await expect(toast).toContainText(quotes.texts.failureTitle);
    await expect(toast).toContainText(quotes.texts.failureDescription);
    await expect(fields(contact).name).toHaveValue(typed.name);
    await expect(button(contact, spec.generate)).toBeEnabled();
  });

  test("the server's refusals show beside their fields: validity out of range, control characters", async ({ page }) => {
    await reachContactStep(page, 'Automated Tool', [spec.solutions[0]!]);
    const contact = wizard(page, 2);
    const f = fields(contact);
    // the page offers 15 to 90 days only and refuses control characters itself (the server's schema): the request is altered on its way to the real server
    let validityDays = 0;
    let bell = true;
    await page.route(isQuoteApi, (route) => {
      const sent = route.request().postDataJSON() as { customNotes: string };
      const customNotes = bell ? sent.customNotes.replace(' ', '\u0007') : sent.customNotes;
      return route.continue({ postData: JSON.stringify({ ...sent, customNotes, validityDays }) });
    });
    await fillContact(contact, { name: 'Lee Chan', email: 'lee@example.com', notes: 'Pasted bell' });
    let response = page.waitForResponse((r) => isQuoteApi(new URL(r.url())));
    await button(contact, spec.generate).click();
    expect((await response).status()).toBe(400);
    const summary = contact.getByRole('alert');
    await expect(summary).toBeFocused();
    await expectFieldError(f.validity, spec.messages.validityMin);
    await expectFieldError(f.notes, 'must not contain control characters');
    await expect(summary).toContainText(spec.messages.validityMin);
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('[data-variant="destructive"]')).toBeVisible();
    await expect(f.name, 'what was typed stays').toHaveValue('Lee Chan');
    await expectNoViolations(page, "quote step 3 with the server's messages");

    bell = false;
    await f.notes.fill('Pasted, bell');
    await expectNoFieldError(f.notes);
    validityDays = 366;
    response = page.waitForResponse((r) => isQuoteApi(new URL(r.url())));
    await button(contact, spec.generate).click();
    expect((await response).status()).toBe(400);
    await expectFieldError(f.validity, spec.messages.validityMax);
    await expect(summary).toBeFocused();
  });
});
