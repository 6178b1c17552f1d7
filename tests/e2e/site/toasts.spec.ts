import { expect, test, type Page } from '@playwright/test';
import type { Department } from '../../../engine/schema/index.js';
import { choose } from '../support/wizard/answers.js';
import { departments, site } from '../support/common/definitions.js';
import { notifications, notificationsLabel, toast } from '../support/results/toasts.js';
import { answerAll, complete, control, isApi } from '../support/wizard/wizard.js';

// the departments whose failure is a toast (sales in the spec) and whose success shows one
const failing = departments.filter((d) => d.wizard.onFailure.kind === 'toast');
const succeeding = departments.filter((d) => d.wizard.onSuccess.toast);

test('the spec has toasts to show: a department fails and succeeds with one', () => {
  expect(failing.map((d) => d.id)).toContain('sales');
  expect(succeeding.map((d) => d.id)).toContain('sales');
});

/** submits against a calculation that answers 500 with each body in turn; returns the failure title */
async function failWith(page: Page, dept: Department, bodies: string[]): Promise<string> {
  const queue = [...bodies];
  await page.route(isApi(dept), (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: queue.shift() ?? 'again' }));
  await answerAll(page, dept, choose(dept, 'first'));
  const failure = dept.wizard.onFailure;
  if (failure.kind !== 'toast') throw new Error(`${dept.id} does not fail with a toast`);
  for (const _ of bodies) {
    const response = page.waitForResponse((r) => isApi(dept)(new URL(r.url())));
    await control(page, dept.wizard.buttons.submit).click();
    await response;
    await expect(toast(page, failure.title)).toBeVisible();
  }
  return failure.title;
}

for (const dept of failing) {
  test.describe(`${dept.id} failure toast`, () => {
    test(`F8 moves the focus to the region labelled "${notificationsLabel}"`, async ({ page }) => {
      await failWith(page, dept, ['boom']);
      await page.keyboard.press(site.toasts.hotkey);
      const region = notifications(page);
      await expect.poll(() => region.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
    });

    test(`its close button is labelled "${site.toasts.closeLabel}" and closes it`, async ({ page }) => {
      const title = await failWith(page, dept, ['boom']);
      const close = notifications(page).getByRole('button', { name: site.toasts.closeLabel });
      await expect(close).toBeVisible();
      await close.click();
      await expect(toast(page, title)).toBeHidden();
    });

    test('only one toast shows at a time', async ({ page }) => {
      const title = await failWith(page, dept, ['first failure', 'second failure']);
      await expect(toast(page, title)).toHaveCount(1);
      const text = (await notifications(page).textContent()) ?? '';
      expect(text.includes('first failure') && text.includes('second failure'), 'the two messages are never shown together').toBe(false);
    });
  });
}

for (const dept of succeeding) {
  const shown = dept.wizard.onSuccess.toast!;
  test(`${dept.id}: the "${shown.title}" toast shows on success for about 5 seconds`, async ({ page }) => {
    await complete(page, dept, choose(dept, 'first'));
    await page.mouse.move(0, 0);
    await expect(toast(page, shown.title)).toBeVisible();
    if (shown.description) await expect(notifications(page)).toContainText(shown.description);
    await page.waitForTimeout(site.toasts.durationMs - 2000);
    await expect(toast(page, shown.title), 'still there before its time is up').toBeVisible();
    await expect(toast(page, shown.title), 'gone after its time').toBeHidden({ timeout: 5000 });
  });
}
