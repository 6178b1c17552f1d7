import { failureText } from '../../db/client.js';
import { Batcher } from '../batch/batcher.js';
import { JournalUnavailable, QueueFull } from '../errors.js';
import type { OpenedJournal, Segment } from '../journal/journal.js';
import type { QueueCounters } from '../queue-counters.js';
import type { Clock } from './clock.js';

/** how a queue's entries are written as journal lines and read back (a line of any version it ever wrote) */
export interface JournalCodec<T> {
  encode(entry: T): string;
  /** undefined: no line of this queue, skipped */
  decode(line: string): T | undefined;
}

/** what a queue says in the log, in its own words (what it holds: calculations, journal lines of events); nothing where none is given */
export interface QueueWords {
  /** the QueueFull message */
  full: string;
  retrying?(reason: string): string;
  recovered?(pending: number): string;
  replaying?(count: number): string;
  /** a line of the journal that is none of this queue's */
  skipped?(path: string): string;
  journalFailed?(reason: string): string;
  /** what a shutdown past its deadline leaves in the journal */
  left?(pending: number): string;
}

export interface JournaledQueueOptions<I, T> {
  /** entries waiting at most; past it push() fails with QueueFull rather than answer and lose */
  capacity: number;
  /** entries in one statement at most */
  batchSize: number;
  /** how long entries wait to share a statement; 0 writes at once */
  intervalMs: number;
  /** first and longest wait between retries while the database is down; none: the entries go to failed() */
  retryMs?: [number, number];
  clock: Clock;
  log?: (line: string) => void;
  words: QueueWords;
  /**
   * The journal the entries are written to before push() resolves, and the lines earlier runs left in it, stored
   * first. Without one, push() resolves once the entry is queued, and the entry is answered by write() itself.
   */
  journal?: OpenedJournal & { codec: JournalCodec<T> };
  /** the items pushed while the last group was being written, as the entries of one journal write (one each, or summed) */
  group(items: I[]): T[];
  /** one statement for the entries; a data error splits them until the refused one is alone */
  write(entries: T[]): Promise<void>;
  /** entries the database took */
  written?(entries: T[]): void;
  /** an entry the database refused as data, alone: true once it is kept aside, false when it is lost */
  refused(entry: T, error: unknown): Promise<boolean>;
  /** entries whose connection failed, when nothing retries them */
  failed?(entries: T[], error: unknown): void;
}

interface Queued<T> {
  entry: T;
  /** the journal file holding its line */
  segment?: Segment;
}

/** the items collected for the next journal write */
interface Group<I> {
  items: I[];
  written: Promise<void>;
  done(): void;
  fail(e: unknown): void;
}

// a refusal keeps health saying "full" this long, so a check between two bursts still sees it
const fullForMs = 5_000;

/**
 * Items on their way to the database, the way every answered write goes (calculations, events, quotes). push()
 * joins the group being journaled: one write() for the items arriving while the last one was under way, so lines
 * keep their order; it resolves once the operating system has the line. A batcher then stores the entries, many in
 * one statement, retrying a failed connection with backoff and bisecting a batch the database refuses until the
 * refused entry is alone; a journal file is deleted once every line of it is settled. At start the lines an
 * earlier run left are stored first. Without a journal it is a group commit (quotes: each entry is answered by the
 * write that commits it). The clock is injected: nothing here reads the time itself.
 */
export class JournaledQueue<I, T> {
  readonly #options: JournaledQueueOptions<I, T>;
  readonly #say: (line: string | undefined) => void;
  readonly #batcher: Batcher<Queued<T>>;
  readonly #counters = { answered: 0, stored: 0, rejected: 0, refused: 0, dropped: 0, retries: 0 };
  #group: Group<I> | undefined;
  #writer: Promise<void> | undefined;
  /** items pushed and not yet in the journal */
  #journaling = 0;
  #refusedAt = -Infinity;
  #closed = false;
  /** entries an earlier run journaled and did not store for certain: stored by this one (and counted in stored) */
  readonly replayed: number;

