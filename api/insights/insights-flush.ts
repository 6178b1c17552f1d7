import type { Database } from '../db/client.js';
import { failureText } from '../db/client.js';
import { isDataError } from '../storage/batch/bisect.js';
import { EventCounter, upsertCounters } from './event-counter.js';
import { PeerCounts, upsertPeerScores } from './peer-counts.js';

export interface InsightsFlushOptions {
  intervalMs?: number;
  /** how often the peer counts are read again, to see what other servers stored */
  reloadMs?: number;
  log?: (line: string) => void;
}

/**
 * Writes the summed events and the peer counts of stored batches to the database every interval, as background
 * work (after anything a visitor waits for); a failure of the connection keeps the sums for the next try. Not a
 * Batcher: its rows are sums that grow while a write waits, and the peer counts are read again on this clock even
 * when nothing is written (docs/insights.md).
 */
export class InsightsFlush {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #failing = false;
  // the first flush reads the counts every server stored so far
  #lastReload = 0;
  readonly #intervalMs: number;
  readonly #reloadMs: number;
  readonly #log: (line: string) => void;

  constructor(
    private readonly db: Database,
    readonly events: EventCounter,
    readonly peers: PeerCounts,
    options: InsightsFlushOptions = {},
  ) {
    this.#intervalMs = options.intervalMs ?? 1_000;
    this.#reloadMs = options.reloadMs ?? 30_000;
    this.#log = options.log ?? (() => {});
    this.#timer = setInterval(() => void this.flush(), this.#intervalMs);
    this.#timer.unref();
  }

  /** stores what is summed so far; resolves when it is written or kept for the next try */
  flush(): Promise<void> {
    this.#running ??= this.#flush().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #flush(): Promise<void> {
    const counters = this.events.take();
    const notes = this.peers.take();
    try {
      if (counters.length > 0) await this.db.run((orm) => orm.execute(upsertCounters(counters)), { background: true });
    } catch (e) {
      // counts the database refuses as data would be refused again every second, for ever: said once and let go
      if (isDataError(e)) this.#log(`insights: ${counters.length} daily counters refused by the database (${failureText(e)}); not kept`);
      else this.events.putBack(counters);
      this.peers.putBack(notes);
      return this.#failed(e);
    }
    try {
      if (notes.length > 0) await this.db.run((orm) => orm.execute(upsertPeerScores(notes)), { background: true });
      if (Date.now() - this.#lastReload > this.#reloadMs) {
        this.#lastReload = Date.now();
        await this.peers.load(this.db);
      }
      this.#failing = false;
    } catch (e) {
      this.peers.putBack(notes);
      this.#failed(e);
    }
  }

  #failed(e: unknown): void {
    if (!this.#failing) this.#log(`insights: counts not written (${failureText(e)}); kept for the next try`);
    this.#failing = true;
  }

  /** stops the timer and writes what is left */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
    // a flush that was already running when close() came took only what was there then
    if (this.events.size > 0) await this.flush();
  }
}
