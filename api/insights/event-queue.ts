import { randomUUID } from 'node:crypto';
import { readdirSync, rmdirSync } from 'node:fs';
import type { CounterRow } from '../../engine/insights/events.js';
import { failureText, type Database } from '../db/client.js';
import { Batcher } from '../storage/batch/batcher.js';
import { JournalUnavailable, QueueFull } from '../storage/errors.js';
import type { Journal, Leftover, Segment } from '../storage/journal/journal.js';
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
  log?: (line: string) => void;
}

/** one journal line: the events of the beacons that arrived while the line before it was written, summed */
interface Line {
  /** the server run that wrote it, and its number in that run's journal */
  run: string;
  line: number;
  counts: CounterRow[];
}

interface Entry extends Line {
  segment: Segment;
}

/** the beacons collected for the next line */
interface Open {
  sums: EventCounter;
  written: Promise<void>;
  done(): void;
  fail(e: unknown): void;
}

const isLine = (l: Partial<Line>): l is Line => typeof l.run === 'string' && Number.isInteger(l.line) && Array.isArray(l.counts);

/**
 * Events on their way to the daily counters, by the calculations' path: push() resolves once the beacon's events
 * are in the journal (one line for the beacons arriving meanwhile, summed), then a batcher of their own adds the
 * lines to the counters, so a burst of events never holds up a batch of calculations. Each statement also moves
 * the run's mark (event_marks), so a retry, or a replay of the journal after a crash, counts every line once.
 */
export class EventQueue {
  /** this server run: the key of its mark */
  readonly run = randomUUID();
  readonly #batcher: Batcher<Entry>;
  readonly #journal: Journal;
  readonly #capacity: number;
  readonly #log: (line: string) => void;
  /** the last line counted per run, as this server moved it; read again after a failure */
  readonly #marks = new Map<string, number | undefined>();
  readonly #replayedRuns = new Set<string>();
  #open: Open | undefined;
  #writer: Promise<void> | undefined;
  #lines = 0;
  #closed = false;
  /** journal lines an earlier run wrote and did not count for certain: counted by this one, once */
  readonly replayed: number;

  constructor(
    private readonly db: Database,
    opened: { journal: Journal; leftovers: Leftover[] },
    options: EventQueueOptions = {},
  ) {
    this.#journal = opened.journal;
    this.#capacity = options.capacity ?? 100_000;
    const log = (this.#log = options.log ?? (() => {}));
    this.#batcher = new Batcher<Entry>({
      size: options.batchSize ?? 10_000,
      intervalMs: options.intervalMs ?? 1_000,
      retryMs: options.retryMs ?? [100, 5_000],
      write: (entries) => this.#count(entries),
      written: (entries) => this.#settle(entries),
      // counts the database refuses as data would be refused again at every try: said once and let go
      refused: (entry, error) => {
        log(`insights: the database refused the events of journal line ${entry.line} of run ${entry.run} (${failureText(error)}); not counted`);
        this.#settle([entry]);
        return Promise.resolve();
      },
      retrying: (error, first) => void (first && log(`insights: events not counted (${failureText(error)}); retrying`)),
      recovered: () => log(`insights: database back, ${this.#batcher.pending} journal lines of events still to count`),
    });
    const entries: Entry[] = [];
    for (const { line, segment } of opened.leftovers) {
      const parsed = JSON.parse(line) as Partial<Line>;
      if (!isLine(parsed)) {
        log(`insights: a line of ${segment.path} is no line of events; skipped`);
        this.#journal.settle(segment, 1);
        continue;
      }
      this.#replayedRuns.add(parsed.run);
      entries.push({ ...parsed, segment });
    }
    this.replayed = entries.length;
    if (entries.length > 0) {
      log(`insights: ${entries.length} journal lines of events from an earlier run, counting those not counted yet`);
      this.#batcher.add(...entries);
    }
  }

  /** journal lines waiting to be counted */
  get pending(): number {
    return this.#batcher.pending;
  }

  /** takes one beacon's events; resolves once they are safe to answer (in the journal), fails with QueueFull or JournalUnavailable */
  push(events: readonly Omit<CounterRow, 'count'>[]): Promise<void> {
    if (this.#closed || this.#batcher.pending >= this.#capacity) throw new QueueFull('too many events wait to be counted');
    const open = (this.#open ??= this.#collect());
    for (const e of events) open.sums.add(e);
    return open.written;
  }

  #collect(): Open {
    let done!: () => void;
    let fail!: (e: unknown) => void;
    const written = new Promise<void>((resolve, reject) => ((done = resolve), (fail = reject)));
    this.#writer ??= this.#write();
    return { sums: new EventCounter(), written, done, fail };
  }

  /** one line at a time, so lines are counted in the order of their numbers; beacons arriving meanwhile share the next */
  async #write(): Promise<void> {
    // the beacons of this turn of the event loop share the first line
    await new Promise((next) => setImmediate(next));
    while (this.#open) {
      const open = this.#open;
      this.#open = undefined;
      const line: Line = { run: this.run, line: ++this.#lines, counts: open.sums.rows };
      try {
        const segment = await this.#journal.append([JSON.stringify(line)]);
        this.#batcher.add({ ...line, segment });
        open.done();
      } catch (e) {
        this.#log(`insights: the journal could not be written (${(e as Error).message})`);
        open.fail(new JournalUnavailable('the journal could not be written', { cause: e }));
      }
    }
    // in the same turn as the loop's last check: a beacon arriving next starts a new writer
    this.#writer = undefined;
  }

  async #count(entries: Entry[]): Promise<void> {
    const runs = new Map<string, Entry[]>();
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

  #settle(entries: Entry[]): void {
    const bySegment = new Map<Segment, number>();
    for (const e of entries) bySegment.set(e.segment, (bySegment.get(e.segment) ?? 0) + 1);
    for (const [segment, n] of bySegment) this.#journal.settle(segment, n);
  }

  /** counts every line journaled so far now; false when the time ran out first */
  async flush(timeoutMs = 10_000): Promise<boolean> {
    while (this.#writer) await this.#writer;
    return this.#batcher.flush(timeoutMs);
  }

  /** stops taking events and counts what it holds within the time; what is left stays in the journal for the next start */
  async close(timeoutMs = 10_000): Promise<void> {
    this.#closed = true;
    const counted = await this.flush(timeoutMs);
    if (!counted) {
      this.#log(`insights: ${this.#batcher.pending} journal lines of events stay in the journal, counted at the next start`);
      this.#batcher.stop();
    }
    this.#journal.close();
    if (!counted || readdirSync(this.#journal.dir).some((f) => f.endsWith('.jsonl'))) return;
    // every line counted and its file deleted: no replay can need these marks any more
    try {
      rmdirSync(this.#journal.dir);
    } catch {
      // something else was put there: left as it is
    }
    const runs = [...this.#replayedRuns, ...(this.#lines > 0 ? [this.run] : [])];
    if (runs.length > 0) await forgetMarks(this.db, runs).catch(() => {});
  }
}
