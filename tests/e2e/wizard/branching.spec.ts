import { expect, test, type Page } from '@playwright/test';
import { choose, expectedPayload, numberField, type Choice } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { department } from '../support/common/definitions.js';
import { tabTo } from '../support/wizard/keyboard.js';
import { answer, backLabel, complete, control, expectAnswered, forwardLabel, headingOf, isApi, stepUrl } from '../support/wizard/wizard.js';
import { isKind, optionsOf } from '../../../engine/answers/question-kinds.js';

// Marketing asks about ad channels only when it runs paid ads, and about bidding only for auction channels (search,
// social, display): 6, 7 or 8 questions. The labels below are worked out by hand from that shape.
const dept = department('marketing');
const step = (field: string) => {
  const found = dept.wizard.steps.find((s) => s.field === field);
  if (!found) throw new Error(`marketing has no question "${field}"`);
  return found;
};
const pickOf = (field: string, ...values: string[]): Choice => {
  const s = step(field);
  return { step: s, options: values.map((v) => optionsOf(s).find((o) => o.value === v)!) };
};
const teamSize = step('teamSize');
const noAds = choose(dept, 'first', [{ step: teamSize, options: [], value: 12 }, pickOf('paidAds', 'no')]);
const auctionAds = choose(dept, 'first', [{ step: teamSize, options: [], value: 12 }, pickOf('paidAds', 'yes'), pickOf('adChannels', 'search')]);
const upFrontAds = choose(dept, 'first', [{ step: teamSize, options: [], value: 12 }, pickOf('paidAds', 'yes'), pickOf('adChannels', 'tv-streaming')]);
// on the 8-question path, the total is known for sure once bidding is asked (question 6)
const auctionLabels = [1, 2, 3, 4, 5].map((n) => `Question ${n} of up to 8`).concat(['Question 6 of 8', 'Question 7 of 8', 'Question 8 of 8']);
const fields = (choices: Choice[]) => choices.map((c) => c.step.field);
const main = (page: Page) => page.getByRole('main');

/** answers question by question, checking each progress label, and stops on the last one (not submitted) */
async function walk(page: Page, choices: Choice[], labels: string[]): Promise<void> {
  await page.goto(dept.routes.wizard);
  for (const [at, choice] of choices.entries()) {
    await expect(headingOf(page, choice.step)).toBeVisible();
    await expect(page).toHaveURL(stepUrl(dept, at));
    await expect(main(page).getByText(labels[at]!, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('progressbar', { name: labels[at]! })).toBeVisible();
    await answer(page, choice, 'mouse');
    if (at < choices.length - 1) await control(page, forwardLabel(dept, choices, at)).click();
  }
}

/** presses the final button and returns the payload sent */
async function submit(page: Page): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((r) => isApi(dept)(new URL(r.url())) && r.method() === 'POST');
  await control(page, dept.wizard.buttons.submit).click();
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  await expect(page).toHaveURL(dept.routes.results);
  return sent;
}

test('the shape these tests rely on: paths of 6, 7 and 8 questions', () => {
  expect(fields(noAds)).toEqual(['teamSize', 'campaignPlatform', 'contentCreation', 'paidAds', 'automations', 'reporting']);
  expect(fields(upFrontAds)).toEqual(['teamSize', 'campaignPlatform', 'contentCreation', 'paidAds', 'adChannels', 'automations', 'reporting']);
  expect(fields(auctionAds)).toEqual(['teamSize', 'campaignPlatform', 'contentCreation', 'paidAds', 'adChannels', 'bidManagement', 'automations', 'reporting']);
  expect(isKind(teamSize, 'number') && teamSize.number).toMatchObject({ min: 1, max: 200, unit: 'people' });
});

