import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { answers, migrationsFolder, withDeadline, type Database, type Db } from './client.js';
import { schema } from './schema.js';
import { besideThis, startWorker } from '../../node/worker-thread.js';

type Ask =
  { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object' } | { op: 'migrate'; folder?: string } | { op: 'suspend' | 'resume' | 'close' };

/** a message to the database thread (pglite-worker.ts) */
export type Request = Ask & { id: number };

/** its answer; id 0 says the database is open */
export interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; code?: string; cause?: Reply['error'] };
}

interface Call {
  request: Request;
  done: (result: unknown) => void;
  fail: (error: Error) => void;
}

const asError = (e: NonNullable<Reply['error']>): Error => Object.assign(new Error(e.message, e.cause ? { cause: asError(e.cause) } : {}), { code: e.code });

// a code the store queue and the quote route read as "the connection failed" (retried, never set aside)
const gone = (why?: Error) => Object.assign(new Error(`the database thread has stopped${why ? `: ${why.message}` : ''}`), { code: 'CONNECTION_ENDED' });

/**
 * PGlite on a worker thread, for the server, tests and scripts: requests are answered while it inserts a batch.
 * One request is with the thread at a time; the others wait in two lines, and anything a visitor waits for (a
 * quote, the rate limit, a health check) goes before the next batch of calculations, which are already answered
 * and journaled. suspend and resume are the hook tests use for an outage.
 */
export class EmbeddedThreadDatabase implements Database {
  readonly kind = 'pglite' as const;
  readonly orm: Db;
  /** the same database for the store queue's batches: queued behind everything else */
  readonly #background: Db;
  #worker: Worker;
  #seq = 1;
  #calls = new Map<number, Call>();
  #urgent: Call[] = [];
  #later: Call[] = [];
  #busy = false;
  #closed = false;

  private constructor(
    worker: Worker,
    /** where the database keeps its files; none in memory */
    readonly dataDir: string | undefined,
  ) {
    this.#worker = worker;
    this.orm = this.#drizzle(this.#urgent);
    this.#background = this.#drizzle(this.#later);
    worker.on('message', (reply: Reply) => this.#reply(reply));
    worker.on('error', (e) => this.#stop(e));
    worker.on('exit', () => this.#stop());
  }

  /** starts the thread and opens the database in the folder (in memory without one) */
  static async open(dataDir?: string): Promise<EmbeddedThreadDatabase> {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // the compiled server runs pglite-worker.js; under tsx (dev, tests, bench) the .ts beside this file
    const worker = startWorker(besideThis(import.meta.url, 'pglite-worker'), { dataDir, migrationsFolder });
    const db = new EmbeddedThreadDatabase(worker, dataDir);
    // the thread's first message (id 0) says whether the database opened
    await new Promise((done, fail) => db.#calls.set(0, { request: { id: 0, op: 'migrate' }, done, fail })).catch((e: Error) => {
      throw dataDir
        ? new Error(
            `the embedded database could not be opened in DATA_DIR ${resolve(dataDir)} (${e.message}): give DATA_DIR a folder of its own this user can write`,
          )
        : e;
    });
    return db;
  }

  run<T>(work: (orm: Db) => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
    return withDeadline(work(options.background ? this.#background : this.orm));
  }

  async migrate(folder?: string): Promise<void> {
    await this.#call(this.#urgent, { op: 'migrate', folder });
  }

  ping(timeoutMs = 1000): Promise<boolean> {
    return this.#closed ? Promise.resolve(false) : answers(this, timeoutMs);
  }

  /** the thread closes PGlite: every query fails as a lost connection until resume() reopens the folder */
  async suspend(): Promise<void> {
    if (!this.dataDir) throw new Error('suspend() needs a database in a folder: one in memory could not be reopened');
    await this.#call(this.#urgent, { op: 'suspend' });
  }

  async resume(): Promise<void> {
    await this.#call(this.#urgent, { op: 'resume' });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    // after every request already waiting, so the store queue's last batch is in before the database closes
    const closed = this.#call(this.#later, { op: 'close' }).catch(() => {});
    await closed;
    this.#stop();
  }

  /**
   * drizzle's pg-proxy driver sending each query to the thread through one of the lines: rows as arrays where
   * drizzle maps them to fields ('all'), as objects for execute()
   */
  #drizzle(line: Call[]): Db {
    return drizzle(
      async (sql, params, method) => ({
        rows: (await this.#call(line, { op: 'query', sql, params, rowMode: method === 'all' ? 'array' : 'object' })) as unknown[],
      }),
      { schema },
    );
  }

  #call(line: Call[], request: Ask): Promise<unknown> {
    if (this.#closed) return Promise.reject(gone());
    return new Promise((done, fail) => {
      line.push({ request: { ...request, id: this.#seq++ }, done, fail });
      this.#next();
    });
  }

  #next(): void {
    if (this.#busy || this.#closed) return;
    const call = this.#urgent.shift() ?? this.#later.shift();
    if (!call) return;
    this.#busy = true;
    this.#calls.set(call.request.id, call);
    this.#worker.postMessage(call.request);
  }

  #reply(reply: Reply): void {
    const call = this.#calls.get(reply.id);
    if (!call) return;
    this.#calls.delete(reply.id);
    if (reply.error) call.fail(asError(reply.error));
    else call.done(reply.result);
    if (reply.id !== 0) this.#busy = false;
    this.#next();
  }

  /** the thread ended: everything waiting fails as a lost connection */
  #stop(why?: Error): void {
    if (this.#closed) return;
    this.#closed = true;
    for (const call of [...this.#calls.values(), ...this.#urgent.splice(0), ...this.#later.splice(0)]) call.fail(gone(why));
    this.#calls.clear();
    void this.#worker.terminate();
  }
}
