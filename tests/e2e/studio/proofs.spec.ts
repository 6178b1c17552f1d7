import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/common/axe.js';
import { department } from '../support/common/definitions.js';
import { control } from '../support/wizard/wizard.js';
import { openFile, replaceInEditor, retypeEnd } from '../support/studio/editor.js';
import { startStudio, type RunningStudio } from '../support/studio/studio-server.js';

// one studio for the file, its tests in order, each on its own page
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);
let studio: RunningStudio;
test.beforeAll(async () => {
  studio = await startStudio();
  // the copy of the definitions is a repository of its own, so the Impact panel has a HEAD to compare with
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dirname(studio.dir), stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=studio-e2e', '-c', 'user.email=e2e@example.invalid', 'commit', '-q', '-m', 'the shipped definitions');
});
test.afterAll(async () => studio.close());

const panel = async (page: Page, name: 'Map' | 'Paths' | 'Impact') => {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('region', { name });
};

test('a step made unreachable is marked on the map, in words and in the list beside it', async ({ page }) => {
  await page.goto(studio.url);
  await openFile(page, 'marketing.yaml');
  const map = await panel(page, 'Map');
  const item = map.getByRole('listitem').filter({ has: page.getByRole('button', { name: /bidManagement$/ }) });
  await expect(item).toBeVisible({ timeout: 60_000 });
  await expect(item).not.toContainText('Never asked');
  await replaceInEditor(page, "chose(adChannels, 'search', 'social', 'display')", "chose(adChannels, 'search') and chose(paidAds, 'no')");
  await expect(item).toContainText('Never asked', { timeout: 60_000 });
  await expect(item).toContainText('is false on every path');
  // the drawing marks it too
  await expect(map.locator('.react-flow__node', { hasText: 'bidManagement' })).toContainText('Never asked');
});

test("answers that reach Marketing's last conditional question open it in the preview", async ({ page }) => {
  const marketing = department('marketing');
  const last = marketing.wizard.steps.findLast((s) => s.when)!;
  await page.goto(studio.url);
  await openFile(page, 'marketing.yaml');
  const paths = await panel(page, 'Paths');
  await paths.getByRole('button', { name: `Show answers that reach question ${last.field}`, exact: true }).click({ timeout: 60_000 });
  await expect(paths.getByRole('status').first()).toContainText(`The preview shows answers that reach question ${last.field}`);
  const preview = page.frameLocator('iframe[title^="Preview"]');
  const main = preview.getByRole('main');
  const heading = main.getByRole('heading', { name: last.question, exact: true });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  await expectNoViolations(page, 'the studio with the Paths panel open');
  // asked on those answers: Back leads to the question before it, answered as the witness answers it
  await control(preview, marketing.wizard.buttons.back).click();
  await expect(heading).toHaveCount(0);
  await expect(
    main
      .getByRole('checkbox', { checked: true })
      .or(main.getByRole('radio', { checked: true }))
      .first(),
  ).toBeVisible();
});

test('the Impact region shows what an unsaved edit does against HEAD', async ({ page }) => {
  await page.goto(studio.url);
  await openFile(page, 'hr.yaml');
  await retypeEnd(page, 'value: bamboohr, label: BambooHR, emoji: "🎋", points: 3', 1, '1');
  const impact = await panel(page, 'Impact');
  await expect(impact.getByLabel('Compare against (a git ref)')).toHaveValue('HEAD');
  await impact.getByRole('button', { name: 'Compare the edit' }).click();
  await expect(impact).toContainText('option `bamboohr` of `hrSoftware`: points 3 -> 1', { timeout: 120_000 });
  await expect(impact).toContainText('Example answer sets it moves most');
  // a base that is not a ref name is refused, in words
  await impact.getByLabel('Compare against (a git ref)').fill('HEAD..main');
  await impact.getByRole('button', { name: 'Compare the edit' }).click();
  await expect(impact.getByRole('alert')).toContainText('is not a git ref name');
});

test('axe finds nothing with the Map and with the Impact report open', async ({ page }) => {
  await page.goto(studio.url);
  await openFile(page, 'marketing.yaml');
  const map = await panel(page, 'Map');
  await expect(map.getByRole('button', { name: /bidManagement$/ })).toBeVisible({ timeout: 60_000 });
  await expectNoViolations(page, 'the studio with the Map open');
  const impact = await panel(page, 'Impact');
  await impact.getByRole('button', { name: 'Compare the edit' }).click();
  await expect(impact.getByRole('status')).toContainText('Against HEAD', { timeout: 120_000 });
  await expectNoViolations(page, 'the studio with the Impact report open');
});
