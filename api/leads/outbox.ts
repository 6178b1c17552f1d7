import { and, asc, eq, getTableColumns, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { leadDeliveries, quotes } from '../db/schema.js';
import type { LeadChannel } from './channels.js';
import type { LeadCounts } from './counts.js';

export type NewQuote = typeof quotes.$inferInsert;
export type Delivery = typeof leadDeliveries.$inferSelect;

/** the channels as a table of one column `channel`, to cross join with quotes */
export const channelList = (channels: LeadChannel[]): SQL =>
  sql`(values ${sql.join(
    channels.map((c) => sql`(${c})`),
    sql`, `,
  )}) as lead_channel(channel)`;

/**
 * The columns of a new delivery row for each quote of `source` (crossed with `channelList`): every column said,
 * so a column added to the table does not compile until it is decided here.
 */
export const deliveriesFor = (source: { id: SQL.Aliased<string> | typeof quotes.id; quoteNumber: SQL.Aliased<string> | typeof quotes.quoteNumber }) => ({
  id: sql<string>`gen_random_uuid()`.as('id'),
  quoteId: source.id,
  quoteNumber: source.quoteNumber,
  channel: sql<LeadChannel>`lead_channel.channel`.as('channel'),
  state: sql<'pending'>`'pending'`.as('state'),
  attempts: sql<number>`0`.as('attempts'),
  dueAt: sql<Date>`now()`.as('due_at'),
  retrySince: sql<Date>`now()`.as('retry_since'),
  claim: sql<string | null>`null::uuid`.as('claim'),
  leaseUntil: sql<Date | null>`null::timestamptz`.as('lease_until'),
  lastError: sql<string | null>`null::text`.as('last_error'),
  createdAt: sql<Date>`now()`.as('created_at'),
  deliveredAt: sql<Date | null>`null::timestamptz`.as('delivered_at'),
});

/**
 * Stores quotes and their outbox rows in ONE statement (a data-modifying CTE: atomic on PostgreSQL and on PGlite's
 * thread, which has no transactions): a quote whose number or id is taken is skipped with its rows, and a quote answered
 * 201 always has its deliveries. Returns the numbers stored. The quote writer (or its successor batcher) calls this
 * in place of its plain insert.
 */
export async function insertQuotesWithDeliveries(orm: Db, values: NewQuote[], channels: LeadChannel[]): Promise<Set<string>> {
  const kept = orm.$with('kept', { id: sql<string>`id`.as('id'), quoteNumber: sql<string>`quote_number`.as('quote_number') }).as(
    orm
      .insert(quotes)
      .values(values)
      // a number taken, or (a form posted again) its id: skipped with its rows
      .onConflictDoNothing()
      .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber })
      .getSQL(),
  );
  const rows = await orm
    .with(kept)
    .insert(leadDeliveries)
    .select((qb) => qb.select(deliveriesFor(kept)).from(kept).crossJoin(channelList(channels)))
    .returning({ quoteNumber: leadDeliveries.quoteNumber });
  return new Set(rows.map((r) => r.quoteNumber));
}

/** a claimed delivery with how long ago its retry window opened (by the database's clock, shared by every server) */
export type Claimed = Delivery & { windowAgeMs: number };

/**
 * Claims up to `limit` due deliveries of the channels for `leaseMs`, in one statement: rows another server holds
 * are skipped (FOR UPDATE SKIP LOCKED), and a lease whose server died runs out and the row is claimed again.
 */
export async function claimDue(orm: Db, channels: LeadChannel[], claim: string, leaseMs: number, limit: number): Promise<Claimed[]> {
  const due = orm
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.state, 'pending'),
        inArray(leadDeliveries.channel, channels),
        lte(leadDeliveries.dueAt, sql`now()`),
        or(isNull(leadDeliveries.leaseUntil), lt(leadDeliveries.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(leadDeliveries.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await orm
    .update(leadDeliveries)
    .set({ claim, leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`, attempts: sql`${leadDeliveries.attempts} + 1` })
    .where(inArray(leadDeliveries.id, due))
    .returning({ ...getTableColumns(leadDeliveries), windowAgeMs: sql<number>`(extract(epoch from now() - ${leadDeliveries.retrySince}) * 1000)::float8` });
  return rows;
}

/** what became of one attempt */
export type Outcome = { state: 'delivered' } | { state: 'retry'; delayMs: number; reason: string } | { state: 'dead'; reason: string };

/** records an attempt's outcome, only while this worker still holds the claim (a lost lease changes nothing) */
export async function settle(orm: Db, id: string, claim: string, outcome: Outcome): Promise<void> {
  const released = { claim: null, leaseUntil: null };
  const set =
    outcome.state === 'delivered'
      ? { ...released, state: 'delivered' as const, deliveredAt: sql`now()`, lastError: null }
      : outcome.state === 'dead'
        ? { ...released, state: 'dead' as const, lastError: outcome.reason }
        : { ...released, lastError: outcome.reason, dueAt: sql`now() + ${outcome.delayMs} * interval '1 millisecond'` };
  await orm
    .update(leadDeliveries)
    .set(set)
    .where(and(eq(leadDeliveries.id, id), eq(leadDeliveries.claim, claim)));
}

/** the quotes of claimed deliveries, by id */
export async function quotesOf(orm: Db, ids: string[]): Promise<Map<string, typeof quotes.$inferSelect>> {
  if (!ids.length) return new Map();
  const rows = await orm.select().from(quotes).where(inArray(quotes.id, ids));
  return new Map(rows.map((q) => [q.id, q]));
}

/** /api/health's `leads` */
export async function leadCounts(orm: Db): Promise<LeadCounts> {
  const rows = await orm
    .select({
      state: leadDeliveries.state,
      n: sql<number>`count(*)::int`,
      age: sql<number | null>`floor(extract(epoch from now() - min(${leadDeliveries.createdAt})))::int`,
    })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.state);
  const of = (state: string) => rows.find((r) => r.state === state);
  return { pending: of('pending')?.n ?? 0, delivered: of('delivered')?.n ?? 0, dead: of('dead')?.n ?? 0, oldestPendingSeconds: of('pending')?.age ?? null };
}
