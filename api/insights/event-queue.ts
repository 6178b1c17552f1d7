import { randomUUID } from 'node:crypto';
import { readdirSync, rmdirSync } from 'node:fs';
import type { CounterRow } from '../../engine/insights/events.js';
import { failureText, type Database } from '../db/client.js';
import type { OpenedJournal } from '../storage/journal/journal.js';
import { systemClock, type Clock } from '../storage/queue/clock.js';
import { JournaledQueue } from '../storage/queue/journaled-queue.js';
import { countOnce, EventCounter, forgetMarks, readMark } from './event-counter.js';

export interface EventQueueOptions {
  /** journal lines waiting at most; past it a beacon is refused rather than answered and lost */
  capacity?: number;
  /** journal lines summed into one statement at most */
  batchSize?: number;
  /** how long lines wait to share a statement */
  intervalMs?: number;
  /** first and longest wait between retries while the database is down */
  retryMs?: [number, number];
  clock?: Clock;
  log?: (line: string) => void;
}

/** one beacon's events */
type Beacon = readonly Omit<CounterRow, 'count'>[];

/**
 * One journal line: the events of the beacons that arrived while the line before it was written, summed, their
 * counts keyed by event_counts' field names (event-counter.ts). Lines written before the version was added have
 * the same shape; those written before hosts were counted have none: the site's own ("").
 */
interface Line {
  v: typeof version;
  /** the server run that wrote it, and its number in that run's journal */
  run: string;
  line: number;
  counts: CounterRow[];
}
const version = 1;

/** a line's counts as written before hosts were counted: without one */
type WrittenRow = Omit<CounterRow, 'host'> & { host?: string };

const asLine = (l: Partial<Omit<Line, 'v' | 'counts'>> & { v?: unknown; counts?: WrittenRow[] }): Line | undefined =>
  (l.v === undefined || l.v === version) && typeof l.run === 'string' && Number.isInteger(l.line) && Array.isArray(l.counts)
    ? { v: version, run: l.run, line: l.line!, counts: l.counts.map((c) => ({ ...c, host: c.host ?? '' })) }
    : undefined;

/**
 * Events on their way to the daily counters, as a journaled queue of their own (storage/queue/journaled-queue.ts),
 * so a burst of events never holds up a batch of calculations: push() resolves once the beacon's events are in
 * the journal (one line for the beacons arriving meanwhile, summed). Each statement also moves the run's mark
 * (event_marks), so a retry, or a replay of the journal after a crash, counts every line once.
 */
export class EventQueue {
  /** this server run: the key of its mark */
  readonly run = randomUUID();
  readonly #queue: JournaledQueue<Beacon, Line>;
  readonly #dir: string;
  /** the last line counted per run, as this server moved it; read again after a failure */
  readonly #marks = new Map<string, number | undefined>();
  readonly #replayedRuns = new Set<string>();
  #lines = 0;

  constructor(
    private readonly db: Database,
    opened: OpenedJournal,
    options: EventQueueOptions = {},
  ) {
    this.#dir = opened.journal.dir;
    const log = options.log ?? (() => {});
    this.#queue = new JournaledQueue<Beacon, Line>({
      capacity: options.capacity ?? 100_000,
      batchSize: options.batchSize ?? 10_000,
      intervalMs: options.intervalMs ?? 1_000,
      retryMs: options.retryMs ?? [100, 5_000],
      clock: options.clock ?? systemClock,
      log,
      words: {
        full: 'too many events wait to be counted',
        retrying: (reason) => `insights: events not counted (${reason}); retrying`,
        recovered: (n) => `insights: database back, ${n} journal lines of events still to count`,
        replaying: (n) => `insights: ${n} journal lines of events from an earlier run, counting those not counted yet`,
        skipped: (path) => `insights: a line of ${path} is no line of events; skipped`,
        journalFailed: (reason) => `insights: the journal could not be written (${reason})`,
        left: (n) => `insights: ${n} journal lines of events stay in the journal, counted at the next start`,
      },
      journal: {
        ...opened,
        codec: {
          encode: (l) => JSON.stringify(l),
          decode: (text) => {
            const l = asLine(JSON.parse(text) as Parameters<typeof asLine>[0]);
            if (l) this.#replayedRuns.add(l.run);
            return l;
          },
        },
      },
      // lines are numbered as they are written, one write at a time, so they are counted in the order of their numbers
      group: (beacons) => {
        const sums = new EventCounter();
        for (const events of beacons) for (const e of events) sums.add(e);
        return [{ v: version, run: this.run, line: ++this.#lines, counts: sums.rows }];
      },
      write: (lines) => this.#count(lines),
      // counts the database refuses as data would be refused again at every try: said once and let go
      refused: (l, error) => {
        log(`insights: the database refused the events of journal line ${l.line} of run ${l.run} (${failureText(error)}); not counted`);
        return Promise.resolve(false);
      },
    });
  }

  /** journal lines an earlier run wrote and did not count for certain: counted by this one, once */
  get replayed(): number {
    return this.#queue.replayed;
  }

  /** journal lines waiting to be counted */
  get pending(): number {
    return this.#queue.pending;
  }

  /** takes one beacon's events; resolves once they are safe to answer (in the journal), fails with QueueFull or JournalUnavailable */
  push(events: Beacon): Promise<void> {
    return this.#queue.push(events);
  }

  async #count(entries: Line[]): Promise<void> {
    const runs = new Map<string, Line[]>();
    for (const e of entries) {
      const lines = runs.get(e.run);
      if (lines) lines.push(e);
      else runs.set(e.run, [e]);
    }
    for (const [run, lines] of runs) {
      try {
        const seen = this.#marks.has(run) ? this.#marks.get(run) : await readMark(this.db, run);
        const fresh = seen === undefined ? lines : lines.filter((e) => e.line > seen);
        if (fresh.length === 0) continue;
        const sums = new EventCounter();
        for (const e of fresh) sums.addAll(e.counts);
        const last = fresh.reduce((n, e) => Math.max(n, e.line), 0);
        if (!(await countOnce(this.db, run, seen, last, sums.rows))) throw Object.assign(new Error('the mark moved meanwhile'), { code: 'MARK_MOVED' });
        this.#marks.set(run, last);
      } catch (e) {
        // an attempt that timed out may still go through: the mark is read again before the next
        this.#marks.delete(run);
        throw e;
      }
    }
  }

  /** counts every line journaled so far now; false when the time ran out first */
  flush(timeoutMs = 10_000): Promise<boolean> {
    return this.#queue.flush(timeoutMs);
  }

  /** stops taking events and counts what it holds within the time; what is left stays in the journal for the next start */
  async close(timeoutMs = 10_000): Promise<void> {
    const counted = await this.#queue.close(timeoutMs);
    if (!counted || readdirSync(this.#dir).some((f) => f.endsWith('.jsonl'))) return;
    // every line counted and its file deleted: no replay can need these marks any more
    try {
      rmdirSync(this.#dir);
    } catch {
      // something else was put there: left as it is
    }
    const runs = [...this.#replayedRuns, ...(this.#lines > 0 ? [this.run] : [])];
    if (runs.length > 0) await forgetMarks(this.db, runs).catch(() => {});
  }
}
