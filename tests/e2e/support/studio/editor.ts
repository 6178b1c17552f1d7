import { expect, type Page } from '@playwright/test';

/** selects the first match of a text in the editor (CodeMirror's own search, as a keyboard user finds it) */
async function selectInEditor(page: Page, find: string): Promise<void> {
  const editor = page.getByRole('region', { name: 'Editor' }).locator('.cm-content');
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Control+f');
  const field = page.locator('.cm-search input[name=search]');
  await field.fill(find);
  // the search panel takes its query on a key's release (fill types none)
  await field.press('End');
  await field.press('Enter');
  await field.press('Escape');
  await expect(editor).toBeFocused();
}

/** selects the first match of a text in the editor and types over it */
export async function replaceInEditor(page: Page, find: string, replace: string): Promise<void> {
  await selectInEditor(page, find);
  await page.keyboard.type(replace);
}

/** finds a text and retypes only its last characters, as an editor changes a number: typed braces and quotes would meet the editor's closing of brackets */
export async function retypeEnd(page: Page, find: string, count: number, text: string): Promise<void> {
  await selectInEditor(page, find);
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < count; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** opens a file from the Files list */
export async function openFile(page: Page, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Files' })
    .getByRole('button', { name: new RegExp(`^${path.replace(/[.]/g, '\\.')}`) })
    .click();
  await expect(page.getByRole('region', { name: 'Editor' }).getByRole('heading', { name: path })).toBeVisible();
}
