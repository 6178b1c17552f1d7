import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillTemplate, formatValue, setFormatLanguage } from '../../../engine/display/format.js';
import type { Department, Quotes, Site } from '../../../engine/schema/index.js';
import { readDefinitions } from '../../../node/read-definitions.js';
import { expectNoViolations } from '../support/common/axe.js';
import { menuLinks, menuToggle } from '../support/common/nav.js';
import { choose, type Choice } from '../support/wizard/answers.js';
import { pressUntilFocused, tabTo } from '../support/wizard/keyboard.js';
import { answer, control, expectAnswered, forwardLabel, headingOf, isLast } from '../support/wizard/wizard.js';

// the texts are compared with the translated definitions, never written here: they arrive from the translators
const loaded = readDefinitions();
const [english, other] = loaded.definitions.site.languages;
if (!other) throw new Error('site.yaml declares one language: the switcher and this spec need two');
const inLanguage = (code: string) => {
  const found = loaded.inLanguage(code);
  if (!found) throw new Error(`site.yaml does not declare ${code}`);
  return found.definitions;
};
const es = inLanguage('es');
const en = inLanguage(english!.code);

/** a department whose results show money and can be shared */
const sharing = (d: Department) => d.results.blocks.some((b) => b.kind === 'actions' && b.buttons.some((l) => l.action === 'share'));
const id = en.departments.find(sharing)!.id;
const dept = (d: typeof es): Department => d.departments.find((x) => x.id === id)!;

/** a figure as the language writes it (what the engine writes on the page) */
function inSpanish<T>(write: () => T): T {
  setFormatLanguage('es');
  try {
    return write();
  } finally {
    setFormatLanguage(english!.code);
  }
}

test.use({ viewport: { width: 375, height: 812 }, locale: 'es-ES' });

const expectLanguage = async (page: Page, code: string) => {
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
};

/** the phone's header menu, opened with the keyboard */
async function openMenuByKeyboard(page: Page, site: Site): Promise<void> {
  const button = menuToggle(page, site.header.menuButton);
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(menuLinks(page).first()).toBeVisible();
}

/** a language's entry in the open menu: a link in that language, the current one marked */
const languageItem = (page: Page, name: string): Locator => menuLinks(page).and(page.getByRole('link', { name, exact: true }));

/** answers the questions from `from` on with the mouse, checking each in Spanish and with axe, and stops on the last */
async function answerFrom(page: Page, d: Department, choices: Choice[], from: number): Promise<void> {
  for (let at = from; at < choices.length; at++) {
    const choice = choices[at]!;
    await expect(headingOf(page, choice.step)).toBeVisible();
    await expectNoViolations(page, `${d.id} question ${at + 1} in Spanish`);
    await answer(page, choice, 'mouse');
    if (isLast(d, choices, at)) return;
    await control(page, forwardLabel(d, choices, at)).click();
  }
}

