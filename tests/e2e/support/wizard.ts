import { expect, type Locator, type Page } from '@playwright/test';
import { fillTemplate } from '../../../engine/format.js';
import type { Department } from '../../../engine/schema/index.js';
import { optionLocator, otherField, optionRole, type Choice } from './answers.js';
import { focusedRole, pressUntilFocused, tabTo, tabToRole } from './keyboard.js';

export type Mode = 'mouse' | 'keyboard';

/** a button or a link inside the page's main region, by its exact name */
export const control = (page: Page, name: string): Locator => {
  const main = page.getByRole('main');
  return main.getByRole('button', { name, exact: true }).or(main.getByRole('link', { name, exact: true }));
};

/** the address of a step: the bare wizard route for the first, ?step=N after it */
export const stepUrl = (dept: Department, index: number): RegExp =>
  new RegExp(`${dept.routes.wizard}${index === 0 ? '' : `\\?step=${index + 1}`}$`);

/** presses a control the way the run's user would */
export async function activate(page: Page, target: Locator, mode: Mode): Promise<void> {
  if (mode === 'mouse') return target.click();
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** the progress label of a step, as the definition words it */
export const progressLabel = (dept: Department, index: number): string =>
  fillTemplate(dept.wizard.progress.label, { n: index + 1, total: dept.wizard.steps.length });

export const questionHeading = (page: Page, dept: Department, index: number): Locator =>
  page.getByRole('main').getByRole('heading', { name: dept.wizard.steps[index]!.question, exact: true });

const isLast = (dept: Department, index: number) => index === dept.wizard.steps.length - 1;
export const forwardLabel = (dept: Department, index: number): string =>
  isLast(dept, index) ? dept.wizard.buttons.submit : dept.wizard.buttons.next;
export const backLabel = (dept: Department, index: number): string =>
  index === 0 ? dept.wizard.buttons.firstBack.label : dept.wizard.buttons.back;

/** what every step shows: progress, question (focused after a step change), back and forward labels */
export async function expectStep(page: Page, dept: Department, index: number, focused: boolean): Promise<void> {
  const main = page.getByRole('main');
  await expect(questionHeading(page, dept, index)).toBeVisible();
  await expect(main.getByText(progressLabel(dept, index)).first()).toBeVisible();
  if (dept.wizard.progress.percent) {
    const ratio = ((index + 1) / dept.wizard.steps.length) * 100;
    const allowed = [...new Set([Math.round(ratio), Math.floor(ratio)])].join('|');
    await expect(main.getByText(new RegExp(`^(${allowed})% complete$`))).toBeVisible();
  }
  if (focused) await expect(questionHeading(page, dept, index)).toBeFocused();
  await expect(control(page, backLabel(dept, index))).toBeVisible();
  await expect(control(page, forwardLabel(dept, index))).toBeVisible();
}

/** picks the choice's options (and types the "other" name) with the mouse or the keyboard alone */
export async function answer(page: Page, choice: Choice, mode: Mode): Promise<void> {
  const { step, options, otherName } = choice;
  const targets = options.map((o) => optionLocator(page, step, o));
  if (optionRole(step) === 'checkbox') {
    for (const target of targets) {
      if (mode === 'keyboard') await tabTo(page, target);
      if (!(await target.isChecked())) await (mode === 'mouse' ? target.click() : page.keyboard.press('Space'));
      await expect(target).toBeChecked();
    }
  } else {
    const target = targets[0]!;
    if (mode === 'mouse') await target.click();
    else {
      // a radio group is one Tab stop: Tab into it, arrows to the option, Space to choose it
      await tabToRole(page, ['radio']);
      await pressUntilFocused(page, 'ArrowDown', target, step.options.length);
      await page.keyboard.press('Space');
    }
    await expect(target).toBeChecked();
    if (mode === 'keyboard') {
      await page.keyboard.press('Tab');
      expect(await focusedRole(page), 'Tab leaves the radio group after one stop').not.toBe('radio');
    }
  }
  if (otherName !== undefined) {
    const field = otherField(page, step);
    if (mode === 'mouse') await field.click();
    else await tabTo(page, field);
    // replaces a name typed on an earlier visit of the step
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(otherName);
    await expect(field).toHaveValue(otherName);
  }
}

export interface Submission {
  payload: Record<string, unknown>;
  result: Record<string, unknown>;
}

export const isApi = (dept: Department) => (url: URL) => url.pathname === dept.api;

/** presses the final button, checks its submitting label while the request is held, then lets it through */
export async function submit(page: Page, dept: Department, mode: Mode): Promise<Submission> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const matcher = isApi(dept);
  await page.route(matcher, async (route) => {
    await gate;
    await route.continue();
  });
  const request = page.waitForRequest((r) => matcher(new URL(r.url())) && r.method() === 'POST');
  const response = page.waitForResponse((r) => matcher(new URL(r.url())));
  await activate(page, control(page, dept.wizard.buttons.submit), mode);
  const sent = await request;
  const submitting = control(page, dept.wizard.buttons.submitting);
  await expect(submitting, 'the final button shows its submitting label').toBeVisible();
  await expect(submitting, 'the final button is disabled while submitting').toBeDisabled();
  release();
  const answered = await response;
  await page.unroute(matcher);
  expect(answered.status(), `${dept.api} answers`).toBe(200);
  return { payload: sent.postDataJSON() as Record<string, unknown>, result: (await answered.json()) as Record<string, unknown> };
}

