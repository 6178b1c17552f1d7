import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { targets, type TestDatabase } from '../../../tests/api/support/databases.js';
import { errorCode, type Database } from '../../db/client.js';
import { QueueFull } from '../errors.js';
import { Journal } from '../journal/journal.js';
import { fakeClock, type FakeClock } from './fake-clock.js';
import { JournaledQueue, type JournaledQueueOptions } from './journaled-queue.js';
import { tableRecord } from './table-record.js';

/** a row of the tests' own table: `label` is the field, `label_text` its SQL column */
interface Row {
  id: number;
  label: string;
}
const rowsTable = pgTable('queue_test_rows', { id: integer('id').primaryKey(), label: text('label_text').notNull() });

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (res as { rows: T[] }).rows);

/**
 * A queue of rows as the app's queues are made: journal lines carrying a version and the table's field names,
 * one statement per batch built from the table's mapping; it notes each batch and each refused row.
 */
function rowQueue(db: Database, dir: string, clock: FakeClock, options: Partial<JournaledQueueOptions<Row, Row>> & { table?: PgTable } = {}) {
  const record = tableRecord(options.table ?? rowsTable);
  const batches: number[][] = [];
  const refused: { id: number; code: string | undefined }[] = [];
  const queue = new JournaledQueue<Row, Row>({
    capacity: 100,
    batchSize: 50,
    intervalMs: 20,
    retryMs: [100, 200],
    clock,
    words: { full: 'too many rows wait' },
    journal: {
      ...Journal.open(dir, clock),
      codec: {
        encode: (row) => JSON.stringify({ v: 1, ...row }),
        decode: (line) => {
          const { v, ...row } = JSON.parse(line) as Row & { v: number };
          return v === 1 ? row : undefined;
        },
      },
    },
    group: (items) => items,
    write: async (rows) => {
      batches.push(rows.map((r) => r.id));
      const source = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${record.type})`;
      await db.run((orm) => orm.execute(sql`${record.insertFrom(source)} on conflict do nothing`));
    },
    refused: (row, error) => Promise.resolve(refused.push({ id: row.id, code: errorCode(error) }) > 0),
    ...options,
  });
  return { queue, batches, refused };
}

const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id, label: `row ${id}` }));
const journalLines = (dir: string) =>
  readdirSync(dir)
    .sort()
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').split('\n').filter(Boolean));

describe.each(targets)('the journaled queue on $name', (target) => {
  let t: TestDatabase;
  const dirs: string[] = [];
  const journalDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-journal-'));
    dirs.push(dir);
    return dir;
  };
  const stored = async (table = 'queue_test_rows', label = 'label_text') =>
    rowsOf<Row>(await t.db.run((orm) => orm.execute(sql`select id, ${sql.identifier(label)} as label from ${sql.identifier(table)} order by id`)));

  beforeAll(async () => {
    t = await target.open();
    // a check the database enforces: a row labelled "poison" is refused as data (23514)
    await t.db.orm.execute(sql`create table queue_test_rows (id integer primary key, label_text text not null check (label_text <> 'poison'))`);
    await t.db.orm.execute(sql`create table queue_rename_rows (id integer primary key, label_before text)`);
  });
  afterAll(async () => {
    await t.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('journals each group in one write, in push order, and stores it in one statement once the interval has passed', async () => {
    await t.db.orm.execute(sql`truncate queue_test_rows`);
    const clock = fakeClock();
    const dir = journalDir();
    const { queue, batches } = rowQueue(t.db, dir, clock);
    // pushed in one turn: one group, answered once in the journal
    await Promise.all(rows(1, 2, 3, 4, 5).map((r) => queue.push(r)));
    for (const r of rows(6, 7)) await queue.push(r);
    expect(journalLines(dir).map((l) => JSON.parse(l) as Row & { v: number })).toEqual(rows(1, 2, 3, 4, 5, 6, 7).map((r) => ({ v: 1, ...r })));
    // the interval has not passed on the clock: nothing is stored yet
    expect(batches).toEqual([]);
    expect(queue.counters).toMatchObject({ answered: 7, stored: 0, pending: 7, state: 'storing' });

    await clock.advance(20);
    await vi.waitFor(() => expect(queue.counters.stored).toBe(7));
    expect(batches).toEqual([[1, 2, 3, 4, 5, 6, 7]]);
    expect(await stored()).toEqual(rows(1, 2, 3, 4, 5, 6, 7));
    expect(await queue.close()).toBe(true);
    // every line settled: the file is gone
    expect(readdirSync(dir)).toEqual([]);
  });

  it('replays after a crash mid-segment: a torn last line is skipped, every whole line is stored once', async () => {
    await t.db.orm.execute(sql`truncate queue_test_rows`);
    const clock = fakeClock();
    const dir = journalDir();
    const crashed = rowQueue(t.db, dir, clock).queue;
    await Promise.all(rows(1, 2, 3).map((r) => crashed.push(r)));
    // killed while writing the next line: half of it reached the file, the batch never ran
    const [segment] = readdirSync(dir);
    appendFileSync(join(dir, segment!), '{"v":1,"id":4,"lab');

    const { queue, batches } = rowQueue(t.db, dir, clock);
    expect(queue.replayed).toBe(3);
    expect(await queue.flush()).toBe(true);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(await stored()).toEqual(rows(1, 2, 3));
    // a new run takes pushes beside the replay, in a file of its own
    await queue.push(rows(5)[0]!);
    expect(await queue.close()).toBe(true);
    expect(await stored()).toEqual(rows(1, 2, 3, 5));
    expect(queue.counters).toMatchObject({ answered: 1, stored: 4, pending: 0 });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('bisects a row the database refuses out of its batch: the others are stored, the refused one reported once', async () => {
    await t.db.orm.execute(sql`truncate queue_test_rows`);
    const clock = fakeClock();
    const dir = journalDir();
    const { queue, refused } = rowQueue(t.db, dir, clock);
    const sent = rows(1, 2, 3, 4, 5, 6, 7, 8);
    sent[4]!.label = 'poison';
    await Promise.all(sent.map((r) => queue.push(r)));
    expect(await queue.flush()).toBe(true);
    expect(refused).toEqual([{ id: 5, code: '23514' }]);
    expect(await stored()).toEqual(sent.filter((r) => r.id !== 5));
    expect(queue.counters).toMatchObject({ answered: 8, stored: 7, rejected: 1, dropped: 0, pending: 0, state: 'storing' });
    expect(await queue.close()).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a push past its capacity with QueueFull, says full for 5 s, and takes pushes again once it has stored', async () => {
    await t.db.orm.execute(sql`truncate queue_test_rows`);
    const clock = fakeClock();
    const { queue } = rowQueue(t.db, journalDir(), clock, { capacity: 3, intervalMs: 0 });
    await t.outage();
    try {
      await Promise.all(rows(1, 2, 3).map((r) => queue.push(r)));
      await vi.waitFor(() => expect(queue.counters.state).toBe('full'));
      const refused = await queue.push(rows(4)[0]!).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(QueueFull);
      expect((refused as Error).message).toBe('too many rows wait');
      await vi.waitFor(() => expect(queue.counters.retries).toBeGreaterThan(0));
      expect(queue.counters).toMatchObject({ answered: 3, refused: 1, pending: 3, state: 'full' });
    } finally {
      await t.recover();
    }
    // the backoff passes on the clock: the retry stores the rows
    await vi.waitFor(async () => {
      await clock.advance(100);
      expect(queue.pending).toBe(0);
    });
    // room again, but a refusal less than 5 s ago still shows
    expect(queue.counters.state).toBe('full');
    await clock.advance(5_000);
    expect(queue.counters.state).toBe('storing');
    await queue.push(rows(4)[0]!);
    expect(await queue.close()).toBe(true);
    expect(await stored()).toEqual(rows(1, 2, 3, 4));
  });

  it('stores under the new name a line journaled before its column was renamed: lines carry field names, not column names', async () => {
    const before = pgTable('queue_rename_rows', { id: integer('id').primaryKey(), label: text('label_before') });
    const after = pgTable('queue_rename_rows', { id: integer('id').primaryKey(), label: text('label_after') });
    const clock = fakeClock();
    const dir = journalDir();
    // journaled by the version of the server before the rename, which stopped before storing them
    const old = rowQueue(t.db, dir, clock, { table: before }).queue;
    await Promise.all(rows(1, 2).map((r) => old.push(r)));
    await t.db.orm.execute(sql`alter table queue_rename_rows rename column label_before to label_after`);

    const { queue } = rowQueue(t.db, dir, clock, { table: after });
    expect(queue.replayed).toBe(2);
    expect(await queue.close()).toBe(true);
    expect(await stored('queue_rename_rows', 'label_after')).toEqual(rows(1, 2));
  });

  it('without a journal answers at once and hands a batch whose connection failed back, untried again', async () => {
    const clock = fakeClock();
    const failed: number[][] = [];
    const { queue, batches } = rowQueue(t.db, journalDir(), clock, {
      journal: undefined,
      retryMs: undefined,
      intervalMs: 0,
      failed: (r) => failed.push(r.map((x) => x.id)),
    });
    await t.outage();
    try {
      await Promise.all(rows(11, 12).map((r) => queue.push(r)));
      // a write starts at once (no interval), so the second waits for the first's statement to fail
      await vi.waitFor(() => expect(failed).toEqual([[11], [12]]));
    } finally {
      await t.recover();
    }
    expect(batches).toEqual([[11], [12]]);
    expect(queue.counters).toMatchObject({ answered: 2, stored: 0, retries: 0, pending: 0 });
    expect(await queue.close()).toBe(true);
  });
});