test('a phone preferring Spanish walks a wizard in Spanish, switches language by keyboard keeping the step and answers, and reads its results and share link in Spanish', async ({
  page,
  context,
}) => {
  const d = dept(es);
  const choices = choose(d, 'mixed');
  expect(choices.length, 'a wizard of two questions or more').toBeGreaterThan(1);

  await page.goto(d.routes.wizard);
  await expectLanguage(page, 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.wizard.heading ?? d.title);
  // the first question answered, the second answered but not left
  await answerFrom(page, d, choices.slice(0, 1), 0);
  await expect(page).toHaveURL(/[?&]step=2$/);
  await expect(headingOf(page, choices[1]!.step)).toBeVisible();
  await answer(page, choices[1]!, 'mouse');

  // the switcher by keyboard: the menu names each language in itself, marks the current one and keeps the address
  await openMenuByKeyboard(page, es.site);
  const current = languageItem(page, other.name);
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toHaveAttribute('lang', other.code);
  const toEnglish = languageItem(page, english!.name);
  await expect(toEnglish).toHaveAttribute('hreflang', english!.code);
  await expectNoViolations(page, 'the phone menu with its languages, in Spanish');
  await pressUntilFocused(page, 'ArrowDown', toEnglish, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]step=2&lang=${english!.code}$`));
  await expectLanguage(page, english!.code);
  const enDept = dept(en);
  const enChoices = choose(enDept, 'mixed');
  await expect(headingOf(page, enChoices[1]!.step), 'the same question, in English').toBeVisible();
  await expectAnswered(page, enChoices[1]!);

  // and back to Spanish (the choice is remembered: the cookie)
  await openMenuByKeyboard(page, en.site);
  await languageItem(page, other.name).click();
  await expect(page).toHaveURL(new RegExp(`[?&]step=2&lang=${other.code}$`));
  await expectLanguage(page, 'es');
  await expectAnswered(page, choices[1]!);
  await answerFrom(page, d, choices, 1);

  const response = page.waitForResponse((r) => new URL(r.url()).pathname === d.api);
  await control(page, d.wizard.buttons.submit).click();
  const answered = await response;
  expect(answered.request().headers()['accept-language'], 'the API is asked in the page language').toBe('es');
  const result = (await answered.json()) as Record<string, unknown>;
  await expect(page).toHaveURL(d.routes.results);
  await expectLanguage(page, 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.results.heading);

  // figures written for Spanish: US dollars ("US$") and "." between thousands
  const money = Object.values(result).filter((v): v is number => typeof v === 'number' && v >= 10_000);
  expect(money.length, 'the result has a sum of money').toBeGreaterThan(0);
  const shown = money.map((m) => inSpanish(() => formatValue(m, 'currency')));
  expect(shown.every((s) => /US\$/.test(s) && /\d\.\d{3}/.test(s))).toBe(true);
  const main = page.getByRole('main');
  const seen = await Promise.all(shown.map((s) => main.getByText(s).count()));
  expect(
    seen.some((n) => n > 0),
    `one of ${shown.join(', ')} on the page`,
  ).toBe(true);
  await expectNoViolations(page, `${d.id} results in Spanish`);

  // the share link opens the same results in Spanish
  const share = d.results.blocks.flatMap((b) => (b.kind === 'actions' ? b.buttons : [])).find((l) => l.action === 'share')!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await control(page, share.label).click();
  await expect(page.getByText(es.site.share.copied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('lang')).toBe('es');
  const reader = await context.browser()!.newPage({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
  await reader.goto(link);
  await expectLanguage(reader, 'es');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(d.results.heading);
  await reader.close();
});

test('the quote generator in Spanish on a phone: its steps, its quote and its date in Spanish, axe clean', async ({ page }) => {
  const q: Quotes = es.quotes;
  const t = (key: keyof Quotes['texts']) => fillTemplate(q.texts[key], {});
  const region = (heading: string) => page.getByRole('region', { name: heading, exact: true });
  await page.goto(q.route);
  await expectLanguage(page, 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(q.heading);

  const one = region(t('assessmentHeading'));
  await expectNoViolations(page, 'quote step 1 in Spanish');
  await one.getByRole('radio', { name: new RegExp(`^${q.proposalOptions[0]!.title}`) }).click();
  await one.getByRole('button', { name: t('continueToSolutions'), exact: true }).click();

  const two = region(t('solutionsHeading'));
  await expect(two.getByRole('heading', { name: t('solutionsHeading') })).toBeFocused();
  await expectNoViolations(page, 'quote step 2 in Spanish');
  await two.getByRole('checkbox', { name: new RegExp(`^${q.solutions[0]!.title}`) }).click();
  await two.getByRole('button', { name: t('continueToContact'), exact: true }).click();

  const three = region(t('contactHeading'));
  await expect(three.getByRole('heading', { name: t('contactHeading') })).toBeFocused();
  await expectNoViolations(page, 'quote step 3 in Spanish');
  await three.getByRole('textbox', { name: t('fullName'), exact: true }).fill('Ana García');
  await three.getByRole('textbox', { name: t('email'), exact: true }).fill('ana@example.com');
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === q.api);
  await three.getByRole('button', { name: t('generate'), exact: true }).click();
  const body = (await (await response).json()) as { validUntil: string };

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: t('resultHeading') })).toBeVisible();
  const [y, m, day] = body.validUntil.split('-').map(Number);
  await expect(main).toContainText(new Intl.DateTimeFormat('es', { dateStyle: 'long' }).format(new Date(y!, m! - 1, day)));
  await expect(main).toContainText('US$');
  await expectNoViolations(page, 'the quote in Spanish');
});
