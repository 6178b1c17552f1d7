import { expect, type Page } from '@playwright/test';

/** selects the first match of a text in the editor (CodeMirror's own search, as a keyboard user finds it) and types over it */
export async function replaceInEditor(page: Page, find: string, replace: string): Promise<void> {
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
  await page.keyboard.type(replace);
}

/** opens a file from the Files list */
export async function openFile(page: Page, path: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Files' })
    .getByRole('button', { name: new RegExp(`^${path.replace(/[.]/g, '\\.')}`) })
    .click();
  await expect(page.getByRole('region', { name: 'Editor' }).getByRole('heading', { name: path })).toBeVisible();
}
