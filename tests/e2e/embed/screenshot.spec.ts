import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fillTemplate } from '../../../engine/display/format.js';
import { departments, site } from '../support/common/definitions.js';
import { hostPage, otherListedPort, startHost, tool } from '../support/embed/host-server.js';

// docs/embed.png, the screenshot of docs/embedding.md: taken only when asked (EMBED_SCREENSHOT=1); the host page is
// served on an origin EMBED_ORIGINS lists (playwright.config.ts)
test('the embed on a host page at 1280 px, for the docs', async ({ page }) => {
  test.skip(!process.env.EMBED_SCREENSHOT, 'set EMBED_SCREENSHOT=1 to write docs/embed.png');
  const dept = departments.find((d) => d.id === 'hr') ?? departments[0]!;
  const host = await startHost(otherListedPort, { '/': hostPage(`<div data-assessment="${dept.id}"></div>\n<script src="${tool}/embed.js"></script>`) });
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${host.origin}/`);
    const frame = page.frameLocator(`iframe[title="${fillTemplate(site.embed.frameTitle, { department: dept.title })}"]`);
    await expect(frame.getByRole('heading', { name: dept.wizard.steps[0]!.question })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(import.meta.dirname, '../../../docs/embed.png') });
  } finally {
    await host.close();
  }
});
