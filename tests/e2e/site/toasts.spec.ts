import { expect, test, type Page } from '@playwright/test';
import type { Department } from '../../../engine/schema/index.js';
import { choose } from '../support/wizard/answers.js';
import { departments, site } from '../support/common/definitions.js';
import { notifications, notificationsLabel, toast } from '../support/results/toasts.js';
import { answerAll, control, isApi } from '../support/wizard/wizard.js';

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
    // the toast it replaces leaves the page a moment after the new one enters (hidden from the first frame on)
    await expect(toast(page, failure.title)).toHaveCount(1);
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
    // the page's timers run on a clock the test holds, so the toast's time is counted on it, never on a busy machine's
    await page.clock.install();
    // the clock's time when the toast's title first enters the notifications region
    await page.addInitScript(
      ([title, label]) => {
        const seen = (n: Node) => (n instanceof Element ? n : n.parentElement)?.closest(`[aria-label="${label}"]`) && n.textContent?.includes(title);
        new MutationObserver((records) => {
          const w = window as { __toastShownAt?: number };
          if (w.__toastShownAt === undefined && records.some((r) => [...r.addedNodes].some(seen))) w.__toastShownAt = Date.now();
        }).observe(document, { childList: true, subtree: true });
      },
      [shown.title, notificationsLabel] as const,
    );
    await answerAll(page, dept, choose(dept, 'first'));
    await page.mouse.move(0, 0);
    // held from the press on: time passes only as the test moves the clock on, a little at a time until the toast shows
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await control(page, dept.wizard.buttons.submit).click();
    const shownAt = () => page.evaluate(() => (window as { __toastShownAt?: number }).__toastShownAt);
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return shownAt();
      })
      .toBeDefined();
    const since = (await page.evaluate(() => Date.now())) - (await shownAt())!;
    await expect(toast(page, shown.title)).toBeVisible();
    if (shown.description) await expect(notifications(page)).toContainText(shown.description);
    await page.clock.runFor(site.toasts.durationMs - 500 - since);
    await expect(toast(page, shown.title), 'still there half a second before its time is up').toBeVisible();
    await page.clock.runFor(1000);
    // its time is up: the clock runs on by itself for the toast's way out
    await page.clock.resume();
    await expect(toast(page, shown.title), 'gone half a second after its time').toBeHidden();
  });
}
