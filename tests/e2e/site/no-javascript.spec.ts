import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { departments, site } from '../support/common/definitions.js';
import { processCard, quotes, reports, stepHeadings, wizard } from '../support/quotes/quote-page.js';
import { choose } from '../support/wizard/answers.js';
import { answer, control, headingOf, stepUrl } from '../support/wizard/wizard.js';
import { codeStarted } from '../support/common/hold-scripts.js';
import { expectHydrated } from '../support/common/nav.js';

const d = departments[0]!;
const [first] = choose(d, 'first');
const { team } = reports;
/** the heading of the wizard a link leads to */
const wizardHeading = (to: string): string => {
  const target = departments.find((x) => x.routes.wizard === to)!;
  return target.wizard.heading ?? target.title;
};
/** the h1 of the home page or a landing a link leads to */
const headingAt = (to: string): string => (to === '/' ? site.home.heading : departments.find((x) => x.routes.landing === to)!.landing.heading);
const link = (page: Page, name: string): Locator => page.getByRole('main').getByRole('link', { name, exact: true });

interface PageKind {
  kind: string;
  path: string;
  title: string;
  heading: string;
  /** what the page shows under its heading, read from the HTML alone */
  content: (page: Page) => Locator;
  /** a link of the page and where it leads (the pages that read without JavaScript) */
  follow?: { name: string; to: string; heading: string };
  /** what the visitor does on a page that needs JavaScript, once it has hydrated */
  use?: (page: Page) => Promise<void>;
}

