import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openFile } from '../support/studio/editor.js';
import { root, startStudio, type RunningStudio } from '../support/studio/studio-server.js';

// the schema npm run schema writes: its descriptions are the editor's hover help, its keys the completions
const schema = JSON.parse(readFileSync(join(root, 'schema/department.schema.json'), 'utf8')) as {
  properties: Record<string, { description: string }>;
};
// markdown-it's typographer shows a straight apostrophe curled
const shown = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]"));

test.setTimeout(180_000);
let studio: RunningStudio;
test.beforeAll(async () => {
  studio = await startStudio();
});
test.afterAll(async () => studio.close());

test("a key's help comes with the first hover; the first load fetches none of it", async ({ page }) => {
  const schemaRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/department\.schema-[^/]*\.js$/.test(new URL(r.url()).pathname)) schemaRequests.push(r.url());
  });
  await page.goto(studio.url);
  await openFile(page, 'hr.yaml');
  const editor = page.getByRole('region', { name: 'Editor' });
  const title = editor.locator('.cm-line', { hasText: /^title: Human Resources$/ });
  await expect(title).toBeVisible();
  expect(schemaRequests).toEqual([]);

  // the help's code loads now: seconds on a busy machine
  await title.getByText('title', { exact: true }).hover();
  await expect(page.locator('.cm-tooltip-hover')).toContainText(shown(schema.properties.title!.description), { timeout: 60_000 });
  expect(schemaRequests).toHaveLength(1);
});

test("completion offers the schema's keys as a key is typed, once its code has come", async ({ page }) => {
  // the help's code comes only after the whole key is typed, as on a busy machine: the completion asked at the
  // first letter must still be offered, not dropped because more was typed meanwhile
  let typed = () => {};
  const keyTyped = new Promise<void>((done) => (typed = done));
  await page.route(/\/assets\/department\.schema-[^/]*\.js$/, async (route) => {
    await keyTyped;
    await route.continue();
  });
  await page.goto(studio.url);
  await openFile(page, 'hr.yaml');
  const title = page.getByRole('region', { name: 'Editor' }).locator('.cm-line', { hasText: /^title: Human Resources$/ });
  await title.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // at a person's pace: the completion is asked after the first letter, before the last
  await page.keyboard.type('sampl', { delay: 250 });
  typed();
  // the help's code loads at this first completion asked for: seconds on a busy machine
  const offered = page.locator('.cm-tooltip-autocomplete').getByRole('option', { name: /^samplePages/ });
  await expect(offered).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.cm-tooltip-autocomplete')).toContainText(shown(schema.properties.samplePages!.description.split('\n')[0]!));
});
