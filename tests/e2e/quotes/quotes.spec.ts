import { expect, test } from '@playwright/test';
import { emojiName } from '../../../engine/display/emoji.js';
import { formatValue } from '../../../engine/display/format.js';
import { expectNoViolations } from '../support/common/axe.js';
import { focusedRole, pressUntilFocused, tabTo, tabToRole } from '../support/wizard/keyboard.js';
import { expectLandmarks } from '../support/common/nav.js';
import { expectCurrentStep, expectQuoteShown, openQuotePage } from '../support/quotes/quote-checks.js';
import {
  button,
  expectFieldError,
  expectNoFieldError,
  fields,
  fillContact,
  fullForm,
  generate,
  processCard,
  quotes,
  sidewaysOverflow,
  solutionCard,
  stepHeading,
  wizard,
  type Contact,
} from '../support/quotes/quote-page.js';
import { quoteSpec as spec } from '../support/quotes/quote-spec.js';

const usd = (n: number) => formatValue(n, 'currency');
test.describe('quote generator', () => {
  test.beforeEach(async ({ page }) => openQuotePage(page));

  test('step 1: five process cards, exactly one chosen, the score and its message, Back disabled', async ({ page }) => {
    await expectLandmarks(page);
    await expectCurrentStep(page, 0);
    const step = wizard(page, 0);
    await expect(stepHeading(page, 0)).toHaveText(spec.question);
    await expect(step.getByRole('radio')).toHaveCount(spec.processes.length);
    await expect(button(step, 'Back')).toBeDisabled();
    await expect(button(step, spec.continueToSolutions)).toBeDisabled();
    // what shows: the box keeps its place, hidden, with every text it may show (innerText leaves out what is hidden)
    await expect(step).not.toContainText('Current Process Score', { useInnerText: true });
    await expectNoViolations(page, 'quote step 1, nothing chosen');
    for (const p of spec.processes) {
      const card = processCard(step, p.title);
      const option = quotes.proposalOptions.find((o) => o.id === p.id)!;
      for (const text of [option.description, `Time per proposal: ${p.time}`, `Error rate: ${p.errors}`, `Scalability: ${p.scale}`, `${p.score}/10`]) {
        await expect(card).toContainText(text);
      }
      // the emoji is drawn as a Twemoji image (emoji.spec.ts proves it paints), not left to the system's fonts
      await expect(card.locator('img')).toHaveAttribute('src', new RegExp(`/twemoji-[^/]+/${emojiName(option.emoji)}\\.svg$`));
      await card.click();
      await expect(card).toBeChecked();
      await expect(step.getByRole('radio', { checked: true }), 'exactly one card is chosen').toHaveCount(1);
      await expect(step).toContainText(`Current Process Score: ${p.score}/10`, { useInnerText: true });
      await expect(step).toContainText(spec.band(p.score), { useInnerText: true });
      for (const other of spec.processes.filter((o) => spec.band(o.score) !== spec.band(p.score)))
        await expect(step, 'only the chosen band shows').not.toContainText(spec.band(other.score), { useInnerText: true });
      await expect(step.locator('.mantine-Progress-section'), 'the bar is score / 10').toHaveAttribute(
        'style',
        new RegExp(`--progress-section-size: ${p.score * 10}%`),
      );
    }
    await expect(button(step, spec.continueToSolutions)).toBeEnabled();
    await expect(button(step, 'Back')).toBeDisabled();
    await expectNoViolations(page, 'quote step 1 with a choice');
  });

  test('the whole wizard with the mouse: messages, estimate, the quote the server stored and its printing', async ({ page }) => {
    await processCard(wizard(page, 0), 'Template-Based').click();
    await button(wizard(page, 0), spec.continueToSolutions).click();

    // step 2: card or checkbox toggles, the summary follows
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(stepHeading(page, 1)).toHaveText(spec.solutionsHeading);
    await expectCurrentStep(page, 1);
    const step = wizard(page, 1);
    const forward = button(step, spec.continueToContact);
    await expect(forward).toBeDisabled();
    await expect(step).toContainText(spec.messages.selectedSolutions);
    await expect(step).toContainText(`0 selected${spec.estimatedCost}$0${spec.annualSavings}$0`);
    await expect(step.getByRole('checkbox')).toHaveCount(spec.solutions.length);
    await expectNoViolations(page, 'quote step 2, nothing chosen');
    const [chatbot, platform, analytics] = [spec.solutions[0]!, spec.solutions[1]!, spec.solutions[2]!];
    await solutionCard(step, chatbot.title).getByText(chatbot.title, { exact: true }).click();
    await solutionCard(step, analytics.title).getByText(quotes.solutions[2]!.description).click();
    await solutionCard(step, platform.title).click();
    await solutionCard(step, platform.title).click();
    await expect(solutionCard(step, platform.title)).not.toBeChecked();
    for (const s of [chatbot, analytics]) await expect(solutionCard(step, s.title)).toBeChecked();
    const chosen = [chatbot, analytics];
    const cost = chosen.reduce((t, s) => t + spec.costOf(s), 0);
    const savings = chosen.reduce((t, s) => t + spec.savingsOf(s), 0);
    await expect(step).toContainText(`2 selected${spec.estimatedCost}${usd(cost)}${spec.annualSavings}${usd(savings)}`);
    expect([usd(cost), usd(savings)]).toEqual(['$2,500', '$90,000']);
    await expect(step).not.toContainText(spec.messages.selectedSolutions);
    await expectNoViolations(page, 'quote step 2 with two solutions');

    // back keeps the choice; forward again
    await button(step, 'Back').click();
    await expect(stepHeading(page, 0)).toBeFocused();
    await expect(processCard(wizard(page, 0), 'Template-Based')).toBeChecked();
    await button(wizard(page, 0), spec.continueToSolutions).click();
    await expect(solutionCard(wizard(page, 1), chatbot.title)).toBeChecked();
    await button(wizard(page, 1), spec.continueToContact).click();

    // step 3: the spec's fields and messages
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(stepHeading(page, 2)).toHaveText(spec.contactHeading);
    await expectCurrentStep(page, 2);
    const contact = wizard(page, 2);
    const f = fields(contact);
    for (const [key, label] of Object.entries(spec.labels)) {
      const role = key === 'validity' ? 'combobox' : 'textbox';
      await expect(contact.getByRole(role, { name: label, exact: true }), `one field labelled "${label}"`).toHaveCount(1);
      await expect(f[key as keyof typeof f]).toBeVisible();
    }
    await expect(f.validity.locator('option')).toHaveText(spec.validityOptions.map((d) => `${d} days`));
    await expect(f.validity).toHaveValue(spec.validityDefault);
    await expect(button(contact, 'Back')).toBeEnabled();
    await expectNoViolations(page, 'quote step 3, empty');

    await button(contact, spec.generate).click();
    const summary = contact.getByRole('alert');
    await expect(summary, 'the error summary takes the focus').toBeFocused();
    await expect(summary.getByRole('heading')).toBeVisible();
    await expect(summary).toContainText(spec.messages.contactName);
    await expect(summary).toContainText(spec.messages.contactEmail);
    await expectFieldError(f.name, spec.messages.contactName);
    await expectFieldError(f.email, spec.messages.contactEmail);
    await expectNoFieldError(f.phone);
    await expectNoViolations(page, 'quote step 3 with its messages');
    await summary.getByRole('link', { name: spec.messages.contactEmail }).click();
    await expect(f.email, 'a summary link moves to its field').toBeFocused();
    await f.email.fill('jane@company');
    await expectFieldError(f.email, spec.messages.contactEmail);
    await f.name.fill('Jane Smith');
    await expectNoFieldError(f.name);

    const typed: Contact = { name: 'Jane Smith', email: 'jane@example.com', phone: '(555) 123-4567', validity: 45, notes: 'Start in Q3' };
    await fillContact(contact, typed);
    await expect(summary).toHaveCount(0);
    const { sent, status, body } = await generate(page, contact, (b) => b.click());
    expect(status).toBe(201);
    expect(sent).toEqual({
      contactName: typed.name,
      contactEmail: typed.email,
      contactPhone: typed.phone,
      selectedSolutions: chosen.map((s) => s.id),
      customNotes: typed.notes,
      validityDays: typed.validity,
    });
    await expectQuoteShown(page, body, typed, chosen);
    await expectLandmarks(page);
    await expectNoViolations(page, 'the generated quote');

    // Print Quote calls the browser's print; Generate New Quote returns with everything kept
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await button(page.getByRole('main'), spec.print).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByRole('main').getByRole('link', { name: spec.newQuote, exact: true }).click();
    await expect(stepHeading(page, 0)).toBeFocused();
    await expect(processCard(wizard(page, 0), 'Template-Based')).toBeChecked();
    await button(wizard(page, 0), spec.continueToSolutions).click();
    for (const s of chosen) await expect(solutionCard(wizard(page, 1), s.title)).toBeChecked();
    await expect(fields(fullForm(page)).name).toHaveValue(typed.name);
  });

  test("the unstepped form shares the wizard's state and validation and generates a quote", async ({ page }) => {
    const form = fullForm(page);
    const send = button(form, spec.generate);
    await expect(send, 'disabled while no solution is chosen').toBeDisabled();
    await expect(send).toHaveAccessibleDescription(spec.messages.selectedSolutions);
    const [chatbot, , , marketing] = spec.solutions;
    await form.getByRole('checkbox', { name: marketing!.title, exact: true }).check();
    await expect(send).toBeEnabled();

    // the same choice shows in the wizard, and a change there shows here
    await processCard(wizard(page, 0), 'Manual Process').click();
    await button(wizard(page, 0), spec.continueToSolutions).click();
    await expect(solutionCard(wizard(page, 1), marketing!.title)).toBeChecked();
    await expect(wizard(page, 1)).toContainText(`1 selected${spec.estimatedCost}${usd(spec.costOf(marketing!))}`);
    await solutionCard(wizard(page, 1), chatbot!.title).click();
    await expect(form.getByRole('checkbox', { name: chatbot!.title, exact: true })).toBeChecked();

    await send.click();
    const summary = form.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(wizard(page, 1).getByRole('alert'), 'the summary shows at the form that was sent').toHaveCount(0);
    const f = fields(form);
    await expectFieldError(f.name, spec.messages.contactName);
    await expectFieldError(f.email, spec.messages.contactEmail);
    await expectNoViolations(page, 'the unstepped form with its messages');

    const typed: Contact = { name: 'Sam Ortiz', email: 'sam@example.net' };
    await fillContact(form, typed);
    await expect(f.validity).toHaveValue(spec.validityDefault);
    const { sent, status, body } = await generate(page, form, (b) => b.click());
    expect(status).toBe(201);
    expect(sent).toMatchObject({
      contactName: typed.name,
      contactEmail: typed.email,
      contactPhone: '',
      selectedSolutions: [chatbot!.id, marketing!.id],
      validityDays: 30,
    });
    expect(body.contactPhone).toBeNull();
    await expectQuoteShown(page, body, typed, [chatbot!, marketing!]);
  });

  test('keyboard only: one Tab stop and arrows for the process, Space for solutions, the summary links, Enter to send', async ({ page }) => {
    const crm = processCard(wizard(page, 0), 'CRM-Generated');
    await tabToRole(page, ['radio']);
    // the focus is on the card's own native radio
    await pressUntilFocused(page, 'ArrowDown', wizard(page, 0).getByRole('radio', { name: /^CRM-Generated/ }), spec.processes.length);
    await page.keyboard.press('Space');
    await expect(crm).toBeChecked();
    await expect(wizard(page, 0)).toContainText(spec.band(6), { useInnerText: true });
    await page.keyboard.press('Tab');
    expect(await focusedRole(page), 'the cards are one Tab stop').not.toBe('radio');
    await tabTo(page, button(wizard(page, 0), spec.continueToSolutions));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 1)).toBeFocused();

    const chosen = [spec.solutions[1]!, spec.solutions[4]!];
    for (const s of chosen) {
      await tabTo(page, wizard(page, 1).getByRole('checkbox', { name: new RegExp(`^${s.title}`) }));
      await page.keyboard.press('Space');
      await expect(solutionCard(wizard(page, 1), s.title)).toBeChecked();
    }
    await tabTo(page, button(wizard(page, 1), spec.continueToContact));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 2)).toBeFocused();

    const contact = wizard(page, 2);
    const f = fields(contact);
    await tabTo(page, button(contact, spec.generate));
    await page.keyboard.press('Enter');
    await expect(contact.getByRole('alert')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(f.name, 'the first summary link leads to Full Name').toBeFocused();
    const typed: Contact = { name: 'Kim Park', email: 'kim@example.com', phone: '+1 555 0199', validity: 45, notes: 'Keyboard only' };
    await page.keyboard.type(typed.name);
    for (const [field, text] of [
      [f.email, typed.email],
      [f.phone, typed.phone!],
    ] as const) {
      await tabTo(page, field);
      await page.keyboard.type(text);
    }
    await tabTo(page, f.validity);
    await page.keyboard.press('ArrowDown');
    await expect(f.validity).toHaveValue('45');
    await tabTo(page, f.notes);
    await page.keyboard.type(typed.notes!);
    const { status, body } = await generate(page, contact, async (b) => {
      await tabTo(page, b);
      await page.keyboard.press('Enter');
    });
    expect(status).toBe(201);
    await expectQuoteShown(page, body, typed, chosen);
  });

  test('every step fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const step of [0, 1, 2]) {
      if (step === 1) {
        await processCard(wizard(page, 0), 'Manual Process').click();
        await button(wizard(page, 0), spec.continueToSolutions).click();
      }
      if (step === 2) {
        await solutionCard(wizard(page, 1), spec.solutions[0]!.title).click();
        await button(wizard(page, 1), spec.continueToContact).click();
      }
      await expect(stepHeading(page, step)).toBeVisible();
      expect(await sidewaysOverflow(page), `step ${step + 1} scrolls sideways at 375 px`).toBeLessThanOrEqual(0);
    }
  });
});