/** each kind of page the server sends, with its first paint */
const pages: PageKind[] = [
  {
    kind: 'home',
    path: '/',
    title: site.home.documentTitle ?? site.title,
    heading: site.home.heading,
    content: (page) => page.getByText(site.home.intro!, { exact: true }),
    follow: { name: site.home.button.label, to: site.home.button.to!, heading: wizardHeading(site.home.button.to!) },
  },
  {
    kind: 'landing',
    path: d.routes.landing,
    title: d.landing.documentTitle ?? d.landing.heading,
    heading: d.landing.heading,
    content: (page) => page.getByText(d.landing.intro!, { exact: true }),
    follow: { name: d.landing.buttons[0]!.label, to: d.landing.buttons[0]!.to!, heading: wizardHeading(d.landing.buttons[0]!.to!) },
  },
  {
    kind: 'report',
    path: team.route,
    title: team.documentTitle ?? team.heading,
    heading: team.heading,
    content: (page) => page.getByText(team.intro!, { exact: true }),
    follow: { name: 'View Company-Wide Report', to: reports.company.route, heading: reports.company.heading },
  },
  {
    kind: 'quote generator',
    path: quotes.route,
    title: quotes.documentTitle ?? quotes.heading,
    heading: quotes.heading,
    content: (page) => page.getByRole('heading', { level: 2, name: stepHeadings[0]!, exact: true }),
    use: async (page) => {
      const card = processCard(wizard(page, 0), quotes.proposalOptions[0]!.title);
      await card.click();
      await expect(card).toBeChecked();
    },
  },
  {
    kind: 'wizard',
    path: d.routes.wizard,
    title: d.wizard.documentTitle ?? d.wizard.heading ?? d.title,
    heading: d.wizard.heading ?? d.title,
    content: (page) => headingOf(page, first!.step),
    // a form that works without script (tests/e2e/wizard/without-script.spec.ts answers it): its first Back is a link
    follow: { name: d.wizard.buttons.firstBack.label, to: d.wizard.buttons.firstBack.to!, heading: headingAt(d.wizard.buttons.firstBack.to!) },
    use: async (page) => {
      await answer(page, first!, 'mouse');
      await control(page, d.wizard.buttons.next).click();
      await expect(page).toHaveURL(stepUrl(d, 1));
    },
  },
  {
    kind: '404',
    path: '/no-such-page',
    title: site.notFound.title,
    heading: site.notFound.heading,
    content: (page) => page.getByText(site.notFound.hint, { exact: true }),
    follow: { name: site.notFound.home, to: '/', heading: site.home.heading },
  },
];

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const { kind, path, title, heading, content, follow } of pages) {
    test(`the ${kind} page reads from the HTML alone${follow ? ', and its link works' : ', and says it needs JavaScript'}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(h1(page, heading)).toBeVisible();
      await expect(content(page)).toBeVisible();
      // Playwright's text search skips <noscript>: its paragraph is found by role
      const noScript = page.getByRole('paragraph').filter({ hasText: site.noScript });
      if (!follow) return expect(noScript).toHaveCount(1);
      await expect(noScript).toHaveCount(0);
      await expect(link(page, follow.name)).toHaveAttribute('href', follow.to);
      await link(page, follow.name).click();
      await expect(page).toHaveURL(follow.to);
      await expect(h1(page, follow.heading)).toBeVisible();
    });
  }

  test("the header's menu opens and its links lead on, on a wide screen and on a phone", async ({ page }) => {
    const last = departments.at(-1)!;
    const header = page.getByRole('banner');
    // a <summary>, which opens its <details> on a click or Enter
    const disclosure = (name: string) => header.locator('summary').filter({ hasText: name });
    // the menu is a disclosure of plain links: it needs no code
    await page.goto('/');
    await disclosure(site.header.menuLabel).click();
    await header.getByRole('link', { name: last.menu.label, exact: true }).click();
    await expect(page).toHaveURL(last.routes.landing);
    await expect(h1(page, last.landing.heading)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/');
    await expect(disclosure(site.header.menuLabel)).toBeHidden();
    await disclosure(site.header.menuButton).press('Enter');
    const other = site.languages.at(-1)!;
    await expect(header.getByRole('list', { name: site.header.languageLabel }).getByRole('link')).toHaveCount(site.languages.length);
    await header.getByRole('link', { name: other.name, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', other.code);
    await expect(page).toHaveURL(new RegExp(`[?&]lang=${other.code}`));
  });
});

test.describe('with JavaScript', () => {
  for (const { kind, path, heading, follow, use } of pages) {
    test(`the ${kind} page hydrates its first paint with no warning or error in the console, and works`, async ({ page }) => {
      const said: string[] = [];
      // the 404 status of the page itself is what the server must answer, not a fault of the page
      const ownStatus = (m: ConsoleMessage) => kind === '404' && new URL(m.location().url).pathname === path;
      page.on('console', (m) => {
        if ((['warning', 'error'].includes(m.type()) && !ownStatus(m)) || /hydrat/i.test(m.text())) said.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => said.push(`pageerror: ${e.message}`));
      // the server's heading, as the parser makes it: hydration keeps that very element, a fresh render replaces it
      await page.addInitScript(() => {
        const seen = new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (!h1) return;
          (window as { serverHeading?: Element }).serverHeading = h1;
          seen.disconnect();
        });
        seen.observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await codeStarted(page);
      expect(
        await page.evaluate(() => (window as { serverHeading?: Element }).serverHeading?.isConnected),
        'the server-rendered heading is hydrated, not replaced',
      ).toBe(true);
      // with JavaScript on, the browser draws nothing of <noscript>
      await expect(page.locator('noscript p')).toHaveCount(0);
      // the page's code, style sheets and definitions are asked for once the browser has its first paint on screen,
      // not while it paints it (the glyphs it draws are preloaded for that paint)
      expect(
        await page.evaluate(() => {
          const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
          const drawn = new Set([...document.images].map((i) => i.src));
          const asked = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
            (r) => ['script', 'link'].includes(r.initiatorType) && !drawn.has(r.name),
          );
          return { asked: asked.length > 0, beforePaint: asked.filter((r) => r.startTime < painted).map((r) => r.name) };
        }),
      ).toEqual({ asked: true, beforePaint: [] });
      // the style sheets linked after the paint all apply, after the page's inline rules (so the browser adds them to
      // what it has), none held back as a print sheet
      await expect
        .poll(() =>
          page.evaluate(() => {
            const critical = document.querySelector('style[data-critical]');
            const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
            const after = (l: Element) => !critical || (critical.compareDocumentPosition(l) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
            return links.length > 0 && links.every((l) => l.sheet !== null && !l.hasAttribute('media') && after(l));
          }),
        )
        .toBe(true);
      // a page the visitor uses (the wizard) is used rather than left by its link
      if (follow && !use) {
        await link(page, follow.name).click();
        await expect(page).toHaveURL(follow.to);
        await expect(h1(page, follow.heading)).toBeVisible();
        // moved by the app, not by a new document: the first page's heading is gone from the same document
        expect(await page.evaluate(() => (window as { serverHeading?: Element }).serverHeading?.isConnected)).toBe(false);
      }
      await use?.(page);
      expect(said).toEqual([]);
    });
  }

  test('a wizard reopened with an answer in the session hydrates, then shows that answer', async ({ page }) => {
    const said: string[] = [];
    page.on('console', (m) => void (['warning', 'error'].includes(m.type()) && said.push(`${m.type()}: ${m.text()}`)));
    page.on('pageerror', (e) => said.push(`pageerror: ${e.message}`));
    await page.goto(d.routes.wizard);
    // answered once the code is in, so the answer is in the session (a tap before it is the server paint's, which a
    // reload starts afresh)
    await expectHydrated(page);
    await answer(page, first!, 'mouse');
    await page.reload();
    await expect(page.getByRole('main').getByRole('radio', { checked: true })).toHaveCount(1);
    expect(said).toEqual([]);
  });
});
