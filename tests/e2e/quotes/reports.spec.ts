import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/common/axe.js';
import { expectLandmarks, expectNavLinks } from '../support/common/nav.js';
import { reports, sidewaysOverflow } from '../support/quotes/quote-page.js';

// the spec's words and sample figures (spec document 2, sections 2, 3 and 9)
const team = {
  route: '/sales-report',
  heading: 'Sales Department AI Report',
  buttons: ['Export Report', 'Share Results'], // what they do: report-session.spec.ts
  company: { label: 'View Company-Wide Report', to: '/company-report' },
  phases: [
    ['Months 1-2', 'Assessment & Planning'],
    ['Months 3-4', 'Implementation'],
    ['Months 5-6', 'Scale & Optimize'],
  ],
  claims: ['$100,000', '14.5%'],
};
const company = {
  route: '/company-report',
  back: { label: 'Back to Home', to: '/' },
  complete: { name: 'Sales', badge: 'Available', button: 'View Sales Report', to: '/sales-report' },
  comingSoon: 'Coming Soon',
  // 3-decisions.md (2026-11-25): a department with an assessment not taken yet offers it; only one without stays coming soon
  notTaken: {
    badge: 'Not taken yet',
    cards: [
      ['Marketing', 'Start the Marketing Assessment', '/marketing'],
      ['Operations', 'Start the Operations Assessment', '/operations'],
      ['HR', 'Start the HR Assessment', '/hr'],
      ['Finance', 'Start the Finance Assessment', '/finance'],
    ],
  },
  noAssessment: ['Customer Service'],
  // name, team size, annual savings, ROI months, productivity gain
  samples: [
    ['Sales', '12', '$156,000', '4.2', '14.5%'],
    ['Marketing', '8', '$89,000', '5.1', '18.2%'],
    ['Customer Service', '15', '$198,000', '3.8', '22.1%'],
    ['Operations', '20', '$267,000', '6.2', '16.8%'],
    ['HR', '5', '$45,000', '4.9', '12.3%'],
    ['Finance', '6', '$78,000', '5.5', '20.1%'],
  ],
  order: ['Customer Service', 'Sales', 'HR', 'Marketing', 'Finance', 'Operations'],
};

const main = (page: Page) => page.getByRole('main');
// the pointer leaves the last button pressed, so colours are measured at rest (expectNoViolations waits for it)
const pointerAway = (page: Page) => page.mouse.move(0, 0);

/** the card of one sample department */
const card = (page: Page, name: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('team report', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(team.route);
    await expect(page.getByRole('heading', { level: 1, name: team.heading, exact: true })).toBeVisible();
  });

  test('its buttons, the ROI calculator placeholder, the three-phase roadmap and the claims', async ({ page }) => {
    await expectLandmarks(page);
    const report = reports.team;
    expect(report.route).toBe(team.route);
    await expectNavLinks(page, report.nav);
    for (const label of team.buttons) await expect(main(page).getByRole('button', { name: label, exact: true })).toBeEnabled();
    await expect(main(page)).toContainText(report.roiCalculator.title);
    await expect(main(page)).toContainText(report.roiCalculator.text);
    const phases = main(page)
      .getByRole('list')
      .filter({ hasText: team.phases[0]![1] })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(phases).toHaveCount(3);
    for (const [i, [months, title]] of team.phases.entries()) {
      await expect(phases.nth(i)).toContainText(months!);
      await expect(phases.nth(i).getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    for (const claim of team.claims) await expect(main(page)).toContainText(claim);
    await pointerAway(page);
    await expectNoViolations(page, team.route);
    await main(page).getByRole('link', { name: team.company.label, exact: true }).click();
    await expect(page).toHaveURL(team.company.to);
  });

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('company report', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(company.route);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('a card per sample department with its figures: the complete one is Available, an assessment not taken is offered, only one without is Coming Soon', async ({
    page,
  }) => {
    await expectLandmarks(page);
    expect(company.samples.length, 'every card is one of the three kinds').toBe(1 + company.notTaken.cards.length + company.noAssessment.length);
    for (const [name, size, savings, roi, gain] of company.samples) {
      const c = card(page, name!);
      await expect(c, `one card for ${name}`).toHaveCount(1);
      for (const figure of [size!, savings!, roi!, gain!]) await expect(c).toContainText(figure);
      await expect(c, 'nothing completed in this session: every card says its figures are samples').toContainText(reports.company.labels.sample);
      const offered = company.notTaken.cards.find(([n]) => n === name);
      if (name === company.complete.name) {
        await expect(c).toContainText(company.complete.badge);
        await expect(c).not.toContainText(company.comingSoon);
        await expect(c.getByRole('link', { name: company.complete.button, exact: true })).toHaveAttribute('href', company.complete.to);
      } else if (offered) {
        const [, start, landing] = offered;
        await expect(c, `${name} has an assessment: never Coming Soon`).not.toContainText(company.comingSoon);
        await expect(c).not.toContainText(company.complete.badge);
        await expect(c).toContainText(company.notTaken.badge);
        await expect(c.getByRole('link', { name: start!, exact: true })).toHaveAttribute('href', landing!);
        await expect(c.getByRole('button')).toHaveCount(0);
      } else {
        expect(company.noAssessment).toContain(name);
        await expect(c).toContainText(company.comingSoon);
        await expect(c).not.toContainText(company.complete.badge);
        await expect(c).not.toContainText(company.notTaken.badge);
        await expect(c.getByRole('link')).toHaveCount(0);
        await expect(c.getByRole('button')).toBeDisabled();
      }
    }
    await pointerAway(page);
    await expectNoViolations(page, company.route);
    await card(page, company.complete.name).getByRole('link', { name: company.complete.button }).click();
    await expect(page).toHaveURL(company.complete.to);
  });

  test('a card offering an assessment leads to its landing page', async ({ page }) => {
    const [name, start, landing] = company.notTaken.cards[2]!;
    await card(page, name!).getByRole('link', { name: start!, exact: true }).click();
    await expect(page).toHaveURL(landing!);
  });

  test('the implementation order runs from the fastest payback to the slowest', async ({ page }) => {
    const items = main(page).getByRole('list').filter({ hasText: company.order[0]! }).last().getByRole('listitem');
    await expect(items).toHaveCount(company.order.length);
    for (const [i, name] of company.order.entries()) await expect(items.nth(i)).toContainText(name);
  });

  test('Back to Home goes to /', async ({ page }) => {
    await main(page).getByRole('link', { name: company.back.label, exact: true }).click();
    await expect(page).toHaveURL(company.back.to);
  });

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
