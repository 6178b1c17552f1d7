import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inCI } from '../../../scripts/lib/ci.js';
import { answersFor, models } from '../support/fixtures.js';
import { watch } from '../support/spawn-server.js';

const root = resolve(import.meta.dirname, '../../..');
// what is never part of a build: installed packages, earlier builds, data, reports
const notSources = new Set(['.git', 'node_modules', 'dist', '.data', 'test-results', 'playwright-report']);

/** runs a command to its end; its output for a failure message */
function run(command: string, args: string[], cwd: string): { ok: boolean; output: string } {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' }, timeout: 300_000 });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
}

describe('a production start: npm run build once, then npm ci --omit=dev and npm run serve', () => {
  it('serves the app, the health answer and a stored calculation with runtime dependencies only', { timeout: 600_000 }, async (ctx) => {
    const work = mkdtempSync(join(tmpdir(), 'production-start-'));
    let stop = () => {};
    try {
      // the build, with every dependency, in a copy of the sources, so the repository's own dist/ is left alone
      const build = join(work, 'build');
      cpSync(root, build, { recursive: true, filter: (src) => !notSources.has(relative(root, src).split(sep)[0]!) });
      symlinkSync(join(root, 'node_modules'), join(build, 'node_modules'), 'dir');
      const built = run('npm', ['run', 'build'], build);
      expect(built.ok, built.output).toBe(true);

      // a server of the deployment: the build and what it reads at run time, and runtime dependencies only
      const app = join(work, 'app');
      mkdirSync(join(app, 'api/db'), { recursive: true });
      for (const f of ['package.json', 'package-lock.json', 'dist', 'definitions', 'api/db/migrations'])
        cpSync(join(build, f), join(app, f), { recursive: true });
      // from the npm cache the install filled: this test sends nothing beyond the machine (no scripts run either)
      const install = run('npm', ['ci', '--omit=dev', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], app);
      // in CI npm ci has just filled the cache: a failure there is real
      if (!install.ok && !inCI) {
        ctx.skip(
          `npm ci --omit=dev --offline cannot install from this machine's npm cache (run npm install first): ${install.output.trim().split('\n').at(-1)}`,
        );
        return;
      }
      expect(install.ok, install.output).toBe(true);
      for (const dev of ['tsx', 'typescript', 'vite', 'vitest']) expect(existsSync(join(app, 'node_modules', dev)), `${dev} is a dev dependency`).toBe(false);

      // npm run serve's own command, with node itself
      const serve = (JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve!;
      expect(serve).toBe('node dist/server/api/server.js');
      const env = { ...process.env, NODE_OPTIONS: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), DATABASE_URL: '' };
      const child = spawn(process.execPath, serve.split(' ').slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
      stop = () => void child.kill('SIGKILL');
      const { output, port: listening, exit } = watch(child);
      const port = await listening;
      expect(output()).toMatch(
        new RegExp(`database PGlite in .* · ${models.length} departments · web app served · leads kept in the outbox \\(no channel configured\\)\n`),
      );
      const url = (path: string) => `http://127.0.0.1:${port}${path}`;

      const page = await fetch(url('/'));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      // the first paint, rendered by the server build with runtime dependencies only
      expect(await page.text()).toMatch(/<div id="root" data-ssr="\/"><style[^]*<h1/);
      const health = await fetch(url('/api/health'));
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
      const model = models[0]!;
      const calc = await fetch(url(model.definition.api), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(answersFor(model)),
      });
      expect(calc.status).toBe(200);
      expect(Object.keys((await calc.json()) as object).sort()).toEqual([...Object.keys(model.definition.result), 'definitionHash'].sort());

      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(output()).toMatch(/stopped · calculations answered 1, stored 1, left in the journal 0/);
    } finally {
      stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