  constructor(options: JournaledQueueOptions<I, T>) {
    this.#options = options;
    const { words } = options;
    const say = (this.#say = (line) => void (line !== undefined && options.log?.(line)));
    this.#batcher = new Batcher<Queued<T>>({
      size: options.batchSize,
      intervalMs: options.intervalMs,
      retryMs: options.retryMs,
      clock: options.clock,
      write: (rows) => options.write(rows.map((q) => q.entry)),
      written: (rows) => {
        this.#counters.stored += rows.length;
        options.written?.(rows.map((q) => q.entry));
        this.#settle(rows);
      },
      refused: async (row, error) => {
        if (await options.refused(row.entry, error)) this.#counters.rejected++;
        else this.#counters.dropped++;
        this.#settle([row]);
      },
      failed: (rows, error) =>
        options.failed?.(
          rows.map((q) => q.entry),
          error,
        ),
      retrying: (error, first) => {
        this.#counters.retries++;
        if (first) say(words.retrying?.(failureText(error)));
      },
      recovered: () => say(words.recovered?.(this.#batcher.pending)),
    });
    const replay: Queued<T>[] = [];
    for (const { line, segment } of options.journal?.leftovers ?? []) {
      const entry = options.journal!.codec.decode(line);
      if (entry === undefined) {
        say(words.skipped?.(segment.path));
        options.journal!.journal.settle(segment, 1);
      } else replay.push({ entry, segment });
    }
    this.replayed = replay.length;
    if (replay.length > 0) {
      say(words.replaying?.(replay.length));
      this.#batcher.add(...replay);
    }
  }

  /** entries waiting to be journaled or stored */
  get pending(): number {
    return this.#batcher.pending + this.#journaling;
  }

  get counters(): QueueCounters {
    const { pending } = this;
    const full = pending >= this.#options.capacity || this.#options.clock.now() - this.#refusedAt < fullForMs;
    return { ...this.#counters, pending, state: full ? 'full' : this.#batcher.failing ? 'retrying' : 'storing' };
  }

  /** takes an item; resolves once it is safe to answer (journaled, or queued without a journal); fails with QueueFull or JournalUnavailable */
  async push(item: I): Promise<void> {
    if (this.#closed || this.pending >= this.#options.capacity) {
      this.#counters.refused++;
      this.#refusedAt = this.#options.clock.now();
      throw new QueueFull(this.#options.words.full);
    }
    if (!this.#options.journal) {
      this.#counters.answered++;
      this.#batcher.add(...this.#options.group([item]).map((entry) => ({ entry })));
      return;
    }
    this.#journaling++;
    const group = (this.#group ??= this.#collect());
    group.items.push(item);
    await group.written;
  }

  #collect(): Group<I> {
    let done!: () => void;
    let fail!: (e: unknown) => void;
    const written = new Promise<void>((resolve, reject) => ((done = resolve), (fail = reject)));
    this.#writer ??= this.#write();
    return { items: [], written, done, fail };
  }

  /** one journal write at a time, so lines keep the order of their groups; items arriving meanwhile share the next */
  async #write(): Promise<void> {
    const { journal, words } = this.#options;
    // the items of this turn of the event loop share the first write
    await new Promise((next) => setImmediate(next));
    while (this.#group) {
      const group = this.#group;
      this.#group = undefined;
      try {
        const entries = this.#options.group(group.items);
        const segment = await journal!.journal.append(entries.map((e) => journal!.codec.encode(e)));
        this.#counters.answered += group.items.length;
        this.#batcher.add(...entries.map((entry) => ({ entry, segment })));
        group.done();
      } catch (e) {
        this.#say(words.journalFailed?.((e as Error).message));
        group.fail(new JournalUnavailable('the journal could not be written', { cause: e }));
      } finally {
        this.#journaling -= group.items.length;
      }
    }
    // in the same turn as the loop's last check: an item arriving next starts a new writer
    this.#writer = undefined;
  }

  #settle(rows: Queued<T>[]): void {
    const journal = this.#options.journal?.journal;
    if (!journal) return;
    const bySegment = new Map<Segment, number>();
    for (const { segment } of rows) if (segment) bySegment.set(segment, (bySegment.get(segment) ?? 0) + 1);
    for (const [segment, n] of bySegment) journal.settle(segment, n);
  }

  /** stores every entry pushed so far now; false when the time ran out first */
  async flush(timeoutMs = 10_000): Promise<boolean> {
    while (this.#writer) await this.#writer;
    return this.#batcher.flush(timeoutMs);
  }

  /** stops taking items and stores what it holds within the time; what is left stays in the journal for the next start */
  async close(timeoutMs = 10_000): Promise<boolean> {
    this.#closed = true;
    const stored = await this.flush(timeoutMs);
    if (!stored) {
      this.#say(this.#options.words.left?.(this.#batcher.pending));
      this.#batcher.stop();
    }
    this.#options.journal?.journal.close();
    return stored;
  }
}
