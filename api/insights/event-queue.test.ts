import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestDatabase } from '../../tests/api/support/databases.js';
import { Journal } from '../storage/journal/journal.js';
import { fakeClock } from '../storage/queue/fake-clock.js';
import { EventQueue } from './event-queue.js';

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (res as { rows: T[] }).rows);
const event = { day: '2031-02-01', department: 'queue-test', definitionHash: 'h', event: 'page_viewed', step: 0, host: '' } as const;
// a count as lines carried it before hosts were counted
const { host: _, ...hostless } = event;

describe.each(targets)('the event queue on $name', (target) => {
  let t: TestDatabase;
  const dirs: string[] = [];
  const journalDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'event-journal-'));
    dirs.push(dir);
    return dir;
  };
  const counted = async (day: string) =>
    rowsOf<{ count: number }>(await t.db.orm.execute(sql`select sum(count)::int as count from event_counts where day = ${day}`))[0]!.count;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('sums the beacons of one write into one line, under its version and the counters’ field names', async () => {
    const dir = journalDir();
    const queue = new EventQueue(t.db, Journal.open(dir, fakeClock()), { clock: fakeClock(), intervalMs: 0 });
    await Promise.all([queue.push([event]), queue.push([event, { ...event, event: 'wizard_started' }])]);
    const lines = readdirSync(dir).flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean));
    expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual([
      {
        v: 1,
        run: queue.run,
        line: 1,
        counts: [
          { ...event, count: 2 },
          { ...event, event: 'wizard_started', count: 1 },
        ],
      },
    ]);
    await queue.close();
    expect(await counted(event.day)).toBe(3);
  });

  it('counts, after an upgrade, a line written before lines carried a version or a host: as the site own, apart from an embed host', async () => {
    const dir = journalDir();
    const day = '2031-02-02';
    const embedded = { ...event, day, host: 'https://www.example.com', count: 2 };
    writeFileSync(join(dir, '1-1-000000.jsonl'), `${JSON.stringify({ run: 'an-earlier-run', line: 1, counts: [{ ...hostless, day, count: 4 }] })}\n`);
    writeFileSync(join(dir, '1-1-000001.jsonl'), `${JSON.stringify({ v: 1, run: 'an-earlier-run', line: 2, counts: [embedded] })}\n`);
    const queue = new EventQueue(t.db, Journal.open(dir, fakeClock()), { clock: fakeClock() });
    expect(queue.replayed).toBe(2);
    await queue.close();
    expect(await counted(day)).toBe(6);
    const hosts = rowsOf<{ host: string; count: number }>(
      await t.db.orm.execute(sql`select host, count::int as count from event_counts where day = ${day} order by host`),
    );
    expect(hosts).toEqual([
      { host: '', count: 4 },
      { host: embedded.host, count: 2 },
    ]);
    // counted and its file deleted: the folder goes too
    expect(() => readdirSync(dir)).toThrow(/ENOENT/);
  });
});
