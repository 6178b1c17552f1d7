import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { fillTemplate, formatValue } from '../../../engine/display/format.js';
import { cardFigures, figureFormats, figureNames, sampleFigures } from '../../../web/reports/company/card-figures.js';
import { choose } from '../support/wizard/answers.js';
import { expectNoViolations } from '../support/common/axe.js';
import { department, site } from '../support/common/definitions.js';
import { pdfText } from '../support/results/pdf-text.js';
import { reports } from '../support/quotes/quote-page.js';
import { toast } from '../support/results/toasts.js';
import { complete } from '../support/wizard/wizard.js';
import { ruleOf } from '../../../engine/answers/question-kinds.js';

const main = (page: Page) => page.getByRole('main');
const company = reports.company;
const card = (page: Page, name: string) =>
  main(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const linked = company.departments.filter((c) => c.from);
const teamButton = (action: 'pdf' | 'share') => reports.team.buttons.find((b) => b.action === action)!.label;

test('the company report after two completed departments shows their own figures and Available; the rest are labelled samples and offer their assessment', async ({
  page,
}) => {
  // the complete card (its own report) and one that offered its assessment before it was taken; one whose wizard asks
  // only option questions, as support/wizard/wizard.ts answers them (a number or conditional question needs the wizard's
  // new fields, which the wizard work brings)
  const plain = (c: (typeof linked)[number]) => department(c.from!.department).wizard.steps.every((s) => !ruleOf(s).valued && s.when === undefined);
  const done = [linked.find((c) => c.status === 'complete')!, linked.find((c) => c.status !== 'complete' && plain(c))!];
  const results = new Map<string, Record<string, unknown>>();
  for (const c of done) results.set(c.name, (await complete(page, department(c.from!.department), choose(department(c.from!.department), 'mixed'))).result);

  await page.goto(company.route);
  for (const c of done) {
    const dept = department(c.from!.department);
    const own = cardFigures(dept, results.get(c.name)!, c.from!.figures);
    const el = card(page, c.name);
    await expect(el).toContainText(company.labels.available);
    await expect(el).not.toContainText(company.labels.sample);
    await expect(el).not.toContainText(company.labels.notTaken);
    for (const f of figureNames) {
      const shown = own[f] === undefined ? company.labels.notAvailable : formatValue(own[f], figureFormats[f]);
      await expect(el.getByRole('definition').filter({ hasText: shown }).first(), `${c.name} ${f}`).toBeVisible();
    }
    await expect(el.getByRole('link', { name: company.labels.viewResults })).toHaveAttribute('href', dept.routes.results);
  }
  for (const c of company.departments.filter((d) => !done.includes(d))) {
    const el = card(page, c.name);
    await expect(el).toContainText(company.labels.sample);
    await expect(el).toContainText(formatValue(sampleFigures(c).annualSavings!, 'currency'));
    // not taken yet: an assessment is offered at its landing page; a card without one stays coming soon
    if (c.from && c.status !== 'complete') {
      await expect(el).toContainText(company.labels.notTaken);
      await expect(el).not.toContainText(company.labels.comingSoon);
      const start = fillTemplate(company.labels.start, { name: c.name });
      await expect(el.getByRole('link', { name: start, exact: true })).toHaveAttribute('href', department(c.from.department).routes.landing);
    } else if (!c.from) await expect(el).toContainText(company.labels.comingSoon);
  }
  await page.mouse.move(0, 0);
  await expectNoViolations(page, `${company.route} after two completed departments`);

  // the order still runs from the fastest payback to the slowest (not known: last)
  const items = main(page).getByTestId('implementation-order').getByRole('listitem');
  await expect(items).toHaveCount(company.departments.length);
  await card(page, done[0]!.name).getByRole('link', { name: company.labels.viewResults }).click();
  await expect(page).toHaveURL(department(done[0]!.from!.department).routes.results);
});

test('the sales report: Export Report downloads its PDF, Share Results copies the page address and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(reports.team.route);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page)
      .getByRole('button', { name: teamButton('pdf'), exact: true })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sales-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const { text } = await pdfText(new Uint8Array(await readFile(await download.path())));
  expect(text).toContain(reports.team.heading);
  expect(text).toContain(reports.team.roadmap.phases[0]!.title);

  await main(page)
    .getByRole('button', { name: teamButton('share'), exact: true })
    .click();
  await expect(toast(page, site.share.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${reports.team.route}`);
  // the pointer leaves the pressed button hovered, so colours are measured at rest
  await page.mouse.move(0, 0);
  await expectNoViolations(page, `${reports.team.route} with the share confirmation`);
});

test('a stored value that is no result (no numeric score) leaves the company report card on its samples', async ({ page }) => {
  const c = linked[0]!;
  const dept = department(c.from!.department);
  await page.goto('/');
  await page.evaluate(([k, v]) => sessionStorage.setItem(k, v), [dept.session.results, `{"${dept.scoring.field}":"abc"}`] as const);
  await page.goto(company.route);
  const el = card(page, c.name);
  await expect(el).toContainText(company.labels.sample);
  await expect(el).toContainText(formatValue(sampleFigures(c).annualSavings!, 'currency'));
  await expect(el.getByRole('link', { name: company.labels.viewResults })).toHaveCount(0);
  if (c.status !== 'complete') await expect(el).toContainText(company.labels.notTaken);
});
