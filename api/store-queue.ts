import type { z } from 'zod';
import { errorCode, failureText, type Database } from './db/client.js';
import { ApiError } from './errors.js';
import type { Journal, Leftover, Segment } from './journal.js';
import type { QueueCountersSchema } from './response-schemas.js';
import { insertBatch, isDataError, setAside, toRecord } from './store-sql.js';

export type { NewAssessment, NewResult, StoreItem } from './store-item.js';
import type { StoreItem } from './store-item.js';

export type QueueCounters = z.infer<typeof QueueCountersSchema>;

export interface StoreQueueOptions {
  /** items waiting at most; past it a calculation is refused with 503 rather than answered and lost */
  capacity?: number;
  batchSize?: number;
  /** how long items wait to share a batch */
  intervalMs?: number;
  /** first and longest wait between retries while the database is down */
  retryMs?: [number, number];
  /** where answered calculations are written before the answer; without one a crash loses the queue */
  journal?: { journal: Journal; leftovers: Leftover[] };
  log?: (line: string) => void;
  /** told of every committed batch (the peer counts, api/insights) */
  stored?: StoredHook;
}

/** what a consumer keeps of each calculation (noted at push, or read from an earlier run's journal line) and is given once its batch commits */
export interface StoredHook<N = unknown> {
  note(item: StoreItem): N;
  noteLine(line: string): N;
  stored(notes: readonly N[]): void;
}

interface Entry {
  id: string;
  line: string;
  segment?: Segment;
  note?: unknown;
}

const full = () =>
  new ApiError(503, 'overloaded', 'Too many calculations are waiting to be stored; please try again in a few seconds.', [], { 'Retry-After': '5' });

/**
 * Stores calculations in batches: what arrives within `intervalMs` (or a full batch) goes in one statement.
 * With a journal, push() resolves once the calculation is on disk, and the journal is replayed at start.
 * A connection failure is retried with backoff; a row the database refuses is set aside, never retried.
 */
export class StoreQueue {
  #items: Entry[] = [];
  #writing: { entries: Entry[]; done: (() => void)[]; fail: ((e: Error) => void)[] } | undefined;
  #inWrite = 0;
  #running = false;
  #failing = false;
  #refusedAt = 0;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #giveUp = false;
  #hurry = 0;
  #wake: (() => void) | undefined;
  #idle: (() => void)[] = [];
  #counters = { answered: 0, stored: 0, rejected: 0, refused: 0, dropped: 0, retries: 0 };
  readonly #capacity: number;
  readonly #batchSize: number;
  readonly #intervalMs: number;
  readonly #retryMs: [number, number];
  readonly #journal: Journal | undefined;
  readonly #log: (line: string) => void;
  readonly #hook: StoredHook | undefined;
  /** calculations an earlier run answered and journaled but did not store: stored by this one (and counted in stored) */
  readonly replayed: number;

  constructor(
    private readonly db: Database,
    options: StoreQueueOptions = {},
  ) {
    this.#capacity = options.capacity ?? 10_000;
    // PGlite takes one statement at a time: a quote waits for the batch in progress, so its batches stay small
    // (1,000 rows would save some 5-10 % of its time per row); PostgreSQL drains faster in larger ones
    this.#batchSize = options.batchSize ?? (db.kind === 'postgres' ? 1_000 : 250);
    this.#intervalMs = options.intervalMs ?? 20;
    this.#retryMs = options.retryMs ?? [100, 5_000];
    this.#log = options.log ?? (() => {});
    this.#hook = options.stored;
    this.#journal = options.journal?.journal;
    const leftovers = options.journal?.leftovers ?? [];
    this.replayed = leftovers.length;
    for (const { line, segment } of leftovers) this.#items.push({ id: (JSON.parse(line) as { id: string }).id, line, segment, note: this.#hook?.noteLine(line) });
    if (leftovers.length > 0) this.#log(`store queue: ${leftovers.length} calculations from the journal of an earlier run, storing them`);
    this.#schedule();
  }

  get counters(): QueueCounters {
    const pending = this.#items.length + this.#inWrite;
    const state = pending >= this.#capacity || Date.now() - this.#refusedAt < 5_000 ? 'full' : this.#failing ? 'retrying' : 'storing';
    return { ...this.#counters, pending, state };
  }

  /** takes a calculation; resolves when it is safe to answer, throws a 503 when the queue is full or closed */
  push(item: StoreItem): Promise<void> | void {
    if (this.#closed || this.#items.length + this.#inWrite >= this.#capacity) {
      this.#counters.refused++;
      this.#refusedAt = Date.now();
      throw full();
    }
    const record = toRecord(item);
    const entry: Entry = { id: record.id, line: JSON.stringify(record), note: this.#hook?.note(item) };
    if (!this.#journal) {
      this.#counters.answered++;
      this.#items.push(entry);
      this.#schedule();
      return;
    }
    this.#inWrite++;
    return new Promise<void>((done, fail) => {
      if (!this.#writing) {
        this.#writing = { entries: [], done: [], fail: [] };
        setImmediate(() => void this.#write());
      }
      this.#writing.entries.push(entry);
      this.#writing.done.push(done);
      this.#writing.fail.push(fail);
    });
  }

  /** one write() for every calculation that arrived since the last one */
  async #write(): Promise<void> {
    const group = this.#writing!;
    this.#writing = undefined;
    try {
      const segment = await this.#journal!.append(group.entries.map((e) => e.line));
      for (const e of group.entries) e.segment = segment;
      this.#items.push(...group.entries);
      this.#counters.answered += group.entries.length;
      for (const done of group.done) done();
      this.#schedule();
    } catch (e) {
      this.#log(`store queue: the journal could not be written (${(e as Error).message})`);
      const error = new ApiError(503, 'storage_unavailable', 'The calculation could not be saved just now; please try again in a minute.', [], { 'Retry-After': '30' });
      for (const fail of group.fail) fail(error);
    } finally {
      this.#inWrite -= group.entries.length;
    }
  }

  #schedule(): void {
    if (this.#running || this.#timer || this.#items.length === 0) return;
    const now = this.#hurry > 0 || this.#items.length >= this.#batchSize;
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        void this.#drain();
      },
      now ? 0 : this.#intervalMs,
    );
  }

