import { expect, type Locator, type Page } from '@playwright/test';
import { askedSteps, pathLength } from '../../../../engine/answers/conditions.js';
import { fillTemplate } from '../../../../engine/display/format.js';
import type { Department, Step } from '../../../../engine/schema/index.js';
import { numberField, optionLocator, otherField, optionRole, valuesOf, type Choice, type PageRoot } from './answers.js';
import { focusedRole, pressUntilFocused, tabTo, tabToRole } from './keyboard.js';
import { optionsOf } from '../../../../engine/answers/question-kinds.js';

export type Mode = 'mouse' | 'keyboard';

/** a button or a link inside the page's main region, by its exact name */
export const control = (page: PageRoot, name: string): Locator => {
  const main = page.getByRole('main');
  return main.getByRole('button', { name, exact: true }).or(main.getByRole('link', { name, exact: true }));
};

/**
 * the address of the question at `at` on the path: the wizard route with the answers so far (none before the first
 * answer), and ?step=N after the first question; a Next pressed before the page's code went to the server, whose
 * address for the next question also names that form (&form=, api/web/wizard-form.ts) until the app moves on
 */
export const stepUrl = (dept: Department, at: number): RegExp =>
  new RegExp(`${dept.routes.wizard}${at === 0 ? '(\\?answers=[\\w-]+)?' : `(\\?answers=[\\w-]+&|\\?)step=${at + 1}(&form=[\\w-]+)?`}$`);

/** presses a control the way the run's user would */
export async function activate(page: Page, target: Locator, mode: Mode): Promise<void> {
  if (mode === 'mouse') return target.click();
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/**
 * Positions below (`at`) count the questions on the visitor's path, 0-based: `path` is a run's choices (or its
 * beginning), path[at] the question shown. The definition's index of a step is never a position once a step is skipped.
 */
const indexOf = (dept: Department, step: Step) => dept.wizard.steps.indexOf(step);

/** what the progress says on the question at `at`: "of up to" the longest path while the earlier answers leave paths of different lengths */
export function progressOf(dept: Department, path: Choice[], at: number): { label: string; percent: number } {
  const { min, max } = pathLength(dept, valuesOf(path.slice(0, at)), indexOf(dept, path[at]!.step));
  const { label, labelUpTo } = dept.wizard.progress;
  return { label: fillTemplate(min === max ? label : labelUpTo, { n: at + 1, total: max }), percent: ((at + 1) / max) * 100 };
}

/** the progress label of the question at `at`, as the definition words it */
export const progressLabel = (dept: Department, path: Choice[], at: number): string => progressOf(dept, path, at).label;

/** the heading of a step's question on the page */
export const headingOf = (page: Page, step: Step): Locator => page.getByRole('main').getByRole('heading', { name: step.question, exact: true });
/** the heading of the definition's step at `index` (the first is always the first question asked) */
export const questionHeading = (page: Page, dept: Department, index: number): Locator => headingOf(page, dept.wizard.steps[index]!);

/** whether the question at `at` is the last one asked, given its answer (or with none, when `answered` is false) */
export function isLast(dept: Department, path: Choice[], at: number, answered = true): boolean {
  const asked = askedSteps(dept, valuesOf(path.slice(0, answered ? at + 1 : at)));
  return !asked.some((yes, i) => yes && i > indexOf(dept, path[at]!.step));
}
/** the label of the forward button on the question at `at`: the final button's on the last question asked */
export const forwardLabel = (dept: Department, path: Choice[], at: number, answered = true): string =>
  isLast(dept, path, at, answered) ? dept.wizard.buttons.submit : dept.wizard.buttons.next;
export const backLabel = (dept: Department, at: number): string => (at === 0 ? dept.wizard.buttons.firstBack.label : dept.wizard.buttons.back);

/** what every question shows: progress, question (focused after a step change), back and forward labels */
export async function expectStep(page: Page, dept: Department, path: Choice[], at: number, focused: boolean): Promise<void> {
  const main = page.getByRole('main');
  const heading = headingOf(page, path[at]!.step);
  await expect(heading).toBeVisible();
  const progress = progressOf(dept, path, at);
  await expect(main.getByText(progress.label, { exact: true }).first()).toBeVisible();
  if (dept.wizard.progress.percent) {
    const allowed = [...new Set([Math.round(progress.percent), Math.floor(progress.percent)])].join('|');
    await expect(main.getByText(new RegExp(`^(${allowed})% complete$`))).toBeVisible();
  }
  if (focused) await expect(heading).toBeFocused();
  await expect(control(page, backLabel(dept, at))).toBeVisible();
  // whether this question is the last may hang on its own answer: before it, either label is right
  const forward = new Set([forwardLabel(dept, path, at), forwardLabel(dept, path, at, false)]);
  await expect([...forward].map((l) => control(page, l)).reduce((a, b) => a.or(b))).toBeVisible();
}

/** the choice shows as answered on its question: its options checked, or its number in the field */
export async function expectAnswered(page: Page, choice: Choice): Promise<void> {
  if (choice.value !== undefined) return expect(numberField(page, choice.step)).toHaveValue(String(choice.value));
  for (const option of choice.options) await expect(optionLocator(page, choice.step, option)).toBeChecked();
}

/** types a number question's value, replacing what the field held */
async function typeNumber(page: Page, step: Step, value: number, mode: Mode): Promise<void> {
  const field = numberField(page, step);
  if (mode === 'mouse') await field.click();
  else await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(String(value));
  await expect(field).toHaveValue(String(value));
}

/** picks the choice's options (and types the "other" name, or the number) with the mouse or the keyboard alone */
export async function answer(page: Page, choice: Choice, mode: Mode): Promise<void> {
  const { step, options, otherName } = choice;
  if (choice.value !== undefined) return typeNumber(page, step, choice.value, mode);
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
      await pressUntilFocused(page, 'ArrowDown', target, optionsOf(step).length);
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
  for (const [at, choice] of choices.entries()) {
    await expectStep(page, dept, choices, at, at > 0);
    await expect(control(page, forwardLabel(dept, choices, at, false)), 'the forward button waits for an answer').toBeDisabled();
    await answer(page, choice, mode);
    const forward = control(page, forwardLabel(dept, choices, at));
    await expect(forward).toBeEnabled();
    if (isLast(dept, choices, at)) break;
    const title = await page.title();
    await activate(page, forward, mode);
    await expectStep(page, dept, choices, at + 1, true);
    await expect(page, 'the document title changes with the step').not.toHaveTitle(title);
    if (at === 0 && mode === 'mouse') {
      // once per run: back to step 1, which is focused again, and forward once more
      await activate(page, control(page, backLabel(dept, 1)), mode);
      await expectStep(page, dept, choices, 0, true);
      await answer(page, choice, mode);
      await activate(page, control(page, forwardLabel(dept, choices, 0)), mode);
      await expectStep(page, dept, choices, 1, true);
    }
  }
  return submit(page, dept, mode);
}

/** opens the wizard and answers every step with the mouse, stopping before the final button */
export async function answerAll(page: Page, dept: Department, choices: Choice[]): Promise<void> {
  await page.goto(dept.routes.wizard);
  for (const [at, choice] of choices.entries()) {
    await expect(headingOf(page, choice.step)).toBeVisible();
    await answer(page, choice, 'mouse');
    if (!isLast(dept, choices, at)) await control(page, forwardLabel(dept, choices, at)).click();
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
