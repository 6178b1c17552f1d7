import { eq, inArray, sql } from 'drizzle-orm';
import type { CounterRow } from '../../engine/insights/events.js';
import type { Database } from '../db/client.js';
import { eventCounts, eventMarks } from '../db/schema.js';
import { tableRecord } from '../storage/queue/table-record.js';

const id = (c: { name: string }) => sql.identifier(c.name);
const t = eventCounts;
// the counts are keyed by the table's field names, as the journal lines of events hold them
const counts = tableRecord(eventCounts);
const m = eventMarks;
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (res as { rows: T[] }).rows);

/**
 * Adds counts to the daily counters, in the statement that moves the run's mark from `seen` (undefined: no mark
 * yet) to `line`. When the mark is no longer `seen` (an earlier attempt that timed out went through after all),
 * nothing is added and the answer is false, for the caller to read the mark again.
 */
export async function countOnce(db: Database, run: string, seen: number | undefined, line: number, rows: readonly CounterRow[]): Promise<boolean> {
  const res = await db.run(
    (orm) =>
      orm.execute(sql`
        with moved as (
          insert into ${m} as mark (${id(m.run)}, ${id(m.line)}) values (${run}, ${line})
          on conflict (${id(m.run)}) do update set ${id(m.line)} = excluded.${id(m.line)} where mark.${id(m.line)} = ${seen ?? null}::bigint
          returning 1
        ), counted as (
          ${counts.insertFrom(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${counts.type})`)}
          where exists (select 1 from moved)
          on conflict (${id(t.day)}, ${id(t.department)}, ${id(t.definitionHash)}, ${id(t.event)}, ${id(t.step)}, ${id(t.host)})
          do update set ${id(t.count)} = ${t}.${id(t.count)} + excluded.${id(t.count)}
          returning 1
        )
        select count(*)::int as moved from moved`),
    // every event of it was answered already: whatever a visitor waits for goes first
    { background: true },
  );
  return rowsOf<{ moved: number }>(res)[0]!.moved > 0;
}

/** the last line of the run counted so far, undefined when none is */
export async function readMark(db: Database, run: string): Promise<number | undefined> {
  const [row] = await db.run((orm) => orm.select({ line: m.line }).from(m).where(eq(m.run, run)), { background: true });
  return row?.line;
}

/** the marks of runs whose journal is gone: nothing of them can be replayed any more */
export const forgetMarks = (db: Database, runs: string[]) => db.run((orm) => orm.delete(m).where(inArray(m.run, runs)), { background: true });

/** events summed by counter: a burst costs a map update each, the database one row per counter */
export class EventCounter {
  #sums = new Map<string, CounterRow>();

  add(row: Omit<CounterRow, 'count'>, count = 1): void {
    const key = `${row.day}|${row.department}|${row.definitionHash}|${row.event}|${row.step}|${row.host}`;
    const known = this.#sums.get(key);
    if (known) known.count += count;
    else this.#sums.set(key, { ...row, count });
  }

  addAll(rows: readonly CounterRow[]): void {
    for (const { count, ...row } of rows) this.add(row, count);
  }

  get rows(): CounterRow[] {
    return [...this.#sums.values()];
  }
}
