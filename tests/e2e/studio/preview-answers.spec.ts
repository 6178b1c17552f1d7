import { expect, test } from '@playwright/test';
import { answersSchema } from '../../../engine/answers/answers-schema.js';
import { isKind, optionsOf } from '../../../engine/answers/question-kinds.js';
import { fillTemplate } from '../../../engine/display/format.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import type { Step } from '../../../engine/schema/index.js';
import { expectNoViolations } from '../support/common/axe.js';
import { department, models, site } from '../support/common/definitions.js';
import { loadDefinitions } from '../../../engine/load.js';
import { readSources } from '../../../node/read-definitions.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { numberField, optionLocator } from '../support/wizard/answers.js';
import { pressUntilFocused, tabTo } from '../support/wizard/keyboard.js';
import { control } from '../support/wizard/wizard.js';
import { openFile } from '../support/studio/editor.js';
import { startStudio, type RunningStudio } from '../support/studio/studio-server.js';

// the preview is the web app itself: answered through Next and Back as on the site, conditions, numbers and results
test.setTimeout(180_000);
let studio: RunningStudio;
test.beforeAll(async () => {
  studio = await startStudio();
});
test.afterAll(async () => studio.close());

const dept = department('marketing');
const step = (field: string): Step => dept.wizard.steps.find((s) => s.field === field)!;
const option = (field: string, value: string) => optionsOf(step(field)).find((o) => o.value === value)!;

test('the preview is answered through Next and Back: a number out of range, a conditional path, a skipped question, the results', async ({ page }) => {
  await page.goto(studio.url);
  await openFile(page, 'marketing.yaml');
  const preview = page.frameLocator('iframe[title^="Preview"]');
  const main = preview.getByRole('main');
  const heading = (field: string) => main.getByRole('heading', { name: step(field).question, exact: true });
  const { next, back, submit } = dept.wizard.buttons;

  // a number out of range says the question's rule, and Next waits for a number it takes
  const team = step('teamSize');
  await expect(heading('teamSize')).toBeVisible({ timeout: 60_000 });
  const field = numberField(preview, team);
  await field.click();
  await page.keyboard.type('500');
  const range = isKind(team, 'number') ? team.number : undefined;
  const rule = fillTemplate(dept.wizard.numberRule, { min: range!.min, max: range!.max, unit: range!.unit ?? '' });
  await expect(main.getByRole('alert')).toHaveText(rule);
  await expect(control(preview, next)).toBeDisabled();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12');
  await expect(main.getByRole('alert')).toHaveCount(0);
  // by keyboard: Tab to Next, Enter; the next question's heading takes the focus, as on the site
  await tabTo(page, control(preview, next));
  await page.keyboard.press('Enter');
  await expect(heading('campaignPlatform')).toBeFocused();

  // by clicks
  await optionLocator(preview, step('campaignPlatform'), option('campaignPlatform', 'marketing-suite')).click();
  await control(preview, next).click();
  await expect(heading('contentCreation')).toBeFocused();

  // a radio group by keyboard: one Tab stop, arrows to the option, Space
  const templates = optionLocator(preview, step('contentCreation'), option('contentCreation', 'templates'));
  // (the first radio is the group's Tab stop while none is chosen)
  await tabTo(page, main.getByRole('radio').first());
  await pressUntilFocused(page, 'ArrowDown', templates, optionsOf(step('contentCreation')).length);
  await page.keyboard.press('Space');
  await expect(templates).toBeChecked();
  await tabTo(page, control(preview, next));
  await page.keyboard.press('Enter');

  // the conditional path: paid ads, then search ads, asks how bids are set
  await expect(heading('paidAds')).toBeFocused();
  await optionLocator(preview, step('paidAds'), option('paidAds', 'yes')).click();
  await control(preview, next).click();
  await expect(heading('adChannels')).toBeFocused();
  const search = optionLocator(preview, step('adChannels'), option('adChannels', 'search'));
  await tabTo(page, search);
  await page.keyboard.press('Space');
  await expect(search).toBeChecked();
  await control(preview, next).click();
  await expect(heading('bidManagement')).toBeFocused();

  // Back, and an answer changed so that question is skipped
  await tabTo(page, control(preview, back));
  await page.keyboard.press('Enter');
  await expect(heading('adChannels')).toBeFocused();
  await expect(search).toBeChecked();
  await search.click();
  await optionLocator(preview, step('adChannels'), option('adChannels', 'tv-streaming')).click();
  await control(preview, next).click();
  await expect(heading('automations')).toBeFocused();
  await expect(heading('bidManagement')).toHaveCount(0);

  await optionLocator(preview, step('automations'), option('automations', 'email-sequences')).click();
  await control(preview, next).click();
  await expect(heading('reporting')).toBeFocused();
  await optionLocator(preview, step('reporting'), option('reporting', 'dashboards')).click();
  await control(preview, submit).click();

  // the results page shows the engine's figures for exactly these answers
  const answers = {
    teamSize: 12,
    campaignPlatform: 'marketing-suite',
    contentCreation: 'templates',
    paidAds: 'yes',
    adChannels: ['tv-streaming'],
    automations: ['email-sequences'],
    reporting: 'dashboards',
  };
  const model = models.find((m) => m.definition.id === dept.id)!;
  const result = evaluate(model, answersSchema(dept).parse(answers));
  await expect(preview.getByRole('heading', { level: 1, name: dept.results.heading })).toBeVisible({ timeout: 30_000 });
  await expectResultsPage(preview, dept, result);
  await expectNoViolations(page, 'the studio with the preview on the results page');
});

test("the page's own language links switch the preview's language and keep the question and its answers", async ({ page }) => {
  const spanish = loadDefinitions(readSources())
    .inLanguage('es')!
    .definitions.departments.find((d) => d.id === dept.id)!;
  const es = (field: string) => spanish.wizard.steps.find((s) => s.field === field)!.question;
  await page.goto(studio.url);
  await openFile(page, 'marketing.yaml');
  const preview = page.frameLocator('iframe[title^="Preview"]');
  const main = preview.getByRole('main');
  await expect(main.getByRole('heading', { name: step('teamSize').question, exact: true })).toBeVisible({ timeout: 60_000 });
  await numberField(preview, step('teamSize')).fill('12');
  await control(preview, dept.wizard.buttons.next).click();
  await expect(main.getByRole('heading', { name: step('campaignPlatform').question, exact: true })).toBeFocused();

  const name = site.languages.find((l) => l.code === 'es')!.name;
  await preview.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('combobox', { name: 'Preview language' })).toHaveValue('es');
  await expect(main.getByRole('heading', { name: es('campaignPlatform'), exact: true })).toBeVisible({ timeout: 60_000 });
  // Back, in Spanish, to the number given in English
  await control(preview, spanish.wizard.buttons.back).click();
  await expect(main.getByRole('heading', { name: es('teamSize'), exact: true })).toBeVisible();
  await expect(main.getByRole('spinbutton', { name: es('teamSize'), exact: true })).toHaveValue('12');
});
