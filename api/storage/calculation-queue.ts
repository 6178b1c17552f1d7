import { failureText, type Database } from '../db/client.js';
import { Batcher } from './batch/batcher.js';
import { isDataError } from './batch/bisect.js';
import { JournalUnavailable, QueueFull } from './errors.js';
import { groupAppend } from './journal/group-append.js';
import type { Journal, Leftover, Segment } from './journal/journal.js';
import type { QueueCounters } from './queue-counters.js';
import type { StoreItem } from './store-item.js';
import { insertBatch, setAside, toRecord, type ScoreNote } from './store-sql.js';

export interface CalculationQueueOptions {
  /** items waiting at most; past it a calculation is refused rather than answered and lost */
  capacity?: number;
  batchSize?: number;
  /** how long items wait to share a batch */
  intervalMs?: number;
  /** first and longest wait between retries while the database is down */
  retryMs?: [number, number];
  log?: (line: string) => void;
  /** notes each calculation's score, counted into peer_scores by the batch that stores it (api/insights) */
  stored?: StoredHook;
}

/**
 * What a consumer keeps of each calculation (noted at push, or read from an earlier run's journal line): the batch
 * that stores the calculation counts its score in the same statement, and the consumer is told once it commits.
 */
export interface StoredHook<N extends ScoreNote = ScoreNote> {
  note(item: StoreItem): N | undefined;
  noteLine(line: string): N | undefined;
  stored(notes: readonly (N | undefined)[]): void;
}

/** one journaled calculation: its id, its JSON line, the journal file that holds it */
interface Entry {
  id: string;
  line: string;
  segment: Segment;
  /** what the stored hook keeps of it */
  note?: ScoreNote;
}

/**
 * Calculations on their way to the database: push() resolves once the calculation is in the journal (one write
 * for those arriving together), then a batcher stores them; the journal of an earlier run is replayed at start.
 * A connection failure is retried with backoff; a row the database refuses is set aside, never retried.
 */
export class CalculationQueue {
  readonly #batcher: Batcher<Entry>;
  readonly #append: (line: string) => Promise<Segment>;
  /** the journal writes under way (one per group) and the calculations waiting for them */
  readonly #writes = new Set<Promise<Segment>>();
  #journaling = 0;
  readonly #counters = { answered: 0, stored: 0, rejected: 0, refused: 0, dropped: 0, retries: 0 };
  readonly #capacity: number;
  readonly #log: (line: string) => void;
  readonly #hook: StoredHook | undefined;
  #refusedAt = 0;
  #closed = false;
  /** calculations an earlier run answered and journaled but did not store: stored by this one (and counted in stored) */
  readonly replayed: number;

  constructor(
    db: Database,
    private readonly journal: { journal: Journal; leftovers: Leftover[] },
    options: CalculationQueueOptions = {},
  ) {
    this.#capacity = options.capacity ?? 10_000;
    this.#log = options.log ?? (() => {});
    this.#hook = options.stored;
    this.#append = groupAppend(journal.journal);
    const log = this.#log;
    const hook = options.stored;
    const settle = (rows: Entry[]) => {
      const bySegment = new Map<Segment, number>();
      for (const e of rows) bySegment.set(e.segment, (bySegment.get(e.segment) ?? 0) + 1);
      for (const [segment, n] of bySegment) journal.journal.settle(segment, n);
    };
    this.#batcher = new Batcher<Entry>({
      // PGlite takes one statement at a time: a quote waits for the batch in progress, so its batches stay small
      // (1,000 rows would save some 5-10 % of its time per row); PostgreSQL drains faster in larger ones
      size: options.batchSize ?? (db.kind === 'postgres' ? 1_000 : 250),
      intervalMs: options.intervalMs ?? 20,
      retryMs: options.retryMs ?? [100, 5_000],
      // every row of it was answered already: quotes and other waiting requests go first
      write: (rows) => {
        const scores = rows.flatMap((e) => (e.note ? [{ id: e.id, ...e.note }] : []));
        return db.run((orm) => orm.execute(insertBatch(`[${rows.map((e) => e.line).join(',')}]`, scores)), { background: true }).then(() => {});
      },
      written: (rows) => {
        this.#counters.stored += rows.length;
        hook?.stored(rows.map((e) => e.note));
        settle(rows);
      },
      refused: async (entry, error) => {
        const reason = failureText(error).slice(0, 200);
        try {
          await db.run((orm) => orm.execute(setAside(entry.id, reason, entry.line)));
          this.#counters.rejected++;
          log(`store queue: the database refused calculation ${entry.id} (${reason}); kept in rejected_calculations`);
        } catch (again) {
          if (!isDataError(again)) throw again;
          this.#counters.dropped++;
          log(`store queue: calculation ${entry.id} refused and could not be set aside (${failureText(again)})`);
        }
        settle([entry]);
      },
      retrying: (error, first) => {
        this.#counters.retries++;
        if (first) log(`store queue: insert failed (${failureText(error)}); retrying`);
      },
      recovered: () => log(`store queue: database back, ${this.#batcher.pending} calculations still queued`),
    });
    const { leftovers } = journal;
    this.replayed = leftovers.length;
    if (leftovers.length > 0) {
      log(`store queue: ${leftovers.length} calculations from the journal of an earlier run, storing them`);
      this.#batcher.add(...leftovers.map(({ line, segment }) => ({ id: (JSON.parse(line) as { id: string }).id, line, segment, note: hook?.noteLine(line) })));
    }
  }

  get counters(): QueueCounters {
    const pending = this.#batcher.pending + this.#journaling;
    const state = pending >= this.#capacity || Date.now() - this.#refusedAt < 5_000 ? 'full' : this.#batcher.failing ? 'retrying' : 'storing';
    return { ...this.#counters, pending, state };
  }

  /** takes a calculation; resolves once it is safe to answer (in the journal), fails with QueueFull or JournalUnavailable */
  async push(item: StoreItem): Promise<void> {
    if (this.#closed || this.#batcher.pending + this.#journaling >= this.#capacity) {
      this.#counters.refused++;
      this.#refusedAt = Date.now();
      throw new QueueFull('too many calculations wait to be stored');
    }
    const record = toRecord(item);
    const line = JSON.stringify(record);
    const note = this.#hook?.note(item);
    const written = this.#append(line);
    this.#writes.add(written);
    this.#journaling++;
    let segment: Segment;
    try {
      segment = await written;
    } catch (e) {
      this.#log(`store queue: the journal could not be written (${(e as Error).message})`);
      throw new JournalUnavailable('the journal could not be written', { cause: e });
    } finally {
      this.#writes.delete(written);
      this.#journaling--;
    }
    this.#counters.answered++;
    this.#batcher.add({ id: record.id, line, segment, note });
  }

  /** stores every queued item now; false when the time ran out first */
  async flush(timeoutMs = 10_000): Promise<boolean> {
    await Promise.allSettled([...this.#writes]);
    return this.#batcher.flush(timeoutMs);
  }

  /** stops taking items and stores what it holds within the time; what is left stays in the journal for the next start */
  async close(timeoutMs = 10_000): Promise<QueueCounters> {
    this.#closed = true;
    if (!(await this.flush(timeoutMs))) {
      this.#log(`store queue: ${this.#batcher.pending} calculations stay in the journal, stored at the next start`);
      this.#batcher.stop();
    }
    this.journal.journal.close();
    return this.counters;
  }
}
