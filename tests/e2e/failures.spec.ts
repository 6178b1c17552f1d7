import { expect, test } from '@playwright/test';
import { fillTemplate } from '../../engine/format.js';
import { choose } from './support/answers.js';
import { departments } from './support/definitions.js';
import { spec } from './support/spec.js';
import { expectNoToast, notifications, toast } from './support/toasts.js';
import { answerAll, control, isApi, questionHeading, stepUrl } from './support/wizard.js';

const body = 'calculation exploded';

for (const dept of departments) {
  const failure = dept.wizard.onFailure;
  const said = spec[dept.id]?.failure;

  test(`${dept.id}: the calculation answering 500 shows its "${failure.kind}" failure and keeps the wizard`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.route(isApi(dept), (route) => route.fulfill({ status: 500, contentType: 'text/plain', body }));
    await answerAll(page, dept, choose(dept, 'first'));
    const response = page.waitForResponse((r) => isApi(dept)(new URL(r.url())));
    await control(page, dept.wizard.buttons.submit).click();
    expect((await response).status()).toBe(500);

    // the user stays on the last step and may try again
    const last = dept.wizard.steps.length - 1;
    await expect(page).toHaveURL(stepUrl(dept, last));
    await expect(questionHeading(page, dept, last)).toBeVisible();
    await expect(control(page, dept.wizard.buttons.submit)).toBeEnabled();

    if (failure.kind === 'toast') {
      await expect(toast(page, failure.title)).toBeVisible();
      // the shared request helper's message: status, colon, space, body (spec 1, section 8)
      await expect(notifications(page)).toContainText(`500: ${body}`);
      expect(dialogs).toEqual([]);
    } else if (failure.kind === 'alert') {
      await expect.poll(() => dialogs).toEqual([failure.message]);
      await expectNoToast(page);
    } else {
      const logged = fillTemplate(failure.message, { status: 500 });
      await expect.poll(() => errors.some((e) => e.includes(logged)), { message: `console error "${logged}"` }).toBe(true);
      expect(dialogs, 'nothing is shown').toEqual([]);
      await expectNoToast(page);
    }

    // the spec's words for the six departments
    if (said?.kind === 'toast') await expect(toast(page, said.text!)).toBeVisible();
    if (said?.kind === 'alert') expect(dialogs).toEqual([said.text]);
    if (said?.kind === 'log') {
      expect(dialogs).toEqual([]);
      await expectNoToast(page);
      if (said.text) expect(errors.some((e) => e.includes(said.text!)), `console error "${said.text}"`).toBe(true);
    }
  });
}
