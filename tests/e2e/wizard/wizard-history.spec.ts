import { expect, test } from '@playwright/test';
import { choose, draftValue, numberField, optionLocator, valuesOf } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { browserDepartments } from '../support/common/definitions.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { draftValues, writeSession } from '../support/common/storage.js';
import {
  answer,
  backLabel,
  complete,
  control,
  expectAnswered,
  expectStep,
  forwardLabel,
  headingOf,
  questionHeading,
  stepUrl,
} from '../support/wizard/wizard.js';
import { holdScripts } from '../support/common/hold-scripts.js';
import { stepAddress } from '../../../engine/answers/form-step.js';
import { optionsOf, refusedAnswer, ruleOf } from '../../../engine/answers/question-kinds.js';

for (const dept of browserDepartments) {
  test.describe(`${dept.id} wizard history`, () => {
    const choices = choose(dept, 'mixed');
    const deepest = Math.min(2, choices.length - 1);

    test('reload, Back and Forward move between questions and keep every answer', async ({ page }) => {
      await page.goto(dept.routes.wizard);
      for (let i = 0; i <= deepest; i++) {
        await expect(page).toHaveURL(stepUrl(dept, i));
        await answer(page, choices[i]!, 'mouse');
        if (i < deepest) await control(page, forwardLabel(dept, choices, i)).click();
      }
      await page.reload();
      await expectStep(page, dept, choices, deepest, false);
      await expectAnswered(page, choices[deepest]!);
      await expectNoViolations(page, `${dept.id} wizard after a reload`);
      for (let i = deepest - 1; i >= 0; i--) {
        await page.goBack();
        await expect(page).toHaveURL(stepUrl(dept, i));
        await expectStep(page, dept, choices, i, true);
        await expectAnswered(page, choices[i]!);
      }
      await page.goForward();
      await expectStep(page, dept, choices, 1, true);
      await expectAnswered(page, choices[1]!);
    });

    test('an address past the first unanswered question opens that question', async ({ page }) => {
      await page.goto(`${dept.routes.wizard}?step=${choices.length}`);
      await expect(page).toHaveURL(stepUrl(dept, 0));
      await expect(questionHeading(page, dept, 0)).toBeVisible();
      await expect(control(page, forwardLabel(dept, choices, 0, false))).toBeDisabled();
    });

    test('Back from the results to the first question, then reload: the results and every answer are kept', async ({ page }) => {
      const { result } = await complete(page, dept, choices);
      for (let i = choices.length - 1; i >= 0; i--) {
        await page.goBack();
        await expect(page).toHaveURL(stepUrl(dept, i));
      }
      await page.reload();
      await expectStep(page, dept, choices, 0, false);
      await expectAnswered(page, choices[0]!);
      await control(page, forwardLabel(dept, choices, 0)).click();
      await expectAnswered(page, choices[1]!);
      // the wizard's own Back, the first question's back link, then the browser's Back into the wizard
      await control(page, dept.wizard.buttons.back).click();
      await expect(page).toHaveURL(stepUrl(dept, 0));
      await control(page, backLabel(dept, 0)).click();
      await expect(page).not.toHaveURL(stepUrl(dept, 0));
      await page.goBack();
      await expectStep(page, dept, choices, 0, false);
      await expectAnswered(page, choices[0]!);
      await page.goto(dept.routes.results);
      await expectResultsPage(page, dept, result);
    });

    test('a kept answer the question no longer offers is asked again, not sent and refused', async ({ page }) => {
      const last = choices.length - 1;
      const values = Object.fromEntries(choices.map((c) => [c.step.field, draftValue(c)]));
      // the last answer is a value the question does not offer (edited storage, or an option removed since)
      const step = choices[last]!.step;
      values[step.field] = refusedAnswer(step);
      await page.goto('/');
      await writeSession(page, `wizardDraft:${dept.id}`, JSON.stringify({ values, otherNames: {} }));
      await page.goto(`${dept.routes.wizard}?step=${choices.length}`);
      await expectStep(page, dept, choices, last, false);
      for (const option of optionsOf(step)) await expect(optionLocator(page, step, option)).not.toBeChecked();
      if (ruleOf(step).valued) await expect(numberField(page, step)).toHaveValue('');
      await expect(control(page, forwardLabel(dept, choices, last, false))).toBeDisabled();
      await answer(page, choices[last]!, 'mouse');
      await expect(control(page, forwardLabel(dept, choices, last))).toBeEnabled();
    });

    test('Back from the results returns to the last question with every answer kept; Forward shows the results again', async ({ page }) => {
      const { result } = await complete(page, dept, choices);
      await expectResultsPage(page, dept, result);
      await page.goBack();
      const last = choices.length - 1;
      await expect(page).toHaveURL(stepUrl(dept, last));
      await expectStep(page, dept, choices, last, false);
      await expectAnswered(page, choices[last]!);
      await page.goForward();
      await expect(page).toHaveURL(dept.routes.results);
      await expectResultsPage(page, dept, result);
      await page.goBack();
      await control(page, dept.wizard.buttons.back).click();
      await expectStep(page, dept, choices, last - 1, true);
      await expectAnswered(page, choices[last - 1]!);
    });
  });
}

// Back and Forward, whichever way the browser makes them: within the page, before the page's code, or as a page it loads anew
test.describe('Back and Forward into the wizard', () => {
  const dept = browserDepartments[0]!;
  const choices = choose(dept, 'mixed');

  test('reloaded, then Back before the page’s code comes: the code shows the question gone back to, focused, with its answer', async ({ page }) => {
    await page.goto(dept.routes.wizard);
    for (let i = 0; i <= 1; i++) {
      await answer(page, choices[i]!, 'mouse');
      await control(page, forwardLabel(dept, choices, i)).click();
    }
    await expectStep(page, dept, choices, 2, true);
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(headingOf(page, choices[2]!.step)).toBeVisible();
    // the browser most often moves within the reloaded document: the address changes, the server's paint stays
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(stepUrl(dept, 1));
    release();
    await expectStep(page, dept, choices, 1, true);
    await expectAnswered(page, choices[1]!);
  });

  test('Back to a question whose page the browser loads anew: its heading takes the focus, as on Back within the page', async ({ page }) => {
    const address = (at: number) => stepAddress(dept, { values: valuesOf(choices.slice(0, at)), otherNames: {} }, at, undefined);
    // two questions, each a page of its own: Back is a document the browser loads, not a move within one
    await page.goto(address(1));
    await page.goto(address(2));
    // the wizard's code has come: the address's answers are the session's
    await expect.poll(() => draftValues(page, dept.id)).toEqual(valuesOf(choices.slice(0, 2)));
    await page.goBack();
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('back_forward');
    await expectStep(page, dept, choices, 1, true);
    await expectAnswered(page, choices[1]!);
  });
});
