import { failureText, type Database } from '../db/client.js';
import { inArray } from 'drizzle-orm';
import { quotes } from '../db/schema.js';
import type { LeadChannel } from '../leads/channels.js';
import { insertQuotesWithDeliveries } from '../leads/outbox.js';
import { DatabaseUnavailable } from './errors.js';
import { systemClock, type Clock } from './queue/clock.js';
import { JournaledQueue } from './queue/journaled-queue.js';

export type QuoteRow = Omit<typeof quotes.$inferInsert, 'quoteNumber'>;

/** a quote's number, and whether this insert stored it (false: its id was stored already, by an earlier send of its form) */
export interface StoredQuote {
  quoteNumber: string;
  fresh: boolean;
}

interface Pending {
  row: QuoteRow;
  prefix: string;
  today: Date;
  /** its number, once stored: a later part of the same write leaves it alone */
  stored?: string;
  done: (stored: StoredQuote) => void;
  fail: (error: DatabaseUnavailable) => void;
}

// a number drawn this many times over, all taken, means something is wrong: give up
const attempts = 5;

const unavailable = (error: unknown) => new DatabaseUnavailable(`the quote was not stored: ${failureText(error)}`, { cause: error });

/**
 * Quotes through the queue without a journal (storage/queue/journaled-queue.ts): the visitor waits for the
 * quote's number, so a quote is answered once committed, not once journaled. Those arriving together go in one
 * statement (one commit, not one each); a number already taken is skipped by the database and drawn again.
 * Nothing retries a failed connection: the visitor is waiting, and is told to try again.
 */
export class QuoteStore {
  readonly #queue: JournaledQueue<Pending, Pending>;

  constructor(
    private readonly db: Database,
    private readonly draw: (prefix: string, today: Date) => string,
    /** one outbox row per channel goes in with each quote */
    private readonly channels: LeadChannel[] = ['none'],
    clock: Clock = systemClock,
  ) {
    this.#queue = new JournaledQueue<Pending, Pending>({
      // the visitors waiting are held by the rate limit and the connections, not here
      capacity: Infinity,
      batchSize: 500,
      intervalMs: 0,
      clock,
      words: { full: 'too many quotes wait to be stored' },
      group: (items) => items,
      write: (group) => this.#write(group.filter((p) => p.stored === undefined)),
      refused: (p, error) => Promise.resolve(p.fail(unavailable(error))).then(() => false),
      failed: (group, error) => group.forEach((p) => p.fail(unavailable(error))),
    });
  }

  /**
   * Resolves with the quote's number once it is stored; fails with DatabaseUnavailable. A row with an `id` already
   * stored (the same form posted again) resolves with the stored quote's number, not fresh, and stores nothing.
   */
  insert(row: QuoteRow, prefix: string, today: Date): Promise<StoredQuote> {
    return new Promise((done, fail) => void this.#queue.push({ row, prefix, today, done, fail }));
  }

  /** draws numbers until each quote of the group has one the database took, or the draws run out */
  async #write(group: Pending[]): Promise<void> {
    let waiting = group;
    for (let draw = 0; waiting.length > 0 && draw < attempts; draw++) {
      const numbers = new Map<string, Pending>();
      for (const p of waiting) {
        let n = this.draw(p.prefix, p.today);
        for (let i = 0; numbers.has(n) && i < attempts; i++) n = this.draw(p.prefix, p.today);
        // a number drawn twice within the group: the second quote draws again in the next round
        if (!numbers.has(n)) numbers.set(n, p);
      }
      const values = [...numbers].map(([quoteNumber, p]) => ({ ...p.row, quoteNumber }));
      // the quotes and their lead deliveries in one statement: a stored quote always has its outbox rows
      const kept = await this.db.run((orm) => insertQuotesWithDeliveries(orm, values, this.channels));
      for (const [n, p] of numbers) if (kept.has(n)) p.done({ quoteNumber: (p.stored = n), fresh: true });
      waiting = waiting.filter((p) => p.stored === undefined);
      // a quote whose id is stored already (a form posted again, api/web/quote-form.ts) is that quote: no second row
      const ids = waiting.flatMap((p) => (p.row.id ? [p.row.id] : []));
      if (ids.length > 0) {
        const found = await this.db.run((orm) => orm.select({ id: quotes.id, quoteNumber: quotes.quoteNumber }).from(quotes).where(inArray(quotes.id, ids)));
        const byId = new Map(found.map((r) => [r.id, r.quoteNumber]));
        for (const p of waiting) {
          const n = p.row.id && byId.get(p.row.id);
          if (n) p.done({ quoteNumber: (p.stored = n), fresh: false });
        }
        waiting = waiting.filter((p) => p.stored === undefined);
      }
    }
    for (const p of waiting) p.fail(new DatabaseUnavailable(`no free quote number in ${attempts} draws`));
  }
}
