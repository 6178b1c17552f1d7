import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { readDefinitions } from '../lib/read-definitions.js';
import { root, startNode, waitFor200, type Child } from './children.js';
import { checked, kb, median, ms, type Row } from './table.js';
import { answerAllButLast, clickToPaint, type Paint } from './web-drive.js';

const homeJsBudget = 160 * 1024;
const paintBudgetMs = 100;
const paintRuns = 7;
const browserArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Weight {
  js: number;
  css: number;
  files: number;
}

/**
 * The gzip size of the JavaScript and CSS a page loads, with the browser cache off: `prepare` runs first
 * (not counted), then only what `visit` loads is counted.
 */
async function weigh(browser: Browser, baseURL: string, visit: (page: Page) => Promise<unknown>, prepare?: (page: Page) => Promise<unknown>): Promise<Weight> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (prepare) await prepare(page);
    const bodies: Promise<{ kind: 'js' | 'css'; size: number }>[] = [];
    page.on('response', (res) => {
      const kind = /\.m?js$/.test(new URL(res.url()).pathname) ? 'js' : /\.css$/.test(new URL(res.url()).pathname) ? 'css' : undefined;
      if (kind) bodies.push(res.body().then((b) => ({ kind, size: gzipSync(b).length })));
    });
    await visit(page);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(bodies);
    const sum = (kind: 'js' | 'css') => sizes.filter((s) => s.kind === kind).reduce((n, s) => n + s.size, 0);
    return { js: sum('js'), css: sum('css'), files: sizes.length };
  } finally {
    await context.close();
  }
}

/** gzip sizes of `/`, a wizard and a results page, and the final click to the painted result, in Debian's Chromium */
export async function webSection(): Promise<Row[]> {
  const { definitions } = readDefinitions();
  const departments = definitions.departments;
  const first = departments[0]!;
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const rows: Row[] = [];
  let server: Child | undefined;
  let browser: Browser | undefined;
  try {
    process.stderr.write('web: building the app\n');
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}${build.stderr}`);
    server = await startNode('scripts/bench/web-server.ts', { WEB_DIR: dir });
    await waitFor200(server, '/api/health');
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: browserArgs });
    const base = server.url;

    process.stderr.write('web: bundle sizes\n');
    const home = await weigh(browser, base, (p) => p.goto('/'));
    const wizard = await weigh(browser, base, (p) => p.goto(first.routes.wizard));
    const results = await weigh(
      browser,
      base,
      (p) => p.reload(),
      async (p) => {
        // a results page with a result to show: finish the wizard, then count what a reload of the page loads
        await p.goto(first.routes.wizard);
        await answerAllButLast(p, first);
        await clickToPaint(p, first);
      },
    );
    const size = (w: Weight) => `${kb(w.js)} JS + ${kb(w.css)} CSS`;
    const add = (row: Row) => rows.push(row);
    add(checked({ section: 'web', figure: 'gzip JS loaded by /', value: kb(home.js), budget: `<= ${kb(homeJsBudget)}`, note: `${kb(home.css)} CSS, ${home.files} files` }, home.js <= homeJsBudget));
    add({ section: 'web', figure: `gzip JS + CSS loaded by ${first.routes.wizard} (wizard)`, value: size(wizard), note: `+${kb(wizard.js - home.js)} JS over /` });
    add({ section: 'web', figure: `gzip JS + CSS loaded by ${first.routes.results} (results)`, value: size(results), note: `+${kb(results.js - home.js)} JS over /` });

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
    add(checked({ section: 'web', figure: 'final click to painted result (median)', value: ms(mid), budget: `<= ${paintBudgetMs} ms`, note }, mid <= paintBudgetMs));
    add({
      section: 'web',
      figure: '... of which: API answer / code fetched after the click',
      value: `${ms(median(times.map((t) => t.api)))} / ${ms(median(times.map((t) => t.code)))}`,
      note: `medians; ${median(times.map((t) => t.files))} JS/CSS files fetched after the click`,
    });
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
