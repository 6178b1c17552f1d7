import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNode, waitFor200 } from '../lib/children.js';
import { median, ms, ratio, type Row } from '../lib/table.js';

const rounds = 3;

/** spawn to the first 200 from /api/health, then a graceful stop (which must exit 0) */
async function timeToHealth(script: string, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = await startNode(script, env);
  try {
    await waitFor200(child, '/api/health', 120_000);
    const took = performance.now() - started;
    const code = await child.stop();
    if (code !== 0) throw new Error(`${script} exited ${code} on SIGTERM:\n${child.output()}`);
    return took;
  } finally {
    await child.stop();
  }
}

/** time to a 200 from /api/health on a new and on a reopened embedded database, against a bare Hono server */
export async function startupSection(): Promise<Row[]> {
  const hello: number[] = [];
  const fresh: number[] = [];
  const reopened: number[] = [];
  // one run first to fill tsx's transpile cache, as any second start would find it
  await timeToHealth('scripts/bench/api/hello-server.ts', {});
  for (let r = 0; r < rounds; r++) {
    process.stderr.write(`startup: round ${r + 1} of ${rounds}\n`);
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      hello.push(await timeToHealth('scripts/bench/api/hello-server.ts', {}));
      fresh.push(await timeToHealth('api/server.ts', env));
      reopened.push(await timeToHealth('api/server.ts', env));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const base = median(hello);
  const row = (figure: string, times: number[]): Row => ({
    section: 'startup',
    figure,
    value: ms(median(times)),
    note: `${ratio(median(times) / base)} x the bare Hono server; runs ${times.map((t) => Math.round(t)).join(', ')} ms`,
  });
  return [
    { section: 'startup', figure: 'bare Hono server: spawn to 200', value: ms(base), note: `node --import tsx, median of ${rounds}` },
    row('new embedded database: spawn to 200 /api/health', fresh),
    row('reopened embedded database: spawn to 200 /api/health', reopened),
  ];
}
