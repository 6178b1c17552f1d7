import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sourceHash } from '../../../engine/i18n/translate.js';
import { openFile, replaceInEditor } from '../support/studio/editor.js';
import { root, startStudio, type RunningStudio } from '../support/studio/studio-server.js';

// two edits, an undo and two saves, each awaiting the lint of the whole folder: minutes on a shared machine
test.setTimeout(420_000);
let studio: RunningStudio;
test.beforeAll(async () => {
  studio = await startStudio();
});
test.afterAll(async () => studio.close());

const key = 'wizard.steps.screeningProcess.help';
const help = 'Think of the last role you filled.';

test('a text new in hr.yaml has no Spanish text: one action adds its key to es/hr.yaml in the source words, undoable; saved, the lint agrees', async ({
  page,
}) => {
  await page.goto(studio.url);
  await openFile(page, 'hr.yaml');
  // a help text added to a question: Enter keeps the line's indentation
  await replaceInEditor(page, 'question: How do you screen applicants?', `question: How do you screen applicants?\nhelp: ${help}`);
  const findings = page.getByRole('region', { name: 'Findings' });
  const finding = findings.getByRole('listitem').filter({ hasText: `${key} has no` });
  // the finding of the whole text typed (the lint names the folder as the studio's server sees it)
  await expect(finding).toContainText(new RegExp(`source: ${sourceHash(help)} }" under texts in \\S*definitions/es/hr\\.yaml`), { timeout: 60_000 });
  const fix = finding.getByRole('button', { name: `Add ${key} to es/hr.yaml, in the source's words` });

  await fix.click();
  await expect(findings.getByRole('status').filter({ hasText: `Applied: Add ${key} to es/hr.yaml` })).toBeVisible();
  await expect(finding).toHaveCount(0, { timeout: 60_000 });
  const files = page.getByRole('navigation', { name: 'Files' });
  await expect(files.getByRole('button', { name: /^es\/hr\.yaml/ })).toContainText('unsaved');

  // undone in one action: the file as it was, the finding back
  await findings.getByRole('button', { name: 'Undo the fix' }).click();
  await expect(finding).toBeVisible({ timeout: 60_000 });
  await expect(files.getByRole('button', { name: /^es\/hr\.yaml/ })).not.toContainText('unsaved');

  // applied again, then both files saved
  await finding.getByRole('button', { name: `Add ${key} to es/hr.yaml, in the source's words` }).click();
  await expect(finding).toHaveCount(0, { timeout: 60_000 });
  for (const file of ['hr.yaml', 'es/hr.yaml']) {
    await openFile(page, file);
    await page.locator('.cm-content').press('Control+s');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Saved ${file}` })
        .first(),
    ).toBeVisible();
  }

  // in es/hr.yaml after the question's own text, written as the file writes its texts
  const es = readFileSync(join(studio.dir, 'es/hr.yaml'), 'utf8').split('\n');
  const at = es.indexOf(`  ${key}:`);
  expect(es.slice(at, at + 3)).toEqual([`  ${key}:`, `    # ${help}`, `    text: ${help}`]);
  expect(es[at + 3]).toMatch(/^ {4}source: [0-9a-f]{8}$/);
  expect(es.slice(0, at).findLast((l) => /^ {2}\S/.test(l))).toBe('  wizard.steps.screeningProcess.question:');

  // the command line says what the studio said: nothing of the key, and no error
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint-definitions.ts', '--format', 'json', studio.dir], { cwd: root, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const cli = JSON.parse(run.stdout || '[]') as { message: string }[];
  expect(cli.filter((p) => p.message.includes(key))).toEqual([]);
});
