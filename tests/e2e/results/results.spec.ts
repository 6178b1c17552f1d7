import { expect, test } from '@playwright/test';
import { displayModel } from '../../../engine/display/display.js';
import { fillTemplate } from '../../../engine/display/format.js';
import { peersBlock, peersIn } from '../../../engine/insights/peers.js';
import { choose, expectedPayload } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { browserDepartments, departments, site } from '../support/common/definitions.js';
import { expectLandmarks, expectNavLinks, expectTitle } from '../support/common/nav.js';
import { expectResultsPage } from '../support/results/results-page.js';
import { storedResult } from '../support/common/storage.js';
import { complete, control } from '../support/wizard/wizard.js';

for (const dept of browserDepartments) {
  test.describe(`${dept.id} results page`, () => {
    const buttons = dept.results.blocks.flatMap((b) => (b.kind === 'actions' ? b.buttons : []));
    // a wizard that clears results on opening goes last, so the other buttons still find the results
    const clearsOnOpen = (to?: string) => departments.some((d) => d.wizard.clearResultsOnOpen && d.routes.wizard === to);
    const ordered = [...buttons.filter((b) => !clearsOnOpen(b.to)), ...buttons.filter((b) => clearsOnOpen(b.to))];

    test('shows every block for the first options, with its navigation', async ({ page }) => {
      const { result } = await complete(page, dept, choose(dept, 'first'));
      await expectResultsPage(page, dept, result);
      await expectLandmarks(page);
      await expectTitle(page, dept.results.documentTitle);
      await expectNavLinks(page, dept.results.nav);
    });

    test('shows how its figures were calculated: every sum adds up by hand, and the page stays axe clean', async ({ page }) => {
      const { result } = await complete(page, dept, choose(dept, 'mixed'));
      // expectResultsPage redoes every "a x b = c" of the working and finds each metric's figure in it
      await expectResultsPage(page, dept, result);
      const working = dept.results.blocks.filter((b) => b.kind === 'working');
      expect(working.length, `${dept.id} shows its working`).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 2, name: working[0]!.title })).toBeVisible();
      await expectNoViolations(page, `${dept.routes.results} with its working`);
    });

    test('its buttons go where the definition says, and the ones without a target do nothing', async ({ page }) => {
      const { result } = await complete(page, dept, choose(dept, 'mixed'));
      for (const button of ordered.filter((b) => !b.clearResults)) {
        await page.goto(dept.routes.results);
        await expectResultsPage(page, dept, result);
        if (button.opens) {
          // a call button opens site.yaml's link (a booking page or a mailto:), outside the app
          await expect(control(page, button.label)).toHaveAttribute('href', site.links[button.opens]);
          continue;
        }
        await control(page, button.label).click();
        // the wizard's address then carries the answers kept (?answers=…): the page is the one the definition names
        if (button.to) await expect(page, `"${button.label}" goes to ${button.to}`).toHaveURL((url) => url.pathname === button.to);
        else {
          await expect(page, `"${button.label}" does nothing`).toHaveURL(dept.routes.results);
          expect(await storedResult(page, dept)).toMatchObject(result);
        }
      }
    });
  });
}

// the last department with a peers block: seeding it leaves the other departments' results as they were
const compared = departments.filter((d) => peersBlock(d)).at(-1)!;

test(`${compared.id} results page: with minPeers teams stored, the peers block says how this team compares`, async ({ page, request }) => {
  const block = peersBlock(compared)!;
  const team = expectedPayload(compared, choose(compared, 'mixed'));
  // the teams before this one, through the API the wizard calls
  for (let i = 0; i < block.minPeers; i++) expect((await request.post(compared.api, { data: team })).status()).toBe(200);
  // they count once their batch is stored; a calculation's answer says when
  await expect.poll(async () => peersIn((await (await request.post(compared.api, { data: team })).json()) as Record<string, unknown>)).toBeDefined();
  const { result } = await complete(page, compared, choose(compared, 'first'));
  const peers = peersIn(result)!;
  expect(peers.teams).toBeGreaterThanOrEqual(block.minPeers);
  // expectResultsPage finds the block's sentence, filled with this answer's percent and teams
  await expectResultsPage(page, compared, result);
  const card = page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: block.title }) });
  const scope = displayModel(compared).scope(result);
  // the block's text, not its `fewer` line
  await expect(card).toContainText(fillTemplate(block.text, { ...scope, percent: peers.percent, teams: peers.teams }));
});
