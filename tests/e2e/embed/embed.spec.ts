import { expect, test, type Page } from '@playwright/test';
import { fillTemplate } from '../../../engine/display/format.js';
import { embedRoutes, frameMessageSource } from '../../../engine/display/embed.js';
import { expectNoViolations } from '../support/common/axe.js';
import { holdScripts } from '../support/common/hold-scripts.js';
import { departments, site } from '../support/common/definitions.js';
import { answerAll, answerOne, heard, hostRecorder, hostShift, scrollsInside } from '../support/embed/embed-frame.js';
import { choose } from '../support/wizard/answers.js';
import { smallGroup } from '../../../engine/insights/small-groups.js';
import type { InsightsReport } from '../../../engine/insights/report.js';
import { insightsToken } from '../playwright.config.js';
import { hostPage, listedPort, startHost, tool, unlistedPort, type HostSite } from '../support/embed/host-server.js';

// the embed on another site (docs/embedding.md): the host pages are served from 127.0.0.2, which EMBED_ORIGINS
// lists on one port (playwright.config.ts) and not on the other
test.describe.configure({ mode: 'serial' });

const dept = departments[0]!;
const frameTitle = fillTemplate(site.embed.frameTitle, { department: dept.title });
// the script right after the element places the frame before the text below it is laid out: nothing to shift
const snippet = `<div data-assessment="${dept.id}"></div>\n<script src="${tool}/embed.js"></script>`;
const pages = {
  '/script': hostPage(hostRecorder + snippet),
  '/popup': hostPage(`${hostRecorder}<div data-assessment="${dept.id}" data-assessment-mode="popup"></div>\n<script src="${tool}/embed.js"></script>`),
  // placed low, under a screen and more of the article: the host scrolls to it
  '/low': hostPage(`${hostRecorder}<p style="height:1400px">${'More of the article. '.repeat(30)}</p>${snippet}`),
  '/iframe': hostPage(`<iframe src="${tool}${embedRoutes(dept.id).wizard}" title="${frameTitle}" style="width:100%;height:700px;border:0"></iframe>`),
};
let listed: HostSite;
let unlisted: HostSite;
test.beforeAll(async () => {
  listed = await startHost(listedPort, pages);
  unlisted = await startHost(unlistedPort, pages);
});
test.afterAll(async () => {
  await listed?.close();
  await unlisted?.close();
});

const firstQuestion = dept.wizard.steps[0]!.question;
const frameOf = (page: Page) => page.frameLocator(`iframe[title="${frameTitle}"]`);

for (const width of [375, 1280]) {
  test(`at ${width} px a listed site embeds it by the script: the host never shifts, the frame never scrolls, focus stays put`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${listed.origin}/script`);
    const frame = frameOf(page);
    await expect(frame.getByRole('heading', { name: firstQuestion })).toBeVisible();
    await expect.poll(async () => (await heard(page)).map((e) => e.type)).toEqual(['ready', 'step']);
    // the frame's page has told its height (a ResizeObserver's first word): it was the height reserved
    await expect
      .poll(() => frame.locator('[data-embed-root]').evaluate((el) => Math.ceil(el.getBoundingClientRect().height)))
      .toBe(await page.locator('iframe').evaluate((el) => el.getBoundingClientRect().height));
    expect(await hostShift(page)).toBe(0);
    expect(await scrollsInside(frame)).toBe(false);
    // loading takes no focus from the host page
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expectNoViolations(page, `the host page with the embed at ${width} px`);
  });
}

test('the host hears ready, one step per question and the completed score; the frame grows to the results without a scrollbar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${listed.origin}/script`);
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: firstQuestion })).toBeVisible();
  const asked = await answerAll(frame, dept);
  const score = frame.getByTestId('score');
  await expect(score).toBeVisible();
  await expect.poll(async () => (await heard(page)).at(-1)?.type).toBe('completed');
  const events = await heard(page);
  expect(events[0]).toEqual({ type: 'ready', detail: { department: dept.id } });
  const steps = events.filter((e) => e.type === 'step').map((e) => e.detail as { department: string; step: number; of: number });
  expect(steps.map((s) => s.step)).toEqual(Array.from({ length: asked }, (_, i) => i + 1));
  expect(steps.every((s) => s.department === dept.id && s.of >= asked)).toBe(true);
  const completed = events.at(-1)!.detail as Record<string, unknown>;
  expect(completed).toEqual({ department: dept.id, score: Number(await score.textContent()), max: dept.scoring.max, band: expect.any(String) });
  // no answer, no contact detail: those four keys and nothing more
  expect(Object.keys(completed).sort()).toEqual(['band', 'department', 'max', 'score']);
  await expect.poll(() => scrollsInside(frame)).toBe(false);
  expect(await hostShift(page)).toBe(0);
  // the full results open this site in a new tab, by the share link
  const full = frame.getByRole('link', { name: new RegExp(site.embed.fullResults) });
  await expect(full).toHaveAttribute('target', '_blank');
  await expect(full).toHaveAttribute('href', new RegExp(`^${tool}${dept.routes.results}\\?shared=`));
  await expectNoViolations(page, 'the embedded results');
});

