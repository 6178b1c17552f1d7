import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { readDefinitions } from '../../../node/read-definitions.js';
import { chromiumArgs, chromiumPath } from '../../lib/chromium.js';
import { root, startNode, waitFor200, type Child } from '../lib/children.js';
import { firstTapRows } from './first-tap.js';
import { lighthouseRows } from './lighthouse.js';
import { checked, kb, median, ms, type Row } from '../lib/table.js';
import { answerAllButLast, clickToPaint, type Paint } from './web-drive.js';

// bytes as transferred (compressed, with headers), cache off
const homeJsBudget = 120 * 1024;
const routeBudget = 200 * 1024;
// what a new connection sends before its first acknowledgement (10 segments of 1,460 bytes), as Lighthouse simulates
// it: a page whose HTML (headers and all) is larger takes a round trip more to paint (150 ms on its slow 4G)
const firstRoundTrip = 10 * 1460;
const paintBudgetMs = 100;
const paintRuns = 7;

export interface Weight {
  html: number;
  js: number;
  css: number;
  total: number;
  files: number;
  /** the address of each request, to tell which code a load fetched */
  urls: string[];
  /** each address's bytes (its first request's) */
  bytes: Map<string, number>;
  /** bytes of requests for an address fetched before in the same load (with the cache off, two workers of one script fetch it twice) */
  again: number;
}

/** the bytes of an answer's body on the wire, asked again with the headers the browser sent */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':')));
  return new Promise((done, fail) => {
    get(url, { headers: sent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done(bytes));
      res.on('error', fail);
    }).on('error', fail);
  });
}

/**
 * The bytes a page's first load transfers (bodies as sent, compressed, plus headers), with the browser cache
 * off: `prepare` runs first (not counted), then everything `visit` loads is counted, the API's answers too.
 */
export async function weigh(
  browser: Browser,
  baseURL: string,
  visit: (page: Page) => Promise<unknown>,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<Weight> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (prepare) await prepare(page);
    const sizes: Promise<{ type: string; body: number; headers: number; url: string; ok: boolean; sent: Record<string, string> }>[] = [];
    const finished = (req: Request) => {
      sizes.push(
        Promise.all([req.sizes(), req.response(), req.allHeaders()]).then(([s, response, sent]) => ({
          type: req.resourceType(),
          body: s.responseBodySize,
          headers: s.responseHeadersSize,
          url: req.url(),
          ok: req.method() === 'GET' && response?.status() === 200,
          sent,
        })),
      );
    };
    page.on('requestfinished', finished);
    await visit(page);
    await page.waitForLoadState('networkidle');
    // a request that ends later (the page goes on after the network is idle) is not this load's, and is not
    // asked for its size once the context is closed
    page.off('requestfinished', finished);
    const measured = await Promise.all(sizes);
    // Chromium tells the page a worker's script with no body (an address fetched before, from its memory cache, has
    // none either): an address no request brought a body for is asked again, with the fullest headers the browser
    // sent for it (the token's cookie among them), and its bytes on the wire counted
    const brought = new Set(measured.filter((m) => m.body > 0).map((m) => m.url));
    const bodiless = measured.filter((m) => m.body <= 0 && m.ok && !brought.has(m.url)).sort((a, b) => Object.keys(b.sent).length - Object.keys(a.sent).length);
    const refetched = new Map<string, number>();
    for (const m of bodiless) if (!refetched.has(m.url)) refetched.set(m.url, await wireBytes(m.url, m.sent));
    const all = measured.map((m) => {
      const body = m.body <= 0 ? refetched.get(m.url) : undefined;
      return { type: m.type, url: m.url, size: body === undefined ? m.body + m.headers : body + m.headers };
    });
    const sum = (type?: string) => all.filter((s) => !type || s.type === type).reduce((n, s) => n + s.size, 0);
    const again = all.filter((s, i) => all.findIndex((t) => t.url === s.url) < i).reduce((n, s) => n + s.size, 0);
    const bytes = new Map<string, number>();
    for (const s of all) if (!bytes.has(s.url)) bytes.set(s.url, s.size);
    return { html: sum('document'), js: sum('script'), css: sum('stylesheet'), total: sum(), files: all.length, urls: all.map((s) => s.url), bytes, again };
  } finally {
    await context.close();
  }
}

