import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { readSources } from '../../../node/read-definitions.js';
import { typingPause } from '../../../studio/web/findings/worker-protocol.js';
import { chromiumArgs, chromiumPath } from '../../lib/chromium.js';
import { growSources } from '../engine/grow.js';
import { freePort, root, startNode, type Child } from '../lib/children.js';
import { checked, kb, median, ms, type Row } from '../lib/table.js';
import { weigh } from '../web/web.js';
import { firstQuestion, lintRatioRows } from './lint-ratio.js';
import { cursorAfter, openStudioFile, settled, typeAndTime, type Update } from './studio-drive.js';

const budgetMs = 150;
const grownBudgetMs = 500;
const firstLoadBudget = 600 * 1024;
// enough keystroke pauses for a 95th percentile per department; the grown folder's departments take longer each
const samples = Number(process.env.BENCH_STUDIO_SAMPLES ?? 20);
const grownSamples = Number(process.env.BENCH_STUDIO_GROWN_SAMPLES ?? 6);
// the grown folder is typed into in these departments (the first and the one with the most conditions)
const grownDepartments = (process.env.BENCH_STUDIO_GROWN ?? 'hr.yaml,marketing.yaml').split(',');

const percentile = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** a copy of definitions/ (schema/ beside it, as in the repository), its departments grown k times */
function folderCopy(base: string, k: number): string {
  const dir = join(base, `x${k}`, 'definitions');
  cpSync(join(root, 'definitions'), dir, { recursive: true });
  cpSync(join(root, 'schema'), join(base, `x${k}`, 'schema'), { recursive: true });
  if (k > 1) {
    for (const s of growSources(readSources(), k)) {
      const file = join(dir, s.path.replace(/^definitions\//, ''));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, s.text);
    }
  }
  return dir;
}

/** the built studio on a folder, as npm run studio -- --dir <folder> --port <port> starts it; resolves with its address */
async function startStudio(dir: string, port: number | undefined): Promise<{ child: Child; url: string }> {
  const on = port ?? (await freePort());
  const child = await startNode('studio/server/main.ts', {}, [], ['--dir', dir, '--port', String(on)], on);
  for (const started = performance.now(); performance.now() - started < 120_000; await new Promise((r) => setTimeout(r, 50))) {
    const url = /http:\/\/\S+\?token=\S+/.exec(child.output())?.[0];
    if (url) return { child, url };
    if (child.proc.exitCode !== null) break;
  }
  throw new Error(`the studio did not start:\n${child.output()}`);
}

/** types into the first question of each department given and times every update */
async function typeInto(browser: Browser, url: string, files: string[], count: number, timeoutMs: number): Promise<Map<string, Update[]>> {
  const context = await browser.newContext();
  const out = new Map<string, Update[]>();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await settled(page, timeoutMs);
    for (const file of files) {
      const question = firstQuestion(file);
      process.stderr.write(`studio: typing into ${file}\n`);
      await openStudioFile(page, file);
      await page.frameLocator('iframe[title^="Preview"]').getByText(question).first().waitFor({ timeout: timeoutMs });
      await cursorAfter(page, question);
      const updates: Update[] = [];
      let previous = '';
      // one pause more than counted: the first warms the worker's code for this file
      for (let i = 0; i <= count; i++) {
        const token = ` k${i}q${file.length}`;
        const update = await typeAndTime(page, token, previous, typingPause, timeoutMs);
        if (i > 0) updates.push(update);
        previous = token;
      }
      out.set(file, updates);
    }
  } finally {
    await context.close();
  }
  return out;
}

const worst = (u: Update) => Math.max(u.findings, u.preview);

function latencyRows(label: string, byFile: Map<string, Update[]>, budget: number): Row[] {
  return [...byFile].map(([file, updates]) => {
    const total = updates.map(worst);
    const p95 = percentile(total, 95);
    return checked(
      {
        section: 'studio',
        figure: `${label} ${file}: pause end to findings and preview (p50 / p95)`,
        value: `${ms(median(total))} / ${ms(p95)}`,
        budget: `p95 <= ${budget} ms`,
        note: `${updates.length} pauses; findings p95 ${ms(
          percentile(
            updates.map((u) => u.findings),
            95,
          ),
        )}, preview p95 ${ms(
          percentile(
            updates.map((u) => u.preview),
            95,
          ),
        )}; longest main-thread task ${ms(Math.max(...updates.map((u) => u.longestTask)))}`,
      },
      p95 <= budget,
    );
  });
}

/**
 * The studio in Debian's Chromium, on copies of definitions/ in a temporary folder: its first load in compressed
 * bytes (the map's and the impact's code not among them), and from the end of a pause in typing to the updated
 * findings and preview, per department, in the shipped definitions and in the definitions grown ten times; beside
 * them, the incremental lint against a full lint of the same folder, in this process (the baseline).
 */
export async function studioSection(): Promise<Row[]> {
  // BENCH_STUDIO_SAMPLES=0 BENCH_STUDIO_GROWN_SAMPLES=0 measures the first load alone (in a minute)
  const firstLoadOnly = samples === 0 && grownSamples === 0;
  const rows: Row[] = firstLoadOnly ? [] : [...lintRatioRows(grownDepartments)];
  const base = mkdtempSync(join(tmpdir(), 'bench-studio-'));
  const port = process.env.BENCH_STUDIO_PORT ? Number(process.env.BENCH_STUDIO_PORT) : undefined;
  let browser: Browser | undefined;
  let studio: { child: Child; url: string } | undefined;
  try {
    // BENCH_STUDIO_BUILD=0 measures dist/studio as it is (a baseline build put there, against this commit's)
    if (process.env.BENCH_STUDIO_BUILD !== '0') {
      process.stderr.write('studio: building the studio\n');
      const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'studio/web/vite.config.ts', '--logLevel', 'warn'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 600_000,
      });
      if (build.status !== 0) throw new Error(`the studio build failed:\n${build.stdout}${build.stderr}`);
    }
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    studio = await startStudio(folderCopy(base, 1), port);
    const url = studio.url;

    const weight = await weigh(browser, new URL(url).origin, async (page) => {
      await page.goto(url);
      await settled(page, 120_000);
    });
    const lazy = weight.urls.filter((u) => /(map|impact)-panel/.test(u));
    const heaviest = [...weight.bytes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([u, n]) => `${new URL(u).pathname.replace(/^\/assets\//, '')} ${kb(n)}`);
    rows.push(
      checked(
        {
          section: 'studio',
          figure: 'first load, transferred (compressed)',
          value: kb(weight.total - weight.again),
          budget: `<= ${kb(firstLoadBudget)}, no map or impact code`,
          note: `each address once (the two workers share one script, which a browser with its cache on fetches once; ${kb(weight.again)} more with the cache off); ${kb(weight.js)} JS (the workers' too), ${kb(weight.css)} CSS, ${kb(weight.total - weight.js - weight.css)} HTML and folder; ${weight.files} requests, the heaviest ${heaviest.join(', ')}${lazy.length ? `; loaded ${lazy.join(', ')}` : ''}`,
        },
        weight.total - weight.again <= firstLoadBudget && lazy.length === 0,
      ),
    );

    const departments = readSources()
      .filter((s) => /^kind:\s*department\b/m.test(s.text) && !s.path.includes('/es/'))
      .map((s) => s.path.replace(/^definitions\//, ''));
    if (samples > 0) rows.push(...latencyRows('shipped', await typeInto(browser, url, departments, samples, 60_000), budgetMs));
    await studio.child.stop();

    if (grownSamples === 0) return rows;
    process.stderr.write('studio: the definitions grown ten times\n');
    studio = await startStudio(folderCopy(base, 10), port);
    rows.push(...latencyRows('grown x10', await typeInto(browser, studio.url, grownDepartments, grownSamples, 600_000), grownBudgetMs));
  } finally {
    await browser?.close();
    await studio?.child.stop();
    rmSync(base, { recursive: true, force: true });
  }
  return rows;
}
