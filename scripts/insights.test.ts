import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../api/db/client.js';
import { EmbeddedThreadDatabase } from '../api/db/pglite-thread.js';
import { eventCounts } from '../api/db/schema.js';
import { readDefinitions } from '../node/read-definitions.js';
import { pgliteTemplate, targets } from '../tests/api/support/databases.js';

const run = promisify(execFile);
const { models, definitions } = readDefinitions();
const dept = models[0]!;
const t = definitions.site.insights.hosts;
const host = 'https://www.example.com';

/** today's counts of the embed on a listed host (6 views, 5 completions), a small one, and the unknown host */
async function count(db: Database): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  const row = (event: 'wizard_started' | 'completed', hostOf: string, count: number) => ({
    day,
    department: dept.definition.id,
    definitionHash: dept.hash,
    event,
    step: 0,
    host: hostOf,
    count,
  });
  await db.run((orm) =>
    orm
      .insert(eventCounts)
      .values([
        row('wizard_started', host, 6),
        row('completed', host, 5),
        row('wizard_started', 'https://partner.example', 4),
        row('wizard_started', 'unknown', 9),
      ]),
  );
}

/** npm run insights, as an operator runs it, on the database `env` names */
async function insights(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { DATABASE_URL: _, ...rest } = process.env;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/insights.ts', ...args], { env: { ...rest, ...env }, timeout: 120_000 });
  return stdout;
}

const expectHosts = (markdown: string) => {
  expect(markdown).toContain(`## ${t.heading}: ${t.caption}`);
  expect(markdown).toContain(`| ${t.host} | ${t.department} | ${t.views} | ${t.completions} |`);
  expect(markdown).toContain(`| ${host} | ${dept.definition.title} | 6 | 5 |`);
  expect(markdown).toContain(`| ${t.unknown} | ${dept.definition.title} | 9 | fewer than 5 |`);
  // 4 views: hidden as none would be
  expect(markdown).not.toContain('partner.example');
};

describe('npm run insights shows the embed by host', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('on the embedded database of DATA_DIR', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'insights-cli-'));
    dirs.push(dir);
    cpSync(await pgliteTemplate(), dir, { recursive: true });
    const db = await EmbeddedThreadDatabase.open(dir);
    await count(db);
    // one process at a time opens the embedded database: the command after the server
    await db.close();
    expectHosts(await insights({ DATA_DIR: dir }, '--format', 'markdown', '--department', dept.definition.id));
  });

  for (const target of targets.filter((x) => x.name !== 'PGlite')) {
    it(`on ${target.name} (DATABASE_URL)`, async () => {
      const server = await target.open();
      try {
        await count(server.db);
        expectHosts(await insights({ DATABASE_URL: server.url! }, '--format', 'markdown'));
      } finally {
        await server.dispose();
      }
    });
  }
});
