import { backoff } from './backoff.js';
import { writeBisecting, type BisectSteps } from './bisect.js';
import type { Clock } from '../queue/clock.js';
import { wakeableSleep } from './wakeable-sleep.js';

export interface BatcherOptions<T> extends BisectSteps<T> {
  /** rows in one statement at most */
  size: number;
  /** how long a part batch waits for more rows; 0 writes at once */
  intervalMs: number;
  /** the intervals, backoffs and flush deadlines are read on it */
  clock: Clock;
  /** first and longest wait between attempts while the connection fails; none: the rows go to failed() */
  retryMs?: [number, number];
  /** rows the connection failed, when nothing retries them */
  failed?(rows: T[], error: unknown): void;
  /** each failed attempt that will be retried; first says it starts a run of failures */
  retrying?(error: unknown, first: boolean): void;
  /** the first success after failures */
  recovered?(): void;
}

/**
 * Rows written in batches (the journaled queue's, queue/journaled-queue.ts): a part batch waits `intervalMs` to fill, a full one goes at
 * once; a data error splits the batch until the refused row is alone (bisect.ts); a failure of the connection
 * is retried with backoff, or handed back when there is no retry.
 */
export class Batcher<T> {
  #rows: T[] = [];
  #drain: Promise<void> | undefined;
  #hurry = 0;
  #failing = false;
  #stopped = false;
  readonly #sleep: ReturnType<typeof wakeableSleep>;

  constructor(private readonly options: BatcherOptions<T>) {
    this.#sleep = wakeableSleep(options.clock);
  }

  /** rows waiting or in the batch being written */
  get pending(): number {
    return this.#rows.length;
  }

  /** whether the last attempt failed and is being retried */
  get failing(): boolean {
    return this.#failing;
  }

  add(...rows: T[]): void {
    this.#rows.push(...rows);
    this.#start();
  }

  #start(): void {
    if (this.#drain || this.#stopped) return;
    // rows added while the last run was ending start the next
    this.#drain = this.#run().finally(() => {
      this.#drain = undefined;
      if (this.#rows.length > 0) this.#start();
    });
  }

  /** writes every row now; false when the time ran out first */
  async flush(timeoutMs: number): Promise<boolean> {
    this.#hurry++;
    this.#sleep.wake();
    const deadline = new AbortController();
    const late = this.options.clock.sleep(timeoutMs, deadline.signal).then(() => false as const);
    try {
      return await Promise.race([this.#idle(), late]);
    } finally {
      deadline.abort();
      this.#hurry--;
    }
  }

  /** stops writing after the batch in flight; the rows left stay unwritten */
  stop(): void {
    this.#stopped = true;
    this.#sleep.wake();
  }

  async #idle(): Promise<true> {
    while (this.#drain) await this.#drain;
    return true;
  }

  async #run(): Promise<void> {
    const { size, intervalMs, retryMs } = this.options;
    const waits = backoff(retryMs ?? [0, 0]);
    let retry = false;
    while (this.#rows.length > 0 && !this.#stopped) {
      if (!retry && intervalMs > 0 && this.#hurry === 0 && this.#rows.length < size) await this.#sleep.sleep(intervalMs);
      if (this.#stopped) break;
      const batch = this.#rows.slice(0, size);
      try {
        await writeBisecting(batch, this.options);
        this.#rows.splice(0, batch.length);
        if (this.#failing) this.options.recovered?.();
        this.#failing = false;
        waits.reset();
        retry = false;
      } catch (e) {
        if (!retryMs) {
          this.#rows.splice(0, batch.length);
          this.options.failed?.(batch, e);
          continue;
        }
        this.options.retrying?.(e, !this.#failing);
        this.#failing = true;
        retry = true;
        await this.#sleep.sleep(waits.next());
      }
    }
  }
}
