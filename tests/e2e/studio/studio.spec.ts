import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/common/axe.js';
import { openFile, replaceInEditor } from '../support/studio/editor.js';
import { root, startStudio, type RunningStudio } from '../support/studio/studio-server.js';

// one studio for the file, its tests in order: each edits the same copy of the definitions
test.describe.configure({ mode: 'serial' });
// the lint of the whole folder takes seconds on a shared machine
test.setTimeout(180_000);
let studio: RunningStudio;
// a port of this run's own (the site under test is on E2E_PORT, the embed's hosts on the next three)
const port = Number(process.env.E2E_PORT ?? 4317) + 4;
// started as a new user starts it: npm run studio (which builds it first), with another folder and port
test.beforeAll(async () => {
  studio = await startStudio({ npm: true, port });
});
test.afterAll(async () => studio.close());

test('a question changed in hr.yaml shows in the preview, before it is saved', async ({ page }) => {
  // the address npm run studio printed, on this machine only, with its token
  expect(studio.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/\\?token=[\\w-]{20,}$`));
  await page.goto(studio.url);
  await openFile(page, 'hr.yaml');
  const preview = page.frameLocator('iframe[title^="Preview"]');
  await expect(preview.getByText('Which HR software and tools does your team use?')).toBeVisible({ timeout: 60_000 });
  await replaceInEditor(page, 'Which HR software and tools does your team use?', 'Which HR tools does your team use today?');
  await expect(preview.getByText('Which HR tools does your team use today?')).toBeVisible({ timeout: 60_000 });
  // nothing is saved until asked
  expect(readFileSync(join(studio.dir, 'hr.yaml'), 'utf8')).toContain('Which HR software and tools');
  // at a phone's width, the same page
  await page.getByRole('region', { name: 'Preview' }).locator('label', { hasText: 'Phone (375 px)' }).click();
  await expect(page.locator('iframe[title^="Preview"]')).toHaveAttribute('title', /at 375 px/);
  await expect(preview.getByText('Which HR tools does your team use today?')).toBeVisible();
});

test('axe finds nothing on the studio', async ({ page }) => {
  await page.goto(studio.url);
  await openFile(page, 'hr.yaml');
  await expect(page.getByRole('region', { name: 'Findings' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, 'the studio with hr.yaml open');
});

test('a broken condition is a finding at its line in the editor and in the list, its fix one action; a draft saved agrees with npm run lint:definitions', async ({
  page,
}) => {
  await page.goto(studio.url);
  await openFile(page, 'hr.yaml');
  const line =
    readFileSync(join(studio.dir, 'hr.yaml'), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('when: policy < 10')) + 1;
  await replaceInEditor(page, 'policy < 10', 'polcy < 10');
  const findings = page.getByRole('region', { name: 'Findings' });
  const finding = findings.getByRole('listitem').filter({ hasText: 'polcy' });
  await expect(finding).toContainText(`hr.yaml:${line}:11`, { timeout: 30_000 });
  await expect(finding).toContainText('did you mean "policy"?');
  // the mark in the editor, at that line
  await expect(page.locator('.cm-lintRange-error').filter({ hasText: 'polcy' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Files' }).getByRole('button', { name: /^hr\.yaml/ })).toContainText('1 error');

  // saved as a draft, with the warning, and the command line finds what the studio said
  await page.locator('.cm-content').press('Control+s');
  const dialog = page.getByRole('dialog', { name: 'Save hr.yaml as a draft?' });
  await expect(dialog).toContainText('the server refuses to start');
  await dialog.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved hr.yaml as a draft' })).toBeVisible();
  expect(readFileSync(join(studio.dir, 'hr.yaml'), 'utf8')).toContain('when: polcy < 10');
  // the lint exits 1 on an error, as it should: its answer is what it printed
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint-definitions.ts', '--format', 'json', studio.dir], { cwd: root, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(1);
  const cli = JSON.parse(run.stdout || '[]') as { file: string; line: number; col: number; message: string }[];
  const expected = cli.filter((p) => p.file.endsWith('/hr.yaml') && !p.file.includes('/es/')).map((p) => `hr.yaml:${p.line}:${p.col} ${p.message}`);
  expect(expected.length).toBeGreaterThan(0);
  const shown = (await findings.getByRole('list', { name: 'Findings in hr.yaml' }).getByRole('listitem').allInnerTexts()).join('\n').replace(/\s+/g, ' ');
  for (const p of expected) expect(shown).toContain(p.replace(/\s+/g, ' '));

  // the fix the finding names
  await finding.getByRole('button', { name: 'Replace "polcy" with "policy"' }).click();
  await expect(findings.getByRole('listitem').filter({ hasText: 'polcy' })).toHaveCount(0, { timeout: 30_000 });
});

test('a file changed on disk shows its new text without a reload', async ({ page }) => {
  await page.goto(studio.url);
  await openFile(page, 'it.yaml');
  const file = join(studio.dir, 'it.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: IT changed on disk'));
  await expect(page.getByRole('region', { name: 'Editor' }).locator('.cm-content')).toContainText('title: IT changed on disk', { timeout: 15_000 });
});
