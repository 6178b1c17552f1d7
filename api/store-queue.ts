import { sql } from 'drizzle-orm';
import { failureText, type Database } from './db/client.js';
import { assessmentResults, assessments } from './db/schema.js';

export type NewAssessment = typeof assessments.$inferInsert & { id: string };
export type NewResult = typeof assessmentResults.$inferInsert & { id: string };

/** one answered calculation, stored after the visitor has the answer */
export interface StoreItem {
  assessment: NewAssessment;
  result: NewResult;
}

export interface QueueCounters {
  /** calculations handed to the queue */
  answered: number;
  /** rows committed */
  stored: number;
  /** rows given up: the queue was full, or the database stayed down past the shutdown deadline */
  dropped: number;
  pending: number;
  /** failed batch attempts, each retried */
  retries: number;
}

export interface StoreQueueOptions {
  /** items held at most; more are dropped and counted */
  capacity?: number;
  batchSize?: number;
  /** how long items wait to share a batch */
  intervalMs?: number;
  /** first and longest wait between retries while the database is down */
  retryMs?: [number, number];
  log?: (line: string) => void;
}

/** one item as a flat JSON record, keyed by column name */
const toRecord = ({ assessment: a, result: r }: StoreItem) => ({
  id: a.id,
  department: a.department,
  answers: a.answers,
  definition_hash: a.definitionHash,
  created_at: a.createdAt,
  result_id: r.id,
  results: r.results,
  recommendations: r.recommendations ?? null,
});

const column = (c: { name: string }) => sql.identifier(c.name);

/**
 * The whole batch as one JSON parameter, spread into rows by the database: one statement for both tables,
 * so it is atomic without a transaction (postgres.js can crash the process when the backend of a reserved
 * transaction connection dies, porsager/postgres#1208), and far cheaper than thousands of bound parameters.
 */
const insertBatch = (rows: string) => {
  const a = assessments;
  const r = assessmentResults;
  return sql`with rows as (
    select * from jsonb_to_recordset(${rows}::jsonb) as x(id uuid, department text, answers jsonb, definition_hash text,
      created_at timestamptz, result_id uuid, results jsonb, recommendations jsonb)
  ), parents as (
    insert into ${a} (${column(a.id)}, ${column(a.department)}, ${column(a.answers)}, ${column(a.definitionHash)}, ${column(a.createdAt)})
    select id, department, answers, definition_hash, created_at from rows on conflict do nothing
  )
  insert into ${r} (${column(r.id)}, ${column(r.assessmentId)}, ${column(r.results)}, ${column(r.recommendations)}, ${column(r.createdAt)})
  select result_id, id, results, recommendations, created_at from rows on conflict do nothing`;
};

/**
 * A bounded queue that stores calculations in batches: what arrives within `intervalMs` (or a full batch)
 * goes in one statement. It retries with backoff while the database is down and is flushed on shutdown.
 * Ids are made before the first attempt, so a batch retried after an unclear failure inserts nothing twice.
 */
export class StoreQueue {
  #items: StoreItem[] = [];
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #giveUp = false;
  /** callers waiting in flush(): store everything now, not at the next interval */
  #hurry = 0;
  #wake: (() => void) | undefined;
  #idle: (() => void)[] = [];
  #counters = { answered: 0, stored: 0, dropped: 0, retries: 0 };
  readonly #capacity: number;
  readonly #batchSize: number;
  readonly #intervalMs: number;
  readonly #retryMs: [number, number];
  readonly #log: (line: string) => void;

  constructor(
    private readonly db: Database,
    options: StoreQueueOptions = {},
  ) {
    this.#capacity = options.capacity ?? 10_000;
    this.#batchSize = options.batchSize ?? 1_000;
    this.#intervalMs = options.intervalMs ?? 50;
    this.#retryMs = options.retryMs ?? [100, 5_000];
    this.#log = options.log ?? (() => {});
  }

  get counters(): QueueCounters {
    return { ...this.#counters, pending: this.#items.length };
  }

  push(item: StoreItem): void {
    this.#counters.answered++;
    if (this.#closed || this.#items.length >= this.#capacity) {
      if (this.#counters.dropped++ % 1000 === 0) this.#log(`store queue: dropped a calculation (${this.#closed ? 'closed' : 'full'})`);
      return;
    }
    this.#items.push(item);
    this.#schedule();
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

  async #insert(batch: StoreItem[]): Promise<void> {
    const rows = JSON.stringify(batch.map(toRecord));
    await this.db.run((orm) => orm.execute(insertBatch(rows)));
  }

  async #drain(): Promise<void> {
    this.#running = true;
    let delay = this.#retryMs[0];
    let failing = false;
    while (this.#items.length > 0) {
      if (this.#giveUp) {
        const lost = this.#items.splice(0).length;
        this.#counters.dropped += lost;
        this.#log(`store queue: the database stayed down; ${lost} calculations were not stored`);
        break;
      }
      const batch = this.#items.slice(0, this.#batchSize);
      try {
        await this.#insert(batch);
        this.#items.splice(0, batch.length);
        this.#counters.stored += batch.length;
        if (failing) this.#log(`store queue: database back, ${this.#items.length} calculations still queued`);
        failing = false;
        delay = this.#retryMs[0];
        // a part batch waits for the next interval, unless someone is waiting for it
        if (this.#hurry === 0 && this.#items.length < this.#batchSize) break;
      } catch (e) {
        this.#counters.retries++;
        if (!failing) this.#log(`store queue: insert failed (${failureText(e)}); retrying`);
        failing = true;
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
    if (!this.#running && this.#items.length === 0) return true;
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

  /** stops taking items, stores what it holds within the time, and counts the rest as dropped */
  async close(timeoutMs = 10_000): Promise<QueueCounters> {
    this.#closed = true;
    if (!(await this.flush(timeoutMs))) {
      // the batch in flight settles itself: stored if it commits, dropped otherwise
      this.#giveUp = true;
      await this.flush(10_000);
    }
    return this.counters;
  }
}
