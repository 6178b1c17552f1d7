import { failureText, type Database } from '../db/client.js';
import type { quotes } from '../db/schema.js';
import type { LeadChannel } from '../leads/channels.js';
import { insertQuotesWithDeliveries } from '../leads/outbox.js';
import { Batcher } from './batch/batcher.js';
import { DatabaseUnavailable } from './errors.js';

export type QuoteRow = Omit<typeof quotes.$inferInsert, 'quoteNumber'>;

interface Pending {
  row: QuoteRow;
  prefix: string;
  today: Date;
  /** times its number was found taken */
  taken: number;
  done: (quoteNumber: string) => void;
  fail: (error: DatabaseUnavailable) => void;
}

// a number drawn this many times over, all taken, means something is wrong: give up
const attempts = 5;

const unavailable = (error: unknown) => new DatabaseUnavailable(`the quote was not stored: ${failureText(error)}`, { cause: error });

/**
 * Quotes through the batcher: those arriving together go in one statement (one commit, not one each), each
 * answered with its number once committed; a number already taken is skipped by the database and drawn again.
 * Nothing retries a failed connection: the visitor is waiting, and is told to try again.
 */
export class QuoteStore {
  readonly #batcher: Batcher<Pending>;

  constructor(
    private readonly db: Database,
    private readonly draw: (prefix: string, today: Date) => string,
    /** one outbox row per channel goes in with each quote */
    private readonly channels: LeadChannel[] = ['none'],
  ) {
    this.#batcher = new Batcher<Pending>({
      size: 500,
      intervalMs: 0,
      write: (group) => this.#write(group),
      written: () => {},
      refused: (p, error) => Promise.resolve(p.fail(unavailable(error))),
      failed: (group, error) => group.forEach((p) => p.fail(unavailable(error))),
    });
  }

  /** resolves with the quote's number once it is stored; fails with DatabaseUnavailable */
  insert(row: QuoteRow, prefix: string, today: Date): Promise<string> {
    return new Promise((done, fail) => this.#batcher.add({ row, prefix, today, taken: 0, done, fail }));
  }

  async #write(group: Pending[]): Promise<void> {
    const numbers = new Map<string, Pending>();
    for (const p of group) {
      let n = this.draw(p.prefix, p.today);
      for (let i = 0; numbers.has(n) && i < attempts; i++) n = this.draw(p.prefix, p.today);
      numbers.set(n, p);
    }
    const values = [...numbers].map(([quoteNumber, p]) => ({ ...p.row, quoteNumber }));
    // the quotes and their lead deliveries in one statement: a stored quote always has its outbox rows
    const kept = await this.db.run((orm) => insertQuotesWithDeliveries(orm, values, this.channels));
    for (const [n, p] of numbers) {
      if (kept.has(n)) p.done(n);
      else if (++p.taken < attempts) this.#batcher.add(p);
      else p.fail(new DatabaseUnavailable(`no free quote number in ${attempts} draws`));
    }
    // a number drawn twice within the group lost its place in the map: draw again
    const placed = new Set(numbers.values());
    for (const p of group) if (!placed.has(p)) this.#batcher.add(p);
  }
}
