import { errorCode, type Database } from './db/client.js';
import type { quotes } from './db/schema.js';
import type { LeadChannel } from './leads/channels.js';
import { insertQuotesWithDeliveries } from './leads/outbox.js';
import { isDataError } from './store-sql.js';

export type QuoteRow = Omit<typeof quotes.$inferInsert, 'quoteNumber'>;

interface Pending {
  row: QuoteRow;
  prefix: string;
  today: Date;
  attempts: number;
  done: (quoteNumber: string) => void;
  fail: (error: unknown) => void;
}

// a number drawn this many times over, all taken, means something is wrong: give up
const attempts = 5;

/**
 * Writes the quotes that arrive together in one statement (one commit, not one each), answering each with its
 * number once committed; a number already taken is skipped by the database and drawn again.
 */
export class QuoteWriter {
  #waiting: Pending[] = [];
  #busy = false;

  constructor(
    private readonly db: Database,
    private readonly draw: (prefix: string, today: Date) => string,
    /** one outbox row per channel goes in with each quote */
    private readonly channels: LeadChannel[] = ['none'],
  ) {}

  /** resolves with the quote's number once it is stored; rejects with the database's failure */
  insert(row: QuoteRow, prefix: string, today: Date): Promise<string> {
    return new Promise((done, fail) => {
      this.#waiting.push({ row, prefix, today, attempts: 0, done, fail });
      if (!this.#busy) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#busy = true;
    while (this.#waiting.length > 0) await this.#write(this.#waiting.splice(0, 500));
    this.#busy = false;
  }

  async #write(group: Pending[]): Promise<void> {
    const numbers = new Map<string, Pending>();
    for (const p of group) {
      p.attempts++;
      let n = this.draw(p.prefix, p.today);
      for (let i = 0; numbers.has(n) && i < attempts; i++) n = this.draw(p.prefix, p.today);
      numbers.set(n, p);
    }
    try {
      const values = [...numbers].map(([quoteNumber, p]) => ({ ...p.row, quoteNumber }));
      // the quotes and their lead deliveries in one statement: a stored quote always has its outbox rows
      const kept = await this.db.run((orm) => insertQuotesWithDeliveries(orm, values, this.channels));
      for (const [n, p] of numbers) {
        if (kept.has(n)) p.done(n);
        else if (p.attempts < attempts) this.#waiting.push(p);
        else p.fail(new Error(`no free quote number in ${attempts} draws`));
      }
      // a number drawn twice within the group lost its place in the map: draw again
      const placed = new Set(numbers.values());
      for (const p of group) if (!placed.has(p)) this.#waiting.push(p);
    } catch (e) {
      // one row the database refuses must not fail the others: each on its own
      if (group.length > 1 && isDataError(errorCode(e))) for (const p of group) await this.#write([p]);
      else for (const p of group) p.fail(e);
    }
  }
}
