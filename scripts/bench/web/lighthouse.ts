import { navigation } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import type { Department } from '../../../engine/schema/index.js';
import { chromiumPath } from '../../lib/chromium.js';
import { firstPath } from './web-drive.js';
import { checked, median, ms, type Row } from '../lib/table.js';
import { optionsOf, otherOf } from '../../../engine/answers/question-kinds.js';

const runs = 3;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const budgets: Record<(typeof categories)[number], number> = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 };
// simulated on the mobile preset's slow 4G: the HTML alone paints the page
const fcpBudgetMs = 1200;
const lcpBudgetMs = 1600;

interface Audit {
  scores: Record<(typeof categories)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed in the run (higher is faster): the simulation scales observed times, so a slower machine scores lower */
  benchmarkIndex: number;
}

// plain JavaScript sent as text (see web-drive.ts): answers each question on the path with its first plain option
// (a number question with its smallest value, set as typing would through the input's native setter), then submits
const finishWizard = (dept: Department) => `(async () => {
  const steps = ${JSON.stringify(firstPath(dept).map(([s, v]) => ({ question: s.question, option: optionsOf(s).findIndex((o) => o.value !== otherOf(s)?.value), number: typeof v === 'number' ? v : null })))};
  const until = async (found) => {
    for (let i = 0; i < 400; i++) { if (found()) return; await new Promise((r) => setTimeout(r, 25)); }
    throw new Error('the wizard did not move on within 10 s');
  };
  const press = (label) => until(() => {
    const button = [...document.querySelectorAll('main button')].find((b) => b.textContent.trim() === label && !b.disabled);
    return button && (button.click(), true);
  });
  // a Next pressed before the page's code sends the form to the server, a navigation that would end this script
  await until(() => document.querySelector('header details[data-enhanced]'));
  for (const [i, step] of steps.entries()) {
    await until(() => [...document.querySelectorAll('main h1, main h2, main legend')].some((h) => h.textContent.trim() === step.question));
    // the options are real inputs (each card its label): a click on one is heard before the code as after it
    if (step.number === null) document.querySelectorAll('main input[type=radio], main input[type=checkbox]')[step.option].click();
    else {
      const input = document.querySelector('main input[inputmode]');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, String(step.number));
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await press(i < steps.length - 1 ? ${JSON.stringify(dept.wizard.buttons.next)} : ${JSON.stringify(dept.wizard.buttons.submit)});
  }
  await until(() => location.pathname === ${JSON.stringify(dept.routes.results)});
})()`;

// a shift too small for three decimals still misses the budget of 0: shown as it is
const clsText = (cls: number) => (cls === 0 ? '0' : cls.toPrecision(2));

/** one Lighthouse run (mobile preset, simulated throttling) of a fresh browser on url; `before` drives the tab first */
async function audit(url: string, before?: (page: Page) => Promise<unknown>): Promise<Audit> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    if (before) await before(page);
    const result = await navigation(page, url, { flags: { onlyCategories: [...categories], logLevel: 'error' } });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    return {
      scores: Object.fromEntries(categories.map((c) => [c, score(c)])) as Audit['scores'],
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse 12 on the mobile preset over a landing, a wizard, a results page reached through its wizard, the
 * quote generator and the company report: the median of 3 runs of each category score, first contentful paint,
 * LCP, TBT and CLS.
 */
export async function lighthouseRows(base: string, first: Department, quoteRoute: string, companyRoute: string): Promise<Row[]> {
  const pages: [string, string, ((page: Page) => Promise<unknown>)?][] = [
    ['landing', first.routes.landing],
    ['wizard', first.routes.wizard],
    [
      'results',
      first.routes.results,
      async (page) => {
        await page.goto(base + first.routes.wizard);
        await page.evaluate(finishWizard(first));
      },
    ],
    ['quote generator', quoteRoute],
    ['company report', companyRoute],
  ];
  const rows: Row[] = [];
  const speeds: number[] = [];
  for (const [what, route, before] of pages) {
    const audits: Audit[] = [];
    for (let i = 0; i < runs; i++) {
      process.stderr.write(`web: Lighthouse ${route} (${what}), run ${i + 1} of ${runs}\n`);
      audits.push(await audit(base + route, before));
    }
    speeds.push(...audits.map((a) => a.benchmarkIndex));
    const mid = Object.fromEntries(categories.map((c) => [c, median(audits.map((a) => a.scores[c]))])) as Audit['scores'];
    const missed = categories.filter((c) => mid[c] < budgets[c]);
    const paint = { fcp: median(audits.map((a) => a.fcp)), lcp: median(audits.map((a) => a.lcp)), cls: Math.max(...audits.map((a) => a.cls)) };
    rows.push(
      checked(
        {
          section: 'web',
          figure: `Lighthouse mobile ${route} (${what}): performance / accessibility / best practices / SEO`,
          value: categories.map((c) => mid[c]).join(' / '),
          budget: `>= ${categories.map((c) => budgets[c]).join(' / ')}`,
          note: `TBT ${ms(median(audits.map((a) => a.tbt)))}; performance runs ${audits.map((a) => a.scores.performance).join(', ')}`,
        },
        missed.length === 0,
      ),
      checked(
        {
          section: 'web',
          figure: `... ${route}: first contentful paint / LCP / CLS`,
          value: `${ms(paint.fcp)} / ${ms(paint.lcp)} / ${clsText(paint.cls)}`,
          budget: `<= ${ms(fcpBudgetMs)} / ${ms(lcpBudgetMs)} / 0`,
          note: `simulated slow 4G; medians of ${runs}, CLS the largest; runs FCP ${audits.map((a) => Math.round(a.fcp)).join(', ')} ms, CLS ${audits.map((a) => clsText(a.cls)).join(', ')}`,
        },
        paint.fcp <= fcpBudgetMs && paint.lcp <= lcpBudgetMs && paint.cls === 0,
      ),
    );
  }
  rows.push({
    section: 'web',
    figure: "... this machine's speed: Lighthouse benchmark index (median of every run)",
    value: String(Math.round(median(speeds))),
    note: `higher is faster; the scores' total blocking time scales with the machine (runs ${Math.min(...speeds).toFixed(0)} to ${Math.max(...speeds).toFixed(0)})`,
  });
  return rows;
}
