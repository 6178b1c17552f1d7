import { expect, test } from '@playwright/test';
import { fillTemplate } from '../../../engine/display/format.js';
import { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium.js';
import { departments, site } from '../support/common/definitions.js';
import { answerAll, heard, hostRecorder } from '../support/embed/embed-frame.js';
import { hostPage, otherListedPort, startHost, tool, type HostSite } from '../support/embed/host-server.js';

// the browser blocks third-party cookies, and with them the storage of a frame from another site (a SecurityError):
// the full browser, as the headless shell the other tests use does not take this switch
test.use({ launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--test-third-party-cookie-phaseout'] } });

const dept = departments[0]!;
const frameTitle = fillTemplate(site.embed.frameTitle, { department: dept.title });
let host: HostSite;
test.beforeAll(async () => {
  host = await startHost(otherListedPort, {
    '/': hostPage(`${hostRecorder}<div data-assessment="${dept.id}"></div><script src="${tool}/embed.js"></script>`),
  });
});
test.afterAll(() => host?.close());

test('with third-party cookies blocked the embedded assessment completes, its answers kept in memory', async ({ page }) => {
  await page.goto(`${host.origin}/`);
  const frame = page.frameLocator(`iframe[title="${frameTitle}"]`);
  await expect(frame.getByRole('heading', { name: dept.wizard.steps[0]!.question })).toBeVisible();
  // the browser refuses the frame its storage: the case this test is for
  const storage = await frame.locator('html').evaluate(() => {
    try {
      sessionStorage.getItem('any');
      return 'kept';
    } catch (e) {
      return (e as Error).name;
    }
  });
  expect(storage).toBe('SecurityError');
  await answerAll(frame, dept);
  await expect(frame.getByTestId('score')).toBeVisible();
  await expect.poll(async () => (await heard(page)).at(-1)?.type).toBe('completed');
});