test('a plain iframe on a listed site shows the assessment at its own height, scrolling itself', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${listed.origin}/iframe`);
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: firstQuestion })).toBeVisible();
  await expect(frame.getByRole('banner')).toHaveCount(0);
  expect(await scrollsInside(frame)).toBe(true);
});

test('a site EMBED_ORIGINS does not list is refused by the browser', async ({ page }) => {
  const refused = page.waitForEvent('console', (m) => m.text().includes('frame-ancestors'));
  await page.goto(`${unlisted.origin}/iframe`);
  await refused;
  await expect(frameOf(page).getByRole('heading', { name: firstQuestion })).toHaveCount(0);
  // and the loader's frame never speaks to it
  await page.goto(`${unlisted.origin}/script`);
  await page.waitForLoadState('load');
  await expect(frameOf(page).getByRole('heading', { name: firstQuestion })).toHaveCount(0);
  expect(await heard(page)).toEqual([]);
});

test('the loader ignores a message that is not its own frame speaking, however well it is shaped', async ({ page }) => {
  await page.goto(`${listed.origin}/script`);
  await expect.poll(async () => (await heard(page)).length).toBe(2);
  const before = await page.locator('iframe').evaluate((el) => el.style.height);
  const forged = { source: frameMessageSource, type: 'completed', department: dept.id, score: 1, max: dept.scoring.max, band: 'forged' };
  const height = { source: frameMessageSource, type: 'height', height: 300 };
  // from the host's own window, and from another frame of the host page
  await page.evaluate(([a, b]) => [a, b].forEach((m) => window.postMessage(m, '*')), [forged, height]);
  await page.evaluate(
    ([a, b]) =>
      new Promise<void>((done) => {
        const other = document.createElement('iframe');
        other.srcdoc = `<script>parent.postMessage(${JSON.stringify(a)}, '*'); parent.postMessage(${JSON.stringify(b)}, '*');</script>`;
        other.onload = () => setTimeout(done, 100);
        document.body.append(other);
      }),
    [forged, height],
  );
  expect((await heard(page)).map((e) => e.type)).toEqual(['ready', 'step']);
  expect(await page.locator(`iframe[title="${frameTitle}"]`).evaluate((el) => el.style.height)).toBe(before);
});

test('the popup opens the assessment in a modal dialog: focus moves in and stays, Escape and the close button close it, focus returns', async ({ page }) => {
  await page.goto(`${listed.origin}/popup`);
  const open = page.getByRole('button', { name: fillTemplate(site.embed.openButton, { department: dept.title }) });
  await open.click();
  const dialog = page.getByRole('dialog', { name: frameTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: site.embed.close })).toBeFocused();
  const frame = frameOf(page);
  await expect(frame.getByRole('heading', { name: firstQuestion })).toBeVisible();
  await expectNoViolations(page, 'the popup');
  // Tab and Shift+Tab never reach the page under the dialog (past its ends, focus goes to the browser, then back in)
  const outside = () => page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('dialog'));
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await outside(), `focus after ${key}`).toBe(false);
  }
  await dialog.getByRole('button', { name: site.embed.close }).focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // opened again, the close button closes it
  await open.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: site.embed.close }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

/** opens the popup host page's dialog and waits for the frame's first question */
async function openPopup(page: Page) {
  await page.goto(`${listed.origin}/popup`);
  const open = page.getByRole('button', { name: fillTemplate(site.embed.openButton, { department: dept.title }) });
  await open.click();
  const dialog = page.getByRole('dialog', { name: frameTitle });
  const heading = frameOf(page).getByRole('heading', { name: firstQuestion });
  await expect(heading).toBeVisible();
  return { open, dialog, heading };
}

test('Escape pressed while the focus is inside the popup frame closes the dialog and returns focus to its button', async ({ page }) => {
  const { open, dialog, heading } = await openPopup(page);
  // the frame's code tells its keys once it runs, as it says it is ready (one pressed before is told as it comes:
  // the next test)
  await expect.poll(async () => (await heard(page)).some((e) => e.type === 'ready'), { timeout: 60_000 }).toBe(true);
  // the focus in the other site's frame: the host's dialog hears none of its keys
  await heading.focus();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // the frame's word is its own: the same message from the host's window closes nothing
  await open.click();
  await expect(dialog).toBeVisible();
  await page.evaluate((source) => window.postMessage({ source, type: 'escape' }, '*'), frameMessageSource);
  await expect(frameOf(page).getByRole('heading', { name: firstQuestion })).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("Escape pressed inside the popup frame before the frame's code came closes the dialog once the code comes", async ({ page }) => {
  // the frame's code held back (the host's loader, /embed.js, comes)
  const release = await holdScripts(page, /\/assets\/.*\.js(\?|$)/);
  const { open, dialog, heading } = await openPopup(page);
  await heading.focus();
  await page.keyboard.press('Escape');
  // the server's paint alone cannot tell the host: the dialog waits for the frame's code
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // opened again, it stays open until the next Escape, which the frame's code now tells at once
  await open.click();
  await expect(dialog).toBeVisible();
  await heading.focus();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("moving to the next question scrolls the host only when the question's heading is out of view, and loading never does", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(`${listed.origin}/low`);
  const frame = frameOf(page);
  const iframe = page.locator(`iframe[title="${frameTitle}"]`);
  const choices = choose(dept, 'first');
  expect(choices.length).toBeGreaterThanOrEqual(4);
  const heading = (i: number) => frame.getByRole('heading', { name: choices[i]!.step.question });
  await expect(heading(0)).toBeVisible();
  await expect.poll(async () => (await heard(page)).filter((e) => e.type === 'step').length).toBe(1);
  expect(await page.evaluate(() => scrollY), 'the embed below the fold loads without scrolling its host').toBe(0);
  // where the frame starts in the host's document, and how far below it its question's heading
  const frameTop = await iframe.evaluate((el) => el.getBoundingClientRect().top + scrollY);
  const offset = (await heading(0).boundingBox())!.y - (await iframe.boundingBox())!.y;
  const next = async (i: number) => {
    await answerOne(frame, dept, choices[i]!, false);
    await expect(heading(i + 1)).toBeVisible();
    // the loader has heard the new step, and done what it does with it
    await expect.poll(async () => (await heard(page)).filter((e) => e.type === 'step').length).toBe(i + 2);
  };
  const scrollHost = (y: number) => page.evaluate((top) => window.scrollTo(0, top), Math.round(y));

  // the frame's top and its heading in view
  await scrollHost(frameTop - 40);
  const a = await page.evaluate(() => scrollY);
  await next(0);
  expect(await page.evaluate(() => scrollY), 'the heading in view: the host stays').toBe(a);

  // the frame's top above the window, its heading still in view
  await scrollHost(frameTop + offset / 2);
  const c = await page.evaluate(() => scrollY);
  await next(1);
  expect(await page.evaluate(() => scrollY), "the frame's top out of view, the heading in it: the host stays").toBe(c);

  // the heading above the window: the next question's heading is brought into view
  await scrollHost(frameTop + offset + 300);
  const b = await page.evaluate(() => scrollY);
  await next(2);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeLessThan(b);
  const box = (await heading(3).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(700);
});

test('/insights shows the embed by the site it is on: five more visits of a listed host, counted under its origin', async ({ page, context }) => {
  const t = site.insights.hosts;
  await page.goto('/insights');
  await page.getByLabel('Insights token').fill(insightsToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible({ timeout: 60_000 });
  /** the listed host's views of the department in the report the page reads (signed in by the page's cookie): 0 while under 5 */
  const views = async () => {
    const report = (await (await page.request.get(`/api/insights?days=1&department=${dept.id}`)).json()) as InsightsReport;
    const row = report.hosts.find((h) => h.host === listed.origin && h.department === dept.id);
    return typeof row?.views === 'number' ? row.views : 0;
  };
  const before = await views();
  // five visitors, each in a tab of their own, see the embed and leave: three once the frame's code has run (the
  // host hears the step it shows), two before it ever comes (held back): the page's inline beacon counts them
  for (let i = 0; i < 5; i++) {
    const visitor = await context.newPage();
    const early = i >= 3;
    if (early) await holdScripts(visitor, /\/assets\/.*\.js(\?|$)/);
    // the host's load waits on the frame's, and so on the scripts held back
    await visitor.goto(`${listed.origin}/script`, { waitUntil: early ? 'domcontentloaded' : 'load' });
    await expect(frameOf(visitor).getByRole('heading', { name: firstQuestion })).toBeVisible();
    if (!early) await expect.poll(async () => (await heard(visitor)).map((e) => e.type)).toContain('step');
    else expect(await heard(visitor), "the frame's code has not run").toEqual([]);
    await visitor.goto('about:blank');
    await visitor.close();
  }
  await expect.poll(views, { timeout: 60_000 }).toBeGreaterThanOrEqual(Math.max(smallGroup, before + 5));
  const counted = await views();
  // and the page shows it, in the host's row of the table by host
  await page.getByLabel('Department', { exact: true }).selectOption({ label: dept.title });
  const row = page
    .getByRole('region', { name: t.caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: listed.origin, exact: true }) })
    .filter({ hasText: dept.title });
  // at least those counted: a view of another test's visit to the same host may have come since
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d[\d,]*$/, { timeout: 60_000 });
  expect(Number((await row.getByRole('cell').nth(1).textContent())!.replaceAll(',', ''))).toBeGreaterThanOrEqual(counted);
  await expectNoViolations(page, '/insights with the embed by host');
});