/** bytes transferred by the first load of each kind of page, and the final click to the painted result, in Debian's Chromium */
export async function webSection(): Promise<Row[]> {
  const { definitions } = readDefinitions();
  const departments = definitions.departments;
  const first = departments[0]!;
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const rows: Row[] = [];
  let server: Child | undefined;
  let browser: Browser | undefined;
  try {
    process.stderr.write('web: building the app and its server build\n');
    // the web build and, beside it, the server build that renders each route's first paint (as `npm run build` does)
    const vite = (...args: string[]) => {
      const build = spawnSync(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--emptyOutDir', '--logLevel', 'warn', ...args],
        {
          cwd: root,
          encoding: 'utf8',
          timeout: 300_000,
        },
      );
      if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}${build.stderr}`);
    };
    vite('--outDir', join(dir, 'web'));
    vite('--ssr', 'entry-server.tsx', '--outDir', join(dir, 'ssr'));
    // BENCH_PORT: a port of your own on a shared machine; else a free one
    const port = Number(process.env.BENCH_PORT) || undefined;
    server = await startNode('scripts/bench/web/web-server.ts', { WEB_DIR: join(dir, 'web') }, [], [], port);
    await waitFor200(server, '/api/health');
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const base = server.url;
    const add = (row: Row) => rows.push(row);

    // what a browser without JavaScript reads: the page's heading and its start link are in the HTML itself
    const withoutScript: [string, string, string][] = [
      ['/', definitions.site.home.heading, definitions.site.home.button.to ?? first.routes.wizard],
      [first.routes.landing, first.landing.heading, first.routes.wizard],
    ];
    for (const [route, heading, start] of withoutScript) {
      const html = await (await fetch(base + route)).text();
      // the body from the app's root on, without the scripts (the definitions' JSON names every heading too)
      const root = html.slice(html.indexOf('<div id="root"')).replace(/<script[\s\S]*?<\/script>/g, '');
      const text = root
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&');
      const found = text.includes(heading) && root.includes(`href="${start}"`);
      add(
        checked(
          { section: 'web', figure: `${route} without JavaScript: heading and start link in the HTML`, value: found ? 'both' : 'missing', budget: 'both' },
          found,
        ),
      );
    }

    process.stderr.write('web: bytes transferred per route\n');
    const visits: [string, string][] = [
      ['/', 'home'],
      [first.routes.landing, 'landing'],
      [first.routes.wizard, 'wizard, its first question (the results page loads once one is answered)'],
      [definitions.quotes.route, 'quote generator'],
      [definitions.reports.team.route, 'report'],
      [definitions.reports.company.route, 'report'],
    ];
    const weights: [string, string, Weight][] = [];
    for (const [route, what] of visits) weights.push([route, what, await weigh(browser, base, (p) => p.goto(route))]);
    // a results page with a result to show: finish the wizard in one browser, then open the page in a fresh
    // one (cache empty) holding the same session storage, as a reload would
    const session = await (async () => {
      const context = await browser.newContext({ baseURL: base });
      try {
        const page = await context.newPage();
        await page.goto(first.routes.wizard);
        await answerAllButLast(page, first);
        await clickToPaint(page, first);
        return await page.evaluate<string>('JSON.stringify(Object.entries(sessionStorage))');
      } finally {
        await context.close();
      }
    })();
    const results = await weigh(
      browser,
      base,
      (p) => p.goto(first.routes.results),
      (p) => p.addInitScript(`for (const [k, v] of JSON.parse(${JSON.stringify(session)})) sessionStorage.setItem(k, v);`),
    );
    weights.splice(3, 0, [first.routes.results, 'results, reached through its wizard, reloaded', results]);
    const home = weights[0]![2];
    add(checked({ section: 'web', figure: 'JS transferred by / (compressed)', value: kb(home.js), budget: `<= ${kb(homeJsBudget)}` }, home.js <= homeJsBudget));
    for (const [route, what, w] of weights) {
      const figure = `first load of ${route} (${what}), transferred`;
      add(
        checked(
          {
            section: 'web',
            figure,
            value: kb(w.total),
            budget: `<= ${kb(routeBudget)}`,
            note: `${kb(w.html)} HTML${w.html > firstRoundTrip ? ' (over the first round trip)' : ''}, ${kb(w.js)} JS, ${kb(w.css)} CSS, ${w.files} requests`,
          },
          w.total <= routeBudget,
        ),
      );
    }

    process.stderr.write(`web: final click to painted result, ${paintRuns} runs\n`);
    const times: Paint[] = [];
    for (let i = 0; i < paintRuns; i++) {
      const dept = departments[i % departments.length]!;
      const context = await browser.newContext({ baseURL: base });
      try {
        const page = await context.newPage();
        await page.goto(dept.routes.wizard);
        await answerAllButLast(page, dept);
        times.push(await clickToPaint(page, dept));
      } finally {
        await context.close();
      }
    }
    const mid = median(times.map((t) => t.total));
    const note = `${paintRuns} runs over ${Math.min(paintRuns, departments.length)} departments, fresh cache each: ${times.map((t) => Math.round(t.total)).join(', ')} ms`;
    add(
      checked(
        { section: 'web', figure: 'final click to painted result (median)', value: ms(mid), budget: `<= ${paintBudgetMs} ms`, note },
        mid <= paintBudgetMs,
      ),
    );
    add({
      section: 'web',
      figure: '... of which: API answer / code fetched after the click',
      value: `${ms(median(times.map((t) => t.api)))} / ${ms(median(times.map((t) => t.code)))}`,
      note: `medians; ${median(times.map((t) => t.files))} JS/CSS files fetched after the click`,
    });

    process.stderr.write('web: first tap that takes effect on a wizard, CPU slowed 4x\n');
    const wizards = [...new Set([departments.find((d) => d.routes.wizard === '/it-assessment')?.routes.wizard, first.routes.wizard])];
    // a wizard whose taps never take effect is a finding of this row, not the end of the section
    rows.push(
      ...(await firstTapRows(
        browser,
        base,
        wizards.filter((r): r is string => r !== undefined),
      ).catch((e: Error) => [
        { section: 'web', figure: 'first tap that takes effect on a wizard', value: 'failed', ok: false, note: e.message.split('\n')[0] },
      ])),
    );

    // likewise a page Lighthouse cannot drive: the rows measured so far are still printed
    rows.push(
      ...(await lighthouseRows(base, first, definitions.quotes.route, definitions.reports.company.route).catch((e: Error) => [
        { section: 'web', figure: 'Lighthouse', value: 'failed', ok: false, note: e.message.split('\n')[0] },
      ])),
    );
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
