import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { leadDeliveries, quotes } from '../db/schema.js';
import type { LeadChannel } from './channels.js';
import { channelList, deliveriesFor, type Delivery } from './outbox.js';

/** which deliveries `npm run leads -- retry` sends again */
export type RetryTarget = { quoteNumber: string } | 'dead' | 'all';

const fresh = { state: 'pending' as const, attempts: 0, dueAt: sql`now()`, retrySince: sql`now()`, claim: null, leaseUntil: null };

/**
 * Adds the rows a quote lacks for the configured channels (a quote from before a channel was set) and drops its
 * `none` row once it has a real one.
 */
async function addMissing(orm: Db, channels: LeadChannel[], quoteNumber?: string): Promise<void> {
  const real = channels.filter((c) => c !== 'none');
  if (!real.length) return;
  await orm
    .insert(leadDeliveries)
    .select((qb) => {
      const rows = qb.select(deliveriesFor(quotes)).from(quotes).crossJoin(channelList(real));
      return quoteNumber ? rows.where(eq(quotes.quoteNumber, quoteNumber)) : rows;
    })
    .onConflictDoNothing();
  const none = eq(leadDeliveries.channel, 'none');
  await orm.delete(leadDeliveries).where(quoteNumber ? and(none, eq(leadDeliveries.quoteNumber, quoteNumber)) : none);
}

/**
 * Queues deliveries again, their retry window starting afresh: a quote's every channel (a delivered one too, with
 * its same X-Lead-Id, for a receiver that lost it), every dead one, or (`all`) every quote on every configured
 * channel it has not reached. Returns how many were queued.
 */
export async function requeue(orm: Db, target: RetryTarget, channels: LeadChannel[]): Promise<number> {
  if (target === 'dead') {
    return (await orm.update(leadDeliveries).set(fresh).where(eq(leadDeliveries.state, 'dead')).returning({ id: leadDeliveries.id })).length;
  }
  const quoteNumber = target === 'all' ? undefined : target.quoteNumber;
  await addMissing(orm, channels, quoteNumber);
  const where = quoteNumber ? eq(leadDeliveries.quoteNumber, quoteNumber) : ne(leadDeliveries.state, 'delivered');
  return (
    await orm
      .update(leadDeliveries)
      .set(fresh)
      .where(and(where, ne(leadDeliveries.channel, 'none')))
      .returning({ id: leadDeliveries.id })
  ).length;
}

/** a quote with its deliveries, newest first, for `npm run leads` */
export interface LeadRow {
  quote: typeof quotes.$inferSelect;
  deliveries: Delivery[];
}

export async function recentLeads(orm: Db, limit?: number): Promise<LeadRow[]> {
  const base = orm.select().from(quotes).orderBy(desc(quotes.createdAt), desc(quotes.quoteNumber));
  const list = await (limit ? base.limit(limit) : base);
  if (!list.length) return [];
  const rows = await orm
    .select()
    .from(leadDeliveries)
    .where(
      inArray(
        leadDeliveries.quoteId,
        list.map((q) => q.id),
      ),
    );
  return list.map((quote) => ({ quote, deliveries: rows.filter((d) => d.quoteId === quote.id) }));
}
