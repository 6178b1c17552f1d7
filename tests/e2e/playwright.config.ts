import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../../scripts/lib/chromium.js';
import { inCI } from '../../scripts/lib/ci.js';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

// workers load this file again: they inherit the folder from the main process instead of making their own
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'ai-tool-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;
/** opens /insights in the server under test (tests/e2e/site/insights.spec.ts) */
export const insightsToken = 'e2e-insights-token-of-more-than-32-characters';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts', // the specs live in folders by area: wizard/, results/, quotes/, site/
  outputDir: 'artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI (.ci/run sets CI=1): a test.only left in fails the run, and a missing screenshot baseline fails instead of being written
  forbidOnly: inCI,
  updateSnapshots: inCI ? 'none' : 'missing',
  reporter: 'list',
  // generous: a web-first wait ends as soon as the page shows what it waits for, and a 2-core machine shared with
  // other browser checks can take many seconds to bring a page's code (the results page's redirect waits on it)
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    // a failed test keeps its actions, network and console, with a screenshot and the page's accessibility tree at the
    // failure; the trace's screencast and DOM snapshots took a third of the suite's time (wizard/missing.spec.ts:
    // 115 to 135 s with them, 78 s without, 86 s with the DOM snapshots alone); `--trace on` records them all
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: {
    // node directly: npx would add a second process between playwright and the server
    command: 'node --import tsx api/server.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // a shared 2-core machine under load can take over a minute to start the server
    timeout: 150_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // the embed's host pages (tests/e2e/embed) are served at 127.0.0.2 on the next ports: +1 and +3 listed, +2 not
    env: {
      PORT: String(port),
      // every test's browser is one address (127.0.0.1): each page the server paints sends its view at once, and a
      // run of 400 tests on 2 workers sends more than the 60 a minute one visitor may; the limits have their own tests
      // (tests/api/http/http.test.ts, tests/api/servers/proxy.test.ts), here they would only turn a busy run's beacons into 429s
      RATE_LIMIT: '1000',
      DATA_DIR: dataDir,
      INSIGHTS_TOKEN: insightsToken,
      EMBED_ORIGINS: `http://127.0.0.2:${port + 1},http://127.0.0.2:${port + 3}`,
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
