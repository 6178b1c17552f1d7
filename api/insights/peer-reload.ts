import type { Database } from '../db/client.js';
import { failureText } from '../db/client.js';
import type { PeerCounts } from './peer-counts.js';

export interface PeerReloadOptions {
  /** how often the peer counts are read again, to see what other servers stored */
  reloadMs?: number;
  log?: (line: string) => void;
}

/**
 * Reads every server's peer counts again now and then, as background work (after anything a visitor waits for).
 * The counts themselves are written by the batch that stores each calculation (api/storage/store-sql.ts); the
 * events have a queue of their own (event-queue.ts).
 */
export class PeerReload {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #failing = false;
  readonly #log: (line: string) => void;

  constructor(
    private readonly db: Database,
    readonly peers: PeerCounts,
    options: PeerReloadOptions = {},
  ) {
    this.#log = options.log ?? (() => {});
    this.#timer = setInterval(() => void this.reload(), options.reloadMs ?? 30_000);
    this.#timer.unref();
  }

  /** the counts as the database holds them now; resolves when read, or when a failure is logged (the old counts stay) */
  reload(): Promise<void> {
    this.#running ??= this.#reload().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #reload(): Promise<void> {
    try {
      await this.peers.load(this.db);
      this.#failing = false;
    } catch (e) {
      if (!this.#failing) this.#log(`insights: peer counts not read (${failureText(e)}); the last ones stay until the next try`);
      this.#failing = true;
    }
  }

  /** stops the timer, once a reload under way is done */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }
}
