import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openFile } from '../support/studio/editor.js';
import { root, startStudio } from '../support/studio/studio-server.js';

// docs/studio.png, the screenshot of docs/editors.md "The studio": taken only when asked (STUDIO_SCREENSHOT=1)
test('the studio at 1280 px, for the docs', async ({ page }) => {
  test.skip(!process.env.STUDIO_SCREENSHOT, 'set STUDIO_SCREENSHOT=1 to write docs/studio.png');
  test.setTimeout(180_000);
  const studio = await startStudio();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(studio.url);
    await openFile(page, 'hr.yaml');
    await expect(page.frameLocator('iframe[title^="Preview"]').getByText('Which HR software and tools does your team use?')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'Findings' }).getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: join(root, 'docs/studio.png') });
  } finally {
    await studio.close();
  }
});
