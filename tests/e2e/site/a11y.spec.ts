import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose, chooseOther } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { expectHydrated, menuLinks, menuToggle } from '../support/common/nav.js';
import { browserDepartments, departments, site } from '../support/common/definitions.js';
import { answer, complete, control, forwardLabel, headingOf, questionHeading } from '../support/wizard/wizard.js';
import { otherOf } from '../../../engine/answers/question-kinds.js';

/** a page in a context of its own, closed after the check */
async function withPage(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const routes = ['/', '/no-such-page', '/support-debug', '/support-test', ...departments.flatMap((d) => [d.routes.landing, d.routes.wizard, d.routes.results])];

test.describe('axe: zero violations', () => {
  for (const route of routes) {
    test(`route ${route} (as a fresh visitor lands on it)`, async ({ browser }) => {
      await withPage(browser, async (page) => {
        await page.goto(route);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectNoViolations(page, route);
      });
    });
  }

  test('the home page with the Departments menu open', async ({ browser }) => {
    await withPage(browser, async (page) => {
      await page.goto('/');
      await menuToggle(page, site.header.menuLabel).click();
      await expect(menuLinks(page).first()).toBeVisible();
      await expectNoViolations(page, '/ with the menu open');
    });
  });

  for (const dept of departments) {
    // each department's results page (its own colours and texts); the wizard's steps on the departments that show each kind
    if (browserDepartments.includes(dept))
      test(`${dept.id}: an answered wizard step and the step after it`, async ({ browser }) => {
        await withPage(browser, async (page) => {
          const hasOther = otherOf(dept.wizard.steps[0]!);
          const choices = hasOther ? chooseOther(dept, 'Close.io') : choose(dept, 'last');
          await page.goto(dept.routes.wizard);
          await answer(page, choices[0]!, 'mouse');
          await expectNoViolations(page, `${dept.routes.wizard} with step 1 answered`);
          await control(page, forwardLabel(dept, choices, 0)).click();
          await expect(headingOf(page, choices[1]!.step)).toBeFocused();
          await expectNoViolations(page, `${dept.routes.wizard} step 2 with the focus on its question`);
        });
      });

    test(`${dept.id}: the results page`, async ({ browser }) => {
      await withPage(browser, async (page) => {
        await complete(page, dept, choose(dept, 'last'));
        await expect(page.locator('h1')).toBeVisible();
        await expectNoViolations(page, `${dept.routes.results} with results (and any success toast)`);
      });
    });

    const failure = dept.wizard.onFailure;
    if (failure.kind === 'toast') {
      test(`${dept.id}: the wizard with its failure toast`, async ({ browser }) => {
        await withPage(browser, async (page) => {
          await page.route(
            (url) => url.pathname === dept.api,
            (route) => route.fulfill({ status: 500, body: 'calculation exploded' }),
          );
          const choices = choose(dept, 'first');
          await page.goto(dept.routes.wizard);
          for (const [at, choice] of choices.entries()) {
            await answer(page, choice, 'mouse');
            await control(page, forwardLabel(dept, choices, at)).click();
          }
          await expect(page.getByText(failure.title, { exact: true })).toBeVisible();
          await expectNoViolations(page, `${dept.routes.wizard} with the "${failure.title}" toast`);
        });
      });
    }
  }
});

test.describe('focus on entering a wizard', () => {
  for (const dept of browserDepartments) {
    const start = dept.landing.buttons.find((b) => b.to === dept.routes.wizard);
    if (!start) continue;
    test(`${dept.id}: from its landing page the first question takes the focus; a reload leaves it at the top`, async ({ page }) => {
      // the page's code comes after its first paint: the link clicked before it is in loads the wizard afresh (a
      // reload, which moves no focus), so the visitor here clicks once the landing has its code
      await page.goto(dept.routes.landing);
      await expectHydrated(page);
      await control(page, start.label).click();
      await expect(page).toHaveURL(dept.routes.wizard);
      await expect(questionHeading(page, dept, 0)).toBeFocused();
      await page.reload();
      await expect(questionHeading(page, dept, 0)).toBeVisible();
      await expect(questionHeading(page, dept, 0)).not.toBeFocused();
    });
  }
});
