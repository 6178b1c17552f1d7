import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../api/db/client.js';
import { EmbeddedThreadDatabase } from '../../../api/db/pglite-thread.js';
import type { InsightsReport } from '../../../engine/insights/report.js';
import { pgliteTemplate, rowsOf, targets, type TestDatabase } from '../support/databases.js';
import { answersFor, models, openApp, random } from '../support/fixtures.js';
import { start, stop, type Started } from '../support/spawn-server.js';

const dept = models[0]!.definition;
const token = 'insights-token-of-forty-characters-long!';
/** one visit's beacon: the landing, the start, the first question */
const beacon = {
  events: [
    { kind: 'page_viewed', department: dept.id },
    { kind: 'wizard_started', department: dept.id },
    { kind: 'question_reached', department: dept.id, step: 1 },
  ],
};
const counted = (n: number) => [
  { event: 'page_viewed', step: 0, count: n },
  { event: 'question_reached', step: 1, count: n },
  { event: 'wizard_started', step: 0, count: n },
];

// the test's own statements go straight to the database (db.orm), without run()'s 2 s deadline: that deadline is
// the server's, for visitors; a busy machine can take longer to open PGlite and answer, and the test may wait
/** the daily counters of the department, summed over the days */
const countsIn = async (db: Database) =>
  rowsOf<{ event: string; step: number; count: number }>(
    await db.orm.execute(
      sql`select event, step, sum(count)::int as count from event_counts where department = ${dept.id} group by event, step order by event, step`,
    ),
  );
/** the counters stop taking writes (the table of marks is gone) until put back: the events wait in the journal */
const holdCounting = (db: Database) => db.orm.execute(sql`alter table event_marks rename to event_marks_held`);
const resumeCounting = (db: Database) => db.orm.execute(sql`alter table event_marks_held rename to event_marks`);

const sendBeacons = async (port: number, n: number) => {
  const answers = await Promise.all(
    Array.from({ length: n }, () =>
      fetch(`http://127.0.0.1:${port}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(beacon) }),
    ),
  );
  expect(answers.map((r) => r.status)).toEqual(Array(n).fill(204));
};
const kill = async (server: Started) => {
  server.child.kill('SIGKILL');
  await server.exit;
};

interface Setup {
  dataDir: string;
  env: Record<string, string>;
  /** the database, opened while no server has it (PGlite) or beside the servers (PostgreSQL) */
  use<T>(work: (db: Database) => Promise<T>): Promise<T>;
}

const setups = [
  {
    name: 'PGlite',
    async open(): Promise<Setup> {
      const dataDir = mkdtempSync(join(tmpdir(), 'api-events-'));
      cpSync(await pgliteTemplate(), dataDir, { recursive: true });
      return {
        dataDir,
        env: { DATA_DIR: dataDir },
        async use(work) {
          const db = await EmbeddedThreadDatabase.open(dataDir);
          try {
            return await work(db);
          } finally {
            await db.close();
          }
        },
      };
    },
  },
  ...targets
    .filter((t) => t.name === 'PostgreSQL')
    .map((t) => ({
      name: 'PostgreSQL',
      async open(): Promise<Setup & { test: TestDatabase }> {
        const test = await t.open();
        const dataDir = mkdtempSync(join(tmpdir(), 'api-events-'));
        return { dataDir, test, env: { DATA_DIR: dataDir, DATABASE_URL: test.url! }, use: (work) => work(test.db) };
      },
    })),
];

describe.each(setups)('events across a kill -9 on $name', (setup) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
  });
  const opened = async () => {
    const s = await setup.open();
    cleanup.push(async () => rmSync(s.dataDir, { recursive: true, force: true }));
    if ('test' in s) cleanup.push(async () => (s as { test: TestDatabase }).test.dispose());
    return s;
  };
  const serve = (s: Setup, env: Record<string, string> = {}) => {
    const server = start({ ...s.env, ...env });
    cleanup.push(async () => server.child.kill('SIGKILL'));
    return server;
  };

  it('events answered 204, the server killed before it counted them: after a restart each is counted once', { timeout: 120_000 }, async () => {
    const s = await opened();
    await s.use(holdCounting);
    const first = serve(s);
    await sendBeacons(await first.port, 40);
    await kill(first);
    expect(await s.use(countsIn)).toEqual([]);

    await s.use(resumeCounting);
    const second = serve(s);
    await second.port;
    expect(await stop(second), second.output()).toBe(0);
    expect(second.output()).toMatch(/journal lines of events from an earlier run/);
    expect(await s.use(countsIn)).toEqual(counted(40));
    // every line counted, the journal is gone
    expect(readdirSync(join(s.dataDir, 'journal'))).toEqual([]);
  });

  it('a journal already counted, replayed after a kill -9, counts nothing twice', { timeout: 240_000 }, async () => {
    const s = await opened();
    const first = serve(s, { INSIGHTS_TOKEN: token });
    const port = await first.port;
    await sendBeacons(port, 30);
    // what the owner sees: the report, once the events are counted
    const signIn = await fetch(`http://127.0.0.1:${port}/api/insights/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const views = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/insights?department=${dept.id}`, { headers: { cookie } });
      const report = (await res.json()) as InsightsReport;
      return report.departments[0]!.versions[0]!.funnel.find((f) => f.stage === 'page_viewed')!.count;
    };
    // counted as the queue stores them: waited for, as long as a busy machine needs within the test's time
    await expect.poll(views, { timeout: 120_000, interval: 100 }).toBe(30);
    await kill(first);
    // the killed server's journal still holds the lines it counted
    expect(readdirSync(join(s.dataDir, 'journal/events')).length).toBeGreaterThan(0);

    const second = serve(s);
    await second.port;
    expect(await stop(second), second.output()).toBe(0);
    expect(second.output()).toMatch(/journal lines of events from an earlier run/);
    expect(await s.use(countsIn)).toEqual(counted(30));
  });
});

describe.each(targets)('events beside calculations on $name', (target) => {
  it('a burst of events the database cannot count holds up no calculation: each is answered and stored', { timeout: 120_000 }, async () => {
    const t = await target.open();
    const api = openApp(t, { events: { intervalMs: 10, retryMs: [20, 100] } });
    try {
      await holdCounting(t.db);
      const beacons = await Promise.all(Array.from({ length: 300 }, () => api.post('/api/events', beacon)));
      expect(beacons.map((r) => r.status)).toEqual(Array(300).fill(204));

      const next = random(7);
      const model = models[0]!;
      const answers = await Promise.all(Array.from({ length: 20 }, () => api.post(dept.api, answersFor(model, next))));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      // the calculations' batches commit while every event still waits for its own
      expect(await api.queue.flush()).toBe(true);
      expect(api.queue.counters).toMatchObject({ answered: 20, stored: 20 });
      expect(api.events.pending).toBeGreaterThan(0);
      expect(await countsIn(t.db)).toEqual([]);

      await resumeCounting(t.db);
      expect(await api.events.flush()).toBe(true);
      expect(await countsIn(t.db)).toEqual(counted(300));
    } finally {
      await api.close();
      await t.dispose();
    }
  });
});
