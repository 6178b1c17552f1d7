import { failureText, type Database } from '../db/client.js';
import { isDataError } from './batch/bisect.js';
import type { OpenedJournal } from './journal/journal.js';
import { systemClock, type Clock } from './queue/clock.js';
import { JournaledQueue } from './queue/journaled-queue.js';
import type { QueueCounters } from './queue-counters.js';
import type { NewAssessment, NewResult, StoreItem } from './store-item.js';
import { decodeCalculation, encodeCalculation, insertBatch, setAside, type CalculationLine, type ScoreNote } from './store-sql.js';

export interface CalculationQueueOptions {
  /** items waiting at most; past it a calculation is refused rather than answered and lost */
  capacity?: number;
  batchSize?: number;
  /** how long items wait to share a batch */
  intervalMs?: number;
  /** first and longest wait between retries while the database is down */
  retryMs?: [number, number];
  clock?: Clock;
  log?: (line: string) => void;
  /** notes each calculation's score, counted into peer_scores by the batch that stores it (api/insights) */
  stored?: StoredHook;
}

/** what a note is read from: a calculation pushed, or the line an earlier run journaled */
export interface NoteSource {
  assessment: Pick<NewAssessment, 'definitionHash'>;
  result: Pick<NewResult, 'results'>;
}

/**
 * What a consumer keeps of each calculation (noted at push, or read from an earlier run's journal line): the batch
 * that stores the calculation counts its score in the same statement, and the consumer is told once it commits.
 */
export interface StoredHook<N extends ScoreNote = ScoreNote> {
  note(item: NoteSource): N | undefined;
  stored(notes: readonly (N | undefined)[]): void;
}

/** one journaled calculation: its id, its line, what the stored hook keeps of it */
interface Entry extends Omit<CalculationLine, 'record'> {
  note?: ScoreNote;
}

/**
 * Calculations on their way to the database, as a journaled queue (queue/journaled-queue.ts): push() resolves once
 * the calculation is in the journal, a batch of them is one statement (store-sql.ts), the journal of an earlier run
 * is replayed at start. A row the database refuses is set aside in rejected_calculations, never retried.
 */
export class CalculationQueue {
  readonly #queue: JournaledQueue<StoreItem, Entry>;

  constructor(db: Database, journal: OpenedJournal, options: CalculationQueueOptions = {}) {
    const log = options.log ?? (() => {});
    const hook = options.stored;
    const replayed = (c: CalculationLine | undefined): Entry | undefined => c && { id: c.id, line: c.line, note: hook?.note(c.record as NoteSource) };
    this.#queue = new JournaledQueue<StoreItem, Entry>({
      capacity: options.capacity ?? 10_000,
      // PGlite takes one statement at a time: a quote waits for the batch in progress, so its batches stay small
      // (1,000 rows would save some 5-10 % of its time per row); PostgreSQL drains faster in larger ones
      batchSize: options.batchSize ?? (db.kind === 'postgres' ? 1_000 : 250),
      intervalMs: options.intervalMs ?? 20,
      retryMs: options.retryMs ?? [100, 5_000],
      clock: options.clock ?? systemClock,
      log,
      words: {
        full: 'too many calculations wait to be stored',
        retrying: (reason) => `store queue: insert failed (${reason}); retrying`,
        recovered: (n) => `store queue: database back, ${n} calculations still queued`,
        replaying: (n) => `store queue: ${n} calculations from the journal of an earlier run, storing them`,
        skipped: (path) => `store queue: a line of ${path} is no calculation; skipped`,
        journalFailed: (reason) => `store queue: the journal could not be written (${reason})`,
        left: (n) => `store queue: ${n} calculations stay in the journal, stored at the next start`,
      },
      journal: {
        ...journal,
        codec: { encode: (e) => e.line, decode: (line) => replayed(decodeCalculation(line)) },
      },
      group: (items) => items.map((item) => ({ id: item.assessment.id, line: encodeCalculation(item), note: hook?.note(item) })),
      // every row of it was answered already: quotes and other waiting requests go first
      write: async (rows) => {
        const scores = rows.flatMap((e) => (e.note ? [{ id: e.id, ...e.note }] : []));
        await db.run(
          (orm) =>
            orm.execute(
              insertBatch(
                rows.map((e) => e.line),
                scores,
              ),
            ),
          { background: true },
        );
      },
      written: (rows) => hook?.stored(rows.map((e) => e.note)),
      refused: async (e, error) => {
        const reason = failureText(error).slice(0, 200);
        try {
          await db.run((orm) => orm.execute(setAside(e.id, reason, e.line)));
          log(`store queue: the database refused calculation ${e.id} (${reason}); kept in rejected_calculations`);
          return true;
        } catch (again) {
          if (!isDataError(again)) throw again;
          log(`store queue: calculation ${e.id} refused and could not be set aside (${failureText(again)})`);
          return false;
        }
      },
    });
  }

  /** calculations an earlier run answered and journaled but did not store: stored by this one (and counted in stored) */
  get replayed(): number {
    return this.#queue.replayed;
  }

  get counters(): QueueCounters {
    return this.#queue.counters;
  }

  /** takes a calculation; resolves once it is safe to answer (in the journal), fails with QueueFull or JournalUnavailable */
  push(item: StoreItem): Promise<void> {
    return this.#queue.push(item);
  }

  /** stores every queued item now; false when the time ran out first */
  flush(timeoutMs = 10_000): Promise<boolean> {
    return this.#queue.flush(timeoutMs);
  }

  /** stops taking items and stores what it holds within the time; what is left stays in the journal for the next start */
  async close(timeoutMs = 10_000): Promise<QueueCounters> {
    await this.#queue.close(timeoutMs);
    return this.counters;
  }
}
