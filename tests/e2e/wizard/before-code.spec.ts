import { expect, test } from '@playwright/test';
import { departments } from '../support/common/definitions.js';
import { answersParam, stepAddress } from '../../../engine/answers/form-step.js';
import { decodeShared } from '../../../engine/answers/share-code.js';
import { choose, draftValue, numberField, optionLocator, valuesOf } from '../support/wizard/answers.js';
import { answer, control, expectAnswered, forwardLabel, headingOf, stepUrl } from '../support/wizard/wizard.js';
import { draftValues } from '../support/common/storage.js';
import { codeStarted, eachHydrationTask, holdScripts, tapAsCodeStarts, tapped } from '../support/common/hold-scripts.js';

const d = departments.find((x) => choose(x, 'first')[0]!.options.length === 1)!;
const [first, second] = choose(d, 'last');

test.describe('before the page’s code comes', () => {
  test('a tap on an answer is kept once the code comes, and Next then moves on', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(d.routes.wizard, { waitUntil: 'commit' });
    const option = optionLocator(page, first!.step, first!.options[0]!);
    await option.click();
    await expect(option).toBeChecked();
    release();
    await codeStarted(page);
    await expect(option).toBeChecked();
    await expect.poll(() => draftValues(page, d.id)).toEqual({ [first!.step.field]: draftValue(first!) });
    await control(page, d.wizard.buttons.next).click();
    await expect(headingOf(page, second!.step)).toBeVisible();
  });
});

// React hydrates the server's paint in slices, one task each: Next pressed between any two of them moves on once,
// with the answer tapped before the code, and the page is never thrown away for a fresh one (React error 418)
test('an answer tapped before the code and Next pressed between any two slices of its hydration go on to the next question', async ({ context }) => {
  await eachHydrationTask(context, async (page, afterTasks, when) => {
    const release = await holdScripts(page);
    await tapAsCodeStarts(page, ['main form button[type="submit"][name="next"]'], { afterTasks });
    await page.goto(d.routes.wizard, { waitUntil: 'commit' });
    await optionLocator(page, first!.step, first!.options[0]!).click();
    release();
    expect(await tapped(page)).toEqual([true]);
    await expect(headingOf(page, second!.step), `Next ${when}`).toBeFocused();
    await expect.poll(() => draftValues(page, d.id), `Next ${when}`).toMatchObject({ [first!.step.field]: draftValue(first!) });
  });
});

test.describe('before the page’s code comes, further on', () => {
  test('a number typed is kept once the code comes', async ({ page }) => {
    const dept = departments.find((x) => choose(x, 'first').some((c) => c.value !== undefined))!;
    const choices = choose(dept, 'first');
    const at = choices.findIndex((c) => c.value !== undefined);
    const number = choices[at]!;
    const release = await holdScripts(page);
    // the address of that question, with the answers before it: the server paints that very question
    await page.goto(stepAddress(dept, { values: valuesOf(choices.slice(0, at)), otherNames: {} }, at, undefined), { waitUntil: 'commit' });
    const field = numberField(page, number.step);
    await field.fill(String(number.value));
    release();
    await codeStarted(page);
    await expect(field).toHaveValue(String(number.value));
    await expect.poll(() => draftValues(page, dept.id)).toMatchObject({ ...valuesOf(choices.slice(0, at)), [number.step.field]: number.value });
    await expect(control(page, at === choices.length - 1 ? dept.wizard.buttons.submit : dept.wizard.buttons.next)).toBeEnabled();
  });

  test('Next pressed before the code comes goes to the next question, whose code then keeps the answer', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(d.routes.wizard, { waitUntil: 'commit' });
    await optionLocator(page, first!.step, first!.options[0]!).click();
    await control(page, d.wizard.buttons.next).click();
    // the form went to the server, which answered with the next question
    await expect(headingOf(page, second!.step)).toBeVisible();
    await expect(headingOf(page, second!.step)).toBeFocused();
    release();
    await codeStarted(page);
    await expect.poll(() => draftValues(page, d.id)).toEqual({ [first!.step.field]: draftValue(first!) });
    await control(page, d.wizard.buttons.back).click();
    await expect(optionLocator(page, first!.step, first!.options[0]!)).toBeChecked();
  });

  test('with the processor slowed four times, a tap as soon as the answer shows is kept', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(d.routes.wizard, { waitUntil: 'commit' });
    const option = optionLocator(page, first!.step, first!.options[0]!);
    await option.click();
    await codeStarted(page);
    await expect(option).toBeChecked();
    await expect.poll(() => draftValues(page, d.id)).toEqual({ [first!.step.field]: draftValue(first!) });
    await control(page, d.wizard.buttons.next).click();
    await expect(headingOf(page, second!.step)).toBeVisible();
  });
});

test.describe('a reload further on', () => {
  test('a reload on the third question is painted as that question with its answers, before the code and once it comes, never another question', async ({
    page,
  }) => {
    const dept = departments.find((x) => choose(x, 'mixed').length > 3)!;
    const choices = choose(dept, 'mixed').slice(0, 3);
    await page.goto(dept.routes.wizard);
    for (const [at, choice] of choices.entries()) {
      await answer(page, choice, 'mouse');
      if (at < 2) await control(page, forwardLabel(dept, choices, at)).click();
    }
    await expect(page).toHaveURL(stepUrl(dept, 2));
    // the address carries the answers so far, the third one too
    const carried = () => decodeShared(new URL(page.url()).searchParams.get(answersParam))?.answers;
    await expect.poll(carried).toEqual(valuesOf(choices));

    // every question heading the page ever shows, from its first paint on
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { seenQuestions: string[] }).seenQuestions = []);
      new MutationObserver(() => {
        for (const h of document.querySelectorAll('main h2')) if (!seen.includes(h.textContent ?? '')) seen.push(h.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(headingOf(page, choices[2]!.step)).toBeVisible();
    await expectAnswered(page, choices[2]!);
    release();
    await codeStarted(page);
    await expect(headingOf(page, choices[2]!.step)).toBeVisible();
    await expectAnswered(page, choices[2]!);
    await expect.poll(() => draftValues(page, dept.id)).toEqual(valuesOf(choices));
    expect(await page.evaluate(() => (window as unknown as { seenQuestions: string[] }).seenQuestions), 'no other question painted first').toEqual([
      choices[2]!.step.question,
    ]);
    // and the answers before it are kept: Back shows the second question answered
    await control(page, dept.wizard.buttons.back).click();
    await expect(headingOf(page, choices[1]!.step)).toBeVisible();
    await expectAnswered(page, choices[1]!);
  });
});
