import type { Database } from '../db/client.js';
import { failureText } from '../db/client.js';
import { PeerCounts, upsertPeerScores } from './peer-counts.js';

export interface InsightsFlushOptions {
  intervalMs?: number;
  /** how often the peer counts are read again, to see what other servers stored */
  reloadMs?: number;
  log?: (line: string) => void;
}

/**
 * Writes the peer counts of stored batches to the database every interval, as background work (after anything a
 * visitor waits for), and reads every server's counts again now and then; a failure keeps the notes for the next
 * try. The events have a queue of their own (event-queue.ts).
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
    readonly peers: PeerCounts,
    options: InsightsFlushOptions = {},
  ) {
    this.#intervalMs = options.intervalMs ?? 1_000;
    this.#reloadMs = options.reloadMs ?? 30_000;
    this.#log = options.log ?? (() => {});
    this.#timer = setInterval(() => void this.flush(), this.#intervalMs);
    this.#timer.unref();
  }

  /** stores the notes so far; resolves when they are written or kept for the next try */
  flush(): Promise<void> {
    this.#running ??= this.#flush().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #flush(): Promise<void> {
    const notes = this.peers.take();
    try {
      if (notes.length > 0) await this.db.run((orm) => orm.execute(upsertPeerScores(notes)), { background: true });
      if (Date.now() - this.#lastReload > this.#reloadMs) {
        this.#lastReload = Date.now();
        await this.peers.load(this.db);
      }
      this.#failing = false;
    } catch (e) {
      this.peers.putBack(notes);
      if (!this.#failing) this.#log(`insights: peer counts not written (${failureText(e)}); kept for the next try`);
      this.#failing = true;
    }
  }

  /** stops the timer and writes what is left */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
    // a flush that was already running when close() came took only what was there then
    await this.flush();
  }
}