  /** stores a batch; a data error splits it until the refused rows are found and set aside */
  async #store(batch: Entry[]): Promise<void> {
    try {
      // every row of it was answered already: quotes and other waiting requests go first
      await this.db.run((orm) => orm.execute(insertBatch(`[${batch.map((e) => e.line).join(',')}]`)), { background: true });
      this.#counters.stored += batch.length;
      this.#hook?.stored(batch.map((e) => e.note));
    } catch (e) {
      if (!isDataError(errorCode(e))) throw e;
      if (batch.length > 1) {
        const half = Math.ceil(batch.length / 2);
        await this.#store(batch.slice(0, half));
        await this.#store(batch.slice(half));
        return;
      }
      const [entry] = batch as [Entry];
      const reason = failureText(e).slice(0, 200);
      try {
        await this.db.run((orm) => orm.execute(setAside(entry.id, reason, entry.line)));
        this.#counters.rejected++;
        this.#log(`store queue: the database refused calculation ${entry.id} (${reason}); kept in rejected_calculations`);
      } catch (again) {
        if (!isDataError(errorCode(again))) throw again;
        this.#counters.dropped++;
        this.#log(`store queue: calculation ${entry.id} refused and could not be set aside (${failureText(again)})`);
      }
    }
  }

  #settle(batch: Entry[]): void {
    const bySegment = new Map<Segment, number>();
    for (const e of batch) if (e.segment) bySegment.set(e.segment, (bySegment.get(e.segment) ?? 0) + 1);
    for (const [segment, n] of bySegment) this.#journal?.settle(segment, n);
  }

  async #drain(): Promise<void> {
    this.#running = true;
    let delay = this.#retryMs[0];
    while (this.#items.length > 0) {
      if (this.#giveUp) {
        const lost = this.#items.splice(0).length;
        this.#counters.dropped += lost;
        this.#log(`store queue: the database stayed down; ${lost} calculations were not stored`);
        break;
      }
      const batch = this.#items.slice(0, this.#batchSize);
      try {
        await this.#store(batch);
        this.#items.splice(0, batch.length);
        this.#settle(batch);
        if (this.#failing) this.#log(`store queue: database back, ${this.#items.length} calculations still queued`);
        this.#failing = false;
        delay = this.#retryMs[0];
        // a part batch waits for the next interval, unless someone is waiting for it
        if (this.#hurry === 0 && this.#items.length < this.#batchSize) break;
      } catch (e) {
        this.#counters.retries++;
        if (!this.#failing) this.#log(`store queue: insert failed (${failureText(e)}); retrying`);
        this.#failing = true;
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, delay);
          this.#wake = () => (clearTimeout(timer), wake());
        });
        this.#wake = undefined;
        delay = Math.min(delay * 2, this.#retryMs[1]);
      }
    }
    this.#running = false;
    if (this.#items.length > 0) this.#schedule();
    else for (const done of this.#idle.splice(0)) done();
  }

  /** stores every queued item now; false when the time ran out first */
  async flush(timeoutMs = 10_000): Promise<boolean> {
    if (!this.#running && this.#items.length === 0 && this.#inWrite === 0) return true;
    this.#hurry++;
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    this.#schedule();
    this.#wake?.();
    let timer: NodeJS.Timeout | undefined;
    const idle = new Promise<true>((done) => this.#idle.push(() => done(true)));
    const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), timeoutMs)));
    try {
      return await Promise.race([idle, late]);
    } finally {
      clearTimeout(timer);
      this.#hurry--;
    }
  }

  /**
   * Stops taking items and stores what it holds within the time. What is left stays in the journal for the
   * next start; without a journal it is counted as dropped.
   */
  async close(timeoutMs = 10_000): Promise<QueueCounters> {
    this.#closed = true;
    if (!(await this.flush(timeoutMs))) {
      if (this.#journal) this.#log(`store queue: ${this.#items.length} calculations stay in the journal, stored at the next start`);
      else {
        // the batch in flight settles itself: stored if it commits, dropped otherwise
        this.#giveUp = true;
        await this.flush(10_000);
      }
    }
    this.#journal?.close();
    return this.counters;
  }
}
