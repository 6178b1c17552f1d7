import type { Page } from '@playwright/test';
import type { AnswerValue } from '../../../engine/answers/answers.js';
import { askedSteps } from '../../../engine/answers/conditions.js';
import { choicesOf } from '../../../engine/answers/choices.js';
import type { Department, Option, Step } from '../../../engine/schema/index.js';
import { answerFor, choosesMany, otherOf } from '../../../engine/answers/question-kinds.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** an option card's accessible name starts with its label, an emoji may come first */
const optionName = (option: Option) =>
  new RegExp(`^\\s*${option.emoji ? `(?:${escapeRegExp(option.emoji)}\\s*)?` : ''}${escapeRegExp(option.label)}(?![\\p{L}\\p{N}])`, 'u');

const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

/** the first plain option of each step (never the one that asks for a typed name) */
const firstPlain = (step: Step): Option | undefined => choicesOf(step).find((o) => o.value !== otherOf(step)?.value);

/** the questions the first plain options (a number question's smallest value) ask, with those answers */
export function firstPath(dept: Department): [Step, AnswerValue][] {
  const values: Record<string, AnswerValue> = {};
  for (const [i, step] of dept.wizard.steps.entries()) {
    if (!askedSteps(dept, values)[i]) continue;
    values[step.field] = answerFor(step, [firstPlain(step)!]);
  }
  return dept.wizard.steps.filter((s) => values[s.field] !== undefined).map((s) => [s, values[s.field]!]);
}

/** answers every question on the path but presses neither Next nor the final button of the last one */
export async function answerAllButLast(page: Page, dept: Department): Promise<void> {
  const path = firstPath(dept);
  for (const [i, [step, value]] of path.entries()) {
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: step.question, exact: true }).waitFor();
    if (typeof value === 'number') await main.getByRole('spinbutton', { name: step.question, exact: true }).fill(String(value));
    else await main.getByRole(choosesMany(step) ? 'checkbox' : 'radio', { name: optionName(firstPlain(step)!) }).click();
    if (i < path.length - 1) await button(page, dept.wizard.buttons.next).click();
  }
  // a visitor reads the last question before the final click: what the page loads while they answer (the results
  // page's code, from the first answer on) has arrived, as it has after a human's seconds per question
  await page.waitForLoadState('networkidle');
}

// plain JavaScript sent as text: tsx would wrap a function passed to page.evaluate in helpers the page lacks
const installProbe = (route: string, heading: string, api: string) => `
  window.benchPaint = new Promise((resolve) => {
    let clicked;
    addEventListener('click', (e) => { clicked = e.timeStamp; performance.mark('bench-final-click'); }, { capture: true, once: true });
    const shown = () => location.pathname === ${JSON.stringify(route)}
      && [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === ${JSON.stringify(heading)});
    const observer = new MutationObserver(() => {
      if (clicked === undefined || !shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          performance.measure('bench-click-to-paint', 'bench-final-click');
          // what the time went on: the API's answer and the code fetched after the click
          const after = performance.getEntriesByType('resource').filter((r) => r.startTime >= clicked);
          const api = after.filter((r) => new URL(r.name).pathname === ${JSON.stringify(api)});
          const code = after.filter((r) => /\\.(m?js|css)$/.test(new URL(r.name).pathname));
          const end = (list) => list.length ? Math.max(...list.map((r) => r.responseEnd)) - clicked : 0;
          resolve({ total: performance.now() - clicked, api: end(api), code: end(code), files: code.length });
        };
        channel.port2.postMessage(0);
      });
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  undefined;
`;

const awaitProbe = `Promise.race([window.benchPaint, new Promise((_, fail) => setTimeout(() => fail(new Error('no results page within 10 s')), 10000))])`;

/** milliseconds after the final click: painted result, API answer received, last code file received */
export interface Paint {
  total: number;
  api: number;
  code: number;
  /** JS and CSS files fetched after the click */
  files: number;
}

/**
 * Presses the final button and returns the time from that click to the frame after the results heading is in
 * the page: measured inside the page from the click event's own time stamp to a task queued after the next
 * animation frame (when the frame has been painted).
 */
export async function clickToPaint(page: Page, dept: Department): Promise<Paint> {
  await page.evaluate(installProbe(dept.routes.results, dept.results.heading, dept.api));
  await button(page, dept.wizard.buttons.submit).click();
  return page.evaluate<Paint>(awaitProbe);
}
