import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.js';
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
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
    env: { PORT: String(port), DATA_DIR: dataDir, INSIGHTS_TOKEN: insightsToken },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
