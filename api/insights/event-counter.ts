import { sql } from 'drizzle-orm';
import type { CounterRow } from '../../engine/insights/events.js';
import { eventCounts } from '../db/schema.js';

const id = (c: { name: string }) => sql.identifier(c.name);
const t = eventCounts;

/** adds counts to the daily counters in one statement: an upsert, so several servers add to the same rows */
export const upsertCounters = (rows: readonly CounterRow[]) => sql`
  insert into ${t} (${id(t.day)}, ${id(t.department)}, ${id(t.definitionHash)}, ${id(t.event)}, ${id(t.step)}, ${id(t.count)})
  select day, department, "definitionHash", event, step, count
  from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(day date, department text, "definitionHash" text, event text, step int, count bigint)
  on conflict (${id(t.day)}, ${id(t.department)}, ${id(t.definitionHash)}, ${id(t.event)}, ${id(t.step)})
  do update set ${id(t.count)} = ${t}.${id(t.count)} + excluded.${id(t.count)}`;

/**
 * Events summed in memory by counter until the next flush: a burst of events costs a map update each, and the
 * database one statement a second whatever the traffic.
 */
export class EventCounter {
  #sums = new Map<string, CounterRow>();

  add(row: Omit<CounterRow, 'count'>, count = 1): void {
    const key = `${row.day}|${row.department}|${row.definitionHash}|${row.event}|${row.step}`;
    const known = this.#sums.get(key);
    if (known) known.count += count;
    else this.#sums.set(key, { ...row, count });
  }

  get size(): number {
    return this.#sums.size;
  }

  /** the counts since the last take, emptied */
  take(): CounterRow[] {
    const rows = [...this.#sums.values()];
    this.#sums.clear();
    return rows;
  }

  /** counts a flush could not store, kept for the next one */
  putBack(rows: readonly CounterRow[]): void {
    for (const { count, ...row } of rows) this.add(row, count);
  }
}