/** opens the wizard from the department's landing page with its first button */
export async function startFromLanding(page: Page, dept: Department, mode: Mode): Promise<void> {
  await page.goto(dept.routes.landing);
  await expect(page.getByRole('heading', { level: 1, name: dept.landing.heading })).toBeVisible();
  const start = dept.landing.buttons.find((b) => b.to === dept.routes.wizard) ?? dept.landing.buttons[0]!;
  await activate(page, control(page, start.label), mode);
  await expect(page).toHaveURL(stepUrl(dept, 0));
}

/** goes through every step with full checks and submits; returns what was sent and answered */
export async function runWizard(page: Page, dept: Department, choices: Choice[], mode: Mode): Promise<Submission> {
  for (const [index, choice] of choices.entries()) {
    await expectStep(page, dept, index, index > 0);
    const forward = control(page, forwardLabel(dept, index));
    await expect(forward, 'the forward button waits for an answer').toBeDisabled();
    await answer(page, choice, mode);
    await expect(forward).toBeEnabled();
    if (isLast(dept, index)) break;
    const title = await page.title();
    await activate(page, forward, mode);
    await expectStep(page, dept, index + 1, true);
    await expect(page, 'the document title changes with the step').not.toHaveTitle(title);
    if (index === 0 && mode === 'mouse') {
      // once per run: back to step 1, which is focused again, and forward once more
      await activate(page, control(page, backLabel(dept, 1)), mode);
      await expectStep(page, dept, 0, true);
      await answer(page, choice, mode);
      await activate(page, control(page, forwardLabel(dept, 0)), mode);
      await expectStep(page, dept, 1, true);
    }
  }
  return submit(page, dept, mode);
}

/** opens the wizard and answers every step with the mouse, stopping before the final button */
export async function answerAll(page: Page, dept: Department, choices: Choice[]): Promise<void> {
  await page.goto(dept.routes.wizard);
  for (const [index, choice] of choices.entries()) {
    await expect(questionHeading(page, dept, index)).toBeVisible();
    await answer(page, choice, 'mouse');
    if (!isLast(dept, index)) await control(page, forwardLabel(dept, index)).click();
  }
}

/** the short way to a results page: opens the wizard, answers with the mouse, submits */
export async function complete(page: Page, dept: Department, choices: Choice[]): Promise<Submission> {
  await answerAll(page, dept, choices);
  const matcher = isApi(dept);
  const request = page.waitForRequest((r) => matcher(new URL(r.url())) && r.method() === 'POST');
  const response = page.waitForResponse((r) => matcher(new URL(r.url())));
  await control(page, dept.wizard.buttons.submit).click();
  const [sent, answered] = await Promise.all([request, response]);
  expect(answered.status(), `${dept.api} answers`).toBe(200);
  await expect(page).toHaveURL(dept.routes.results);
  return { payload: sent.postDataJSON() as Record<string, unknown>, result: (await answered.json()) as Record<string, unknown> };
}
