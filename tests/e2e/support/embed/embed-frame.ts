import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { Department } from '../../../../engine/schema/index.js';
import { choose, optionName, optionRole, type Choice } from '../wizard/answers.js';

/** what the host page heard on its element, in order (the spec's host page records them: hostRecorder) */
export interface HeardEvent {
  type: string;
  detail: unknown;
}

/** the host page's script that records the embed's events and the layout shifts of the host (CLS: none after the host's own input) */
export const hostRecorder = `<script>
window.heard = []; window.shift = 0;
for (const t of ['ready', 'step', 'completed']) document.addEventListener('assessment:' + t, (e) => heard.push({ type: t, detail: e.detail }));
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) shift += e.value; }).observe({ type: 'layout-shift', buffered: true });
</script>`;

export const heard = (page: Page): Promise<HeardEvent[]> => page.evaluate(() => (window as unknown as { heard: HeardEvent[] }).heard);
export const hostShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { shift: number }).shift);

/** whether the frame's page scrolls inside the frame (a scrollbar of its own), read in the frame */
export const scrollsInside = (frame: FrameLocator): Promise<boolean> =>
  frame.locator('html').evaluate((html) => html.scrollHeight > html.clientHeight + 1 || getComputedStyle(html).overflowY === 'scroll');

/** presses a control of the frame the way a visitor's click does, without the test driver scrolling the host first */
export const press = (target: Locator): Promise<void> => target.evaluate((el: HTMLElement) => el.click());

/** answers one question in the frame (its choice) and presses Next, or the submit button on the last */
export async function answerOne(frame: FrameLocator, dept: Department, { step, options, value }: Choice, last: boolean, click = press): Promise<void> {
  await expect(frame.getByRole('heading', { name: step.question })).toBeVisible();
  if (value !== undefined) await frame.getByRole('spinbutton', { name: step.question, exact: true }).fill(String(value));
  else for (const option of options) await click(frame.getByRole(optionRole(step), { name: optionName(option) }));
  const button = frame.getByRole('button', { name: last ? dept.wizard.buttons.submit : dept.wizard.buttons.next, exact: true });
  await expect(button).toBeEnabled();
  await click(button);
}

/** answers every question of the department in the frame (the first option, or a number it takes) and sends them */
export async function answerAll(frame: FrameLocator, dept: Department, click: (target: Locator) => Promise<void> = press): Promise<number> {
  const choices = choose(dept, 'first');
  for (const [i, choice] of choices.entries()) await answerOne(frame, dept, choice, i === choices.length - 1, click);
  return choices.length;
}
