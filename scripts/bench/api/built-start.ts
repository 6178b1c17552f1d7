import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startNode, waitFor200 } from '../lib/children.js';
import { median, ms, type Row } from '../lib/table.js';

const rounds = 5;
const server = 'dist/server/api/server.js';

/** spawn of the built server (`npm run serve`) to the first 200 of /api/health and of / (polled side by side) */
async function timeToServe(dataDir: string): Promise<{ health: number; page: number }> {
  const started = performance.now();
  const child = await startNode(server, { DATA_DIR: dataDir, DATABASE_URL: '', INSIGHTS_TOKEN: '' });
  try {
    const since = performance.now() - started;
    const [health, page] = await Promise.all([waitFor200(child, '/api/health', 120_000), waitFor200(child, '/', 120_000)]);
    const code = await child.stop();
    if (code !== 0) throw new Error(`${server} exited ${code} on SIGTERM:\n${child.output()}`);
    return { health: since + health, page: since + page };
  } finally {
    await child.stop();
  }
}

/** the production start (reopening its database) as `npm run serve` runs it (after `npm run build`): spawn to the first 200 of /api/health and of / */
export async function builtStartSection(): Promise<Row[]> {
  if (!existsSync(join(root, server))) throw new Error(`no ${server}: run npm run build first`);
  const health: number[] = [];
  const page: number[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-built-start-'));
  try {
    // one start first, which makes the database, as `npm start` finds ./.data made by an earlier start
    await timeToServe(dataDir);
    for (let r = 0; r < rounds; r++) {
      process.stderr.write(`built start: round ${r + 1} of ${rounds}\n`);
      const t = await timeToServe(dataDir);
      health.push(t.health);
      page.push(t.page);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const row = (figure: string, times: number[]): Row => ({
    section: 'built start',
    figure,
    value: ms(median(times)),
    note: `median of ${rounds}, the database reopened; runs ${times.map((t) => Math.round(t)).join(', ')} ms`,
  });
  return [row('spawn of the built server to the first 200 of /api/health', health), row('... to the first 200 of /', page)];
}
