import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../api/db/client.js';
import { EmbeddedThreadDatabase } from '../../../api/db/pglite-thread.js';
import { pgliteTemplate, rowsOf, targets, type TestDatabase } from '../support/databases.js';
import { answersFor, models, quotes, random, validQuote } from '../support/fixtures.js';
import { describeWith, lacks, postgres } from '../support/services.js';
import { start, stop } from '../support/spawn-server.js';

// a department with a hidden text field: each request carries its own tag there, to find it stored
const model = models.find((m) => Object.keys(m.definition.wizard.hidden).length > 0)!;
const tagField = Object.keys(model.definition.wizard.hidden)[0]!;

/** posts tagged calculations from `clients` loops until the server goes away (however long a busy machine takes); the tags answered 2xx */
async function load(port: number, clients: number, ok: string[] = []): Promise<{ ok: string[]; refused: number }> {
  let refused = 0;
  let n = 0;
  const next = random(21);
  const loop = async () => {
    for (;;) {
      const tag = `t${n++}`;
      try {
        const res = await fetch(`http://127.0.0.1:${port}${model.definition.api}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...answersFor(model, next), [tagField]: tag }),
        });
        await res.arrayBuffer();
        if (res.ok) ok.push(tag);
        else refused++;
      } catch {
        return; // the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  return { ok, refused };
}

/** the tags stored, read straight from the database (db.orm: no 2 s deadline, which is the server's for visitors) */
const storedTags = async (db: Database): Promise<Set<string>> => {
  const res = await db.orm.execute(sql`select answers->>${tagField} as tag from assessments where answers ? ${tagField}`);
  return new Set(rowsOf<{ tag: string }>(res).map((r) => r.tag));
};

interface Setup {
  dataDir: string;
  env: Record<string, string>;
  test?: TestDatabase;
  /** the rows, read after the servers have stopped */
  read(): Promise<Database>;
  done(db: Database): Promise<void>;
}

const setups = [
  {
    name: 'PGlite',
    async open(): Promise<Setup> {
      const dataDir = mkdtempSync(join(tmpdir(), 'api-faults-'));
      // a migrated copy: creating a PGlite database from nothing takes seconds
      cpSync(await pgliteTemplate(), dataDir, { recursive: true });
      return {
        dataDir,
        env: { DATA_DIR: dataDir },
        read: () => EmbeddedThreadDatabase.open(dataDir),
        done: (db) => db.close(),
      };
    },
  },
  ...targets
    .filter((t) => t.name === 'PostgreSQL')
    .map((t) => ({
      name: 'PostgreSQL',
      async open(): Promise<Setup> {
        const test = await t.open();
        const dataDir = mkdtempSync(join(tmpdir(), 'api-faults-'));
        return { dataDir, test, env: { DATA_DIR: dataDir, DATABASE_URL: test.url! }, read: async () => test.db, done: async () => {} };
      },
    })),
];

describe.each(setups)('a server on $name killed or doubled', (setup) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
  });

  it('kill -9 under load, then a restart: every calculation answered 2xx is stored', { timeout: 120_000 }, async () => {
    const s = await setup.open();
    cleanup.push(
      async () => rmSync(s.dataDir, { recursive: true, force: true }),
      async () => s.test?.dispose(),
    );
    const first = start(s.env);
    cleanup.push(async () => first.child.kill('SIGKILL'));
    const port = await first.port;
    const answered: string[] = [];
    const loading = load(port, 16, answered);
    // kill it at a moment no one chose: mid-load (past 200 answers), while batches are being written and stored
    while (answered.length < 200) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, Math.random() * 300));
    first.child.kill('SIGKILL');
    await first.exit;
    const { ok } = await loading;
    expect(ok.length).toBeGreaterThan(50);

    const second = start(s.env);
    cleanup.push(async () => second.child.kill('SIGKILL'));
    await second.port;
    expect(await stop(second), second.output()).toBe(0);
    expect(second.output()).toMatch(/calculations from the journal of an earlier run/);
    // its stop line tells this run's answers from the replayed ones
    expect(second.output()).toMatch(/stopped · calculations answered 0, stored (\d+) \(\1 of them from an earlier run's journal\), left in the journal 0/);

    const db = await s.read();
    const stored = await storedTags(db);
    await s.done(db);
    // each tag answered 2xx is stored; a few more may be, answered by the killed server as it died
    expect(ok.filter((tag) => !stored.has(tag))).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(ok.length);
  });

  it('a second server on the same DATA_DIR refuses to start; a lock left by a killed one does not', { timeout: 120_000 }, async () => {
    const s = await setup.open();
    cleanup.push(
      async () => rmSync(s.dataDir, { recursive: true, force: true }),
      async () => s.test?.dispose(),
    );
    const first = start(s.env);
    cleanup.push(async () => first.child.kill('SIGKILL'));
    await first.port;
    const second = start(s.env);
    await expect(second.port).rejects.toThrow();
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(`cannot start: the data folder ${s.dataDir} is in use by another server (process ${first.child.pid})`);

    first.child.kill('SIGKILL');
    await first.exit;
    const third = start(s.env);
    cleanup.push(async () => third.child.kill('SIGKILL'));
    await third.port;
    expect(await stop(third), third.output()).toBe(0);
  });
});

describeWith([lacks.postgres], 'several servers on one PostgreSQL database', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
  });
  const serverOn = (url: string, env: Record<string, string> = {}) => {
    const server = start({ DATABASE_URL: url, ...env });
    cleanup.push(async () => server.child.kill('SIGKILL'));
    return server;
  };

  it('three servers starting together on an empty database all migrate and start', { timeout: 120_000 }, async () => {
    const test = await postgres!.open();
    cleanup.push(() => test.dispose());
    // an empty database: undo what the test setup migrated
    await test.db.orm.execute(sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`);
    const servers = [serverOn(test.url!), serverOn(test.url!), serverOn(test.url!)];
    const ports = await Promise.all(servers.map((s) => s.port));
    expect(ports).toHaveLength(3);
    for (const s of servers) expect(await stop(s), s.output()).toBe(0);
  });

  it('the rate limit holds across servers', { timeout: 120_000 }, async () => {
    const test = await postgres!.open();
    cleanup.push(() => test.dispose());
    const servers = [serverOn(test.url!, { RATE_LIMIT: '3' }), serverOn(test.url!, { RATE_LIMIT: '3' })];
    const ports = await Promise.all(servers.map((s) => s.port));
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`http://127.0.0.1:${ports[i % 2]}${quotes.api}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validQuote),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    for (const s of servers) expect(await stop(s), s.output()).toBe(0);
  });

  it('a quote is answered 503, not held, when the network to the database hangs', { timeout: 180_000 }, async () => {
    const test = await postgres!.open();
    cleanup.push(() => test.dispose());
    // a loopback relay to PostgreSQL that can stop passing bytes without closing anything
    const target = new URL(test.url!);
    let hung = false;
    const sockets: Socket[] = [];
    const relay = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      sockets.push(client, upstream);
      client.on('data', (d) => void (hung || upstream.write(d)));
      upstream.on('data', (d) => void (hung || client.write(d)));
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    cleanup.push(async () => (sockets.forEach((s) => s.destroy()), relay.close()));
    const via = new URL(test.url!);
    via.port = String((relay.address() as { port: number }).port);
    const server = serverOn(via.toString());
    const port = await server.port;
    const post = () =>
      fetch(`http://127.0.0.1:${port}${quotes.api}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validQuote) });
    expect((await post()).status).toBe(201);
    hung = true;
    // the database never answers while hung: a 503 is the server giving up by itself (no duration is compared, a
    // busy machine stretches the server's own timeout too)
    const res = await post();
    expect(res.status).toBe(503);
    hung = false;
    server.child.kill('SIGKILL');
  });
});
