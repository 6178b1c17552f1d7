import { expect, test } from '@playwright/test';
import { fillTemplate } from '../../../engine/display/format.js';
import { choose } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { browserDepartments, departments } from '../support/common/definitions.js';
import { spec } from '../support/common/spec.js';
import { expectNoToast, notifications, toast } from '../support/results/toasts.js';
import { answerAll, control, expectAnswered, headingOf, isApi, stepUrl } from '../support/wizard/wizard.js';

const body = 'calculation exploded';
// the API's own error shape (docs/api.md "Errors"): its message is shown, never the JSON around it
const apiMessage = 'Something went wrong on our side; please try again.';
const apiBody = JSON.stringify({ error: { code: 'internal', message: apiMessage, issues: [] } });

const answers = [
  ['plain-text', { contentType: 'text/plain', body }],
  ['API error', { contentType: 'application/json', body: apiBody }],
] as const;

// every department once, as the spec words its failure; the API's error shape on the departments that show each kind
for (const dept of departments) {
  const failure = dept.wizard.onFailure;
  const said = spec[dept.id]?.failure;

  for (const [kind, answer] of browserDepartments.includes(dept) ? answers : answers.slice(0, 1)) {
    test(`${dept.id}: a calculation answering 500 (${kind}) shows its "${failure.kind}" failure in words, keeps the answers, and a retry works`, async ({
      page,
    }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.accept();
      });
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const api = isApi(dept);
      await page.route(api, (route) => route.fulfill({ status: 500, ...answer }));
      const choices = choose(dept, 'first');
      await answerAll(page, dept, choices);
      const response = page.waitForResponse((r) => api(new URL(r.url())));
      await control(page, dept.wizard.buttons.submit).click();
      expect((await response).status()).toBe(500);

      // the user stays on the last step, every answer kept, and may try again
      const last = choices.length - 1;
      await expect(page).toHaveURL(stepUrl(dept, last));
      await expect(headingOf(page, choices[last]!.step)).toBeVisible();
      await expectAnswered(page, choices[last]!);
      await expect(control(page, dept.wizard.buttons.submit)).toBeEnabled();
      const alert = page.getByRole('main').getByRole('alert');

      if (failure.kind === 'toast') {
        await expect(toast(page, failure.title)).toBeVisible();
        // the shared request helper's "status: body" for a plain answer; the API's message for its error shape
        await expect(notifications(page)).toContainText(kind === 'plain-text' ? `500: ${body}` : apiMessage);
        await expect(notifications(page)).not.toContainText('{');
        await expect(alert).toHaveCount(0);
      } else {
        await expect(alert).toHaveText(failure.kind === 'alert' ? failure.message : failure.alert);
        await expectNoToast(page);
      }
      if (failure.kind === 'log') {
        const logged = fillTemplate(failure.message, { status: 500 });
        await expect.poll(() => errors.some((e) => e.includes(logged)), { message: `console error "${logged}"` }).toBe(true);
      }
      expect(dialogs, 'no native dialog').toEqual([]);

      // the spec's words for the six departments
      if (said?.kind === 'toast') await expect(toast(page, said.text!)).toBeVisible();
      if (said?.kind === 'alert') await expect(alert).toHaveText(said.text!);
      if (said?.kind === 'log' && said.text)
        expect(
          errors.some((e) => e.includes(said.text!)),
          `console error "${said.text}"`,
        ).toBe(true);
      await expectNoViolations(page, `${dept.routes.wizard} after a failed calculation`);

      await page.unroute(api);
      await control(page, dept.wizard.buttons.submit).click();
      await expect(page).toHaveURL(dept.routes.results);
    });
  }
}

// the server stopped (or the network gone) once every answer is given: nothing at all answers, not even the code the
// failure's words would load, and the page still speaks, keeps the answers, and a retry works once the server is back
for (const dept of browserDepartments) {
  const failure = dept.wizard.onFailure;
  test(`${dept.id}: with the server unreachable at submit, its "${failure.kind}" failure shows in words, the answers stay, and a retry works`, async ({
    page,
  }) => {
    const choices = choose(dept, 'first');
    await answerAll(page, dept, choices);
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await control(page, dept.wizard.buttons.submit).click();

    const last = choices.length - 1;
    await expect(page).toHaveURL(stepUrl(dept, last));
    await expect(headingOf(page, choices[last]!.step)).toBeVisible();
    await expectAnswered(page, choices[last]!);
    if (failure.kind === 'toast') {
      await expect(toast(page, failure.title)).toBeVisible();
      await expect(notifications(page)).toContainText(failure.fallback);
    } else {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(failure.kind === 'alert' ? failure.message : failure.alert);
    }

    await page.unroute('**/*');
    await control(page, dept.wizard.buttons.submit).click();
    await expect(page).toHaveURL(dept.routes.results);
  });
}