const screens = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of screens) {
  test.describe(`marketing branching on a ${name}`, () => {
    test.use({ viewport });

    test('no paid ads skips both ad questions: "of up to 8" until then, then "of 6"; Back skips them too', async ({ page }) => {
      await walk(page, noAds, [
        'Question 1 of up to 8',
        'Question 2 of up to 8',
        'Question 3 of up to 8',
        'Question 4 of up to 8',
        'Question 5 of 6',
        'Question 6 of 6',
      ]);
      await expect(control(page, dept.wizard.buttons.submit)).toBeEnabled();
      await expectNoViolations(page, `${dept.routes.wizard} last question of the short path (${name})`);
      // Back from the last question goes to automations, then to paid ads, over the two ad questions
      await control(page, backLabel(dept, 5)).click();
      await expect(headingOf(page, step('automations'))).toBeFocused();
      await expect(page).toHaveURL(stepUrl(dept, 4));
      await control(page, backLabel(dept, 4)).click();
      await expect(headingOf(page, step('paidAds'))).toBeFocused();
      await expect(page).toHaveURL(stepUrl(dept, 3));
      await expectAnswered(page, pickOf('paidAds', 'no'));
      await control(page, dept.wizard.buttons.next).click();
      await control(page, dept.wizard.buttons.next).click();
      await expect(headingOf(page, step('reporting'))).toBeFocused();
      await expect(main(page).getByText('Question 6 of 6', { exact: true })).toBeVisible();
      const sent = await submit(page);
      expect(Object.keys(sent)).not.toContain('adChannels');
      expect(Object.keys(sent)).not.toContain('bidManagement');
      expect(sent.teamSize).toBe(12);
    });

    test('auction ads ask both ad questions: "of up to 8" until the channels, then "of 8"', async ({ page }) => {
      await walk(page, auctionAds, [
        'Question 1 of up to 8',
        'Question 2 of up to 8',
        'Question 3 of up to 8',
        'Question 4 of up to 8',
        'Question 5 of up to 8',
        'Question 6 of 8',
        'Question 7 of 8',
        'Question 8 of 8',
      ]);
      const sent = await submit(page);
      expect(sent).toMatchObject({ teamSize: 12, paidAds: 'yes', adChannels: ['search'] });
      expect(Object.keys(sent)).toContain('bidManagement');
    });

    test('ads booked up front ask the channels but not the bidding: "of 7"; Back skips the bidding', async ({ page }) => {
      await walk(page, upFrontAds, [
        'Question 1 of up to 8',
        'Question 2 of up to 8',
        'Question 3 of up to 8',
        'Question 4 of up to 8',
        'Question 5 of up to 8',
        'Question 6 of 7',
        'Question 7 of 7',
      ]);
      await control(page, backLabel(dept, 6)).click();
      await expect(headingOf(page, step('automations'))).toBeFocused();
      await control(page, backLabel(dept, 5)).click();
      await expect(headingOf(page, step('adChannels'))).toBeFocused();
      await expect(page).toHaveURL(stepUrl(dept, 4));
    });

    test('a changed earlier answer hides the ad questions: what was chosen there is kept and shown again, never sent', async ({ page }) => {
      await walk(page, auctionAds.slice(0, 6), auctionLabels.slice(0, 6));
      // back from bidding to paid ads, and no ads after all
      await control(page, dept.wizard.buttons.back).click();
      await control(page, dept.wizard.buttons.back).click();
      await expect(headingOf(page, step('paidAds'))).toBeFocused();
      await answer(page, pickOf('paidAds', 'no'), 'mouse');
      await control(page, dept.wizard.buttons.next).click();
      await expect(headingOf(page, step('automations'))).toBeFocused();
      await expect(page).toHaveURL(stepUrl(dept, 4));
      await expect(main(page).getByText('Question 5 of 6', { exact: true })).toBeVisible();
      // yes again: the channels come back as chosen
      await control(page, dept.wizard.buttons.back).click();
      await answer(page, pickOf('paidAds', 'yes'), 'mouse');
      await control(page, dept.wizard.buttons.next).click();
      await expect(headingOf(page, step('adChannels'))).toBeFocused();
      await expectAnswered(page, pickOf('adChannels', 'search'));
      // and no once more, to the end: the kept ad answers stay out of the request
      await control(page, dept.wizard.buttons.back).click();
      await answer(page, pickOf('paidAds', 'no'), 'mouse');
      for (const choice of noAds.slice(4)) {
        await control(page, dept.wizard.buttons.next).click();
        await answer(page, choice, 'mouse');
      }
      const sent = await submit(page);
      expect(sent).toMatchObject({ teamSize: 12, paidAds: 'no' });
      expect(Object.keys(sent)).not.toContain('adChannels');
      expect(Object.keys(sent)).not.toContain('bidManagement');
    });

    test('the team size is a number field: typed with the keyboard, its unit announced, a wrong value explained in words', async ({ page }) => {
      await page.goto(dept.routes.wizard);
      const field = numberField(page, teamSize);
      const next = control(page, dept.wizard.buttons.next);
      const rule = 'Enter a whole number from 1 to 200 people.';
      await expect(field).toBeVisible();
      await expect(field).toHaveAccessibleDescription(/people/);
      await expect(main(page).getByText('people', { exact: true })).toBeVisible();
      await expect(next).toBeDisabled();

      await tabTo(page, field);
      await page.keyboard.type('250');
      await expect(main(page).getByText(rule, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(rule.replace('.', '\\.')));
      await expect(next).toBeDisabled();
      await expectNoViolations(page, `${dept.routes.wizard} with a team size out of range (${name})`);

      // what the browser cannot read as a number is said at once too
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('1e');
      await expect(main(page).getByText(rule, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(next).toBeDisabled();

      // too small: said once the visitor leaves the field (more digits might still have made it right)
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('0');
      await expect(next).toBeDisabled();
      await page.keyboard.press('Tab');
      await expect(main(page).getByText(rule, { exact: true })).toBeVisible();

      await page.keyboard.press('Shift+Tab');
      await expect(field).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('12');
      await expect(main(page).getByText(rule, { exact: true })).toBeHidden();
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await expect(next).toBeEnabled();
      await page.keyboard.press('ArrowUp');
      await expect(field).toHaveValue('13');
      // Enter moves on, as on every question
      await page.keyboard.press('Enter');
      await expect(headingOf(page, step('campaignPlatform'))).toBeFocused();
      await page.goBack();
      await expect(numberField(page, teamSize)).toHaveValue('13');
    });

    test('reload keeps the question and its progress; an address past the first unanswered question opens it', async ({ page }) => {
      await walk(page, auctionAds.slice(0, 6), auctionLabels.slice(0, 6));
      await page.reload();
      await expect(page).toHaveURL(stepUrl(dept, 5));
      await expect(headingOf(page, step('bidManagement'))).toBeVisible();
      await expect(main(page).getByText('Question 6 of 8', { exact: true })).toBeVisible();
      await expectAnswered(page, auctionAds[5]!);
      await expectNoViolations(page, `${dept.routes.wizard} ?step=6 after a reload (${name})`);
      // ?step=8 is past automations, the first question not answered yet: it opens automations
      await page.goto(`${dept.routes.wizard}?step=8`);
      await expect(page).toHaveURL(stepUrl(dept, 6));
      await expect(headingOf(page, step('automations'))).toBeVisible();
      await expect(main(page).getByText('Question 7 of 8', { exact: true })).toBeVisible();
      await page.goto(`${dept.routes.wizard}?step=2`);
      await expect(headingOf(page, step('campaignPlatform'))).toBeVisible();
      await expectAnswered(page, auctionAds[1]!);
    });

    test('the generic drivers reach the results on the longest path', async ({ page }) => {
      const { payload } = await complete(page, dept, auctionAds);
      expect(payload).toEqual(expectedPayload(dept, auctionAds));
      await expect(page.getByRole('heading', { level: 1, name: dept.results.heading })).toBeVisible();
      await expectNoViolations(page, `${dept.routes.results} (${name})`);
    });
  });
}
