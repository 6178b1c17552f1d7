import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { schema } from './schema.js';
import { projectRoot } from '../../node/project-root.js';

export type Schema = typeof schema;
/**
 * What the app may do with either database: everything but transactions, which neither offers it (the PGlite
 * thread takes one statement at a time; postgres.js can crash the process when a reserved transaction
 * connection dies, porsager/postgres#1208), so the compiler refuses one on both.
 */
export type Db = Omit<PgDatabase<PgQueryResultHKT, Schema>, 'transaction'>;

/** the SQL that drizzle-kit generated; the same files for PGlite and PostgreSQL */
export const migrationsFolder = resolve(projectRoot, 'api/db/migrations');

/** a database the app can use, whichever engine is behind it */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** the current connection (PostgreSQL's changes when its pool is replaced); the app goes through run() */
  readonly orm: Db;
  /**
   * runs queries; a failure of the connection itself makes the next run start from fresh connections.
   * background: work nobody waits for (the store queue's batches), which may go after everything else
   */
  run<T>(work: (orm: Db) => Promise<T>, options?: { background?: boolean }): Promise<T>;
  /** applies the migrations of the folder (the project's by default) that the database has not had */
  migrate(folder?: string): Promise<void>;
  /** whether a trivial query answers within the time */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** how long one database call may take before it fails: a hung network must not hold a visitor for minutes */
export const deadlineMs = 2_000;

/** the work's result, or a failure coded DEADLINE once the time is up (the work itself is left to settle) */
export async function withDeadline<T>(work: Promise<T>, ms = deadlineMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(Object.assign(new Error(`the database did not answer within ${ms} ms`), { code: 'DEADLINE' })), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** whether a trivial query answers within the time */
export async function answers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), timeoutMs)));
  const ok = db
    .run((orm) => orm.execute(sql`select 1`))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([ok, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** failures of the connection rather than of the statement (our deadline, postgres.js codes, socket errors, SQLSTATE 08, 53300, 55000, 57P0x) */
const connectionFailure =
  /^(DEADLINE|CONNECT_TIMEOUT|CONNECTION_\w+|E(CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH)|08\w{3}|53300|55000|57P0\d)$/;

/**
 * PostgreSQL through postgres.js. After a connection failure the pool is replaced: postgres.js 3.4.9 can leave
 * a connection whose socket died with a write pending unable to send again (porsager/postgres#1208).
 */
export class ServerDatabase implements Database {
  readonly kind = 'postgres' as const;
  #client: postgres.Sql;
  #orm: PostgresJsDatabase<Schema>;
  #replacedAt = 0;

  constructor(
    private readonly url: string,
    private readonly options: { max?: number } = {},
  ) {
    this.#client = this.#connect();
    this.#orm = drizzlePostgres({ client: this.#client, schema });
  }

  #connect(): postgres.Sql {
    return postgres(this.url, { max: this.options.max ?? 10, connect_timeout: deadlineMs / 1000, idle_timeout: 30, onnotice: () => {} });
  }

  get orm(): Db {
    return this.#orm;
  }

  async run<T>(work: (orm: Db) => Promise<T>): Promise<T> {
    try {
      return await withDeadline(work(this.#orm));
    } catch (e) {
      // at most once a second, so an outage does not churn pools
      if (connectionFailure.test(errorCode(e) ?? '') && Date.now() - this.#replacedAt > 1000) {
        this.#replacedAt = Date.now();
        const old = this.#client;
        this.#client = this.#connect();
        this.#orm = drizzlePostgres({ client: this.#client, schema });
        old.end({ timeout: 0 }).catch(() => {});
      }
      throw e;
    }
  }

  /** under a session advisory lock on a connection of its own, so servers starting together migrate one at a time */
  async migrate(folder = migrationsFolder): Promise<void> {
    const client = postgres(this.url, { max: 1, connect_timeout: 10, onnotice: () => {} });
    try {
      await client`select pg_advisory_lock(${migrationLock})`;
      await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: folder });
    } catch (e) {
      // no connection, a login refused, no such database: DATABASE_URL is what to check, not the migrations
      const code = errorCode(e) ?? '';
      const unreachable = /^(08|28|3D)/.test(code) || /^(E[A-Z]+|CONNECT_TIMEOUT|CONNECTION_.*)$/.test(code);
      throw new Error(
        unreachable
          ? `DATABASE_URL cannot be used: ${failureText(e)}; check its host, port, user, password and database name`
          : `the migrations failed: ${failureText(e)}`,
        { cause: e },
      );
    } finally {
      await client.end({ timeout: 5 });
    }
  }

  ping(timeoutMs = 1000): Promise<boolean> {
    return answers(this, timeoutMs);
  }

  async close(): Promise<void> {
    await this.#client.end({ timeout: 5 });
  }
}

// any fixed number, the same in every server of this application
const migrationLock = 7_240_113;

/** the code of a database error (a SQLSTATE, or the driver's own), also when drizzle wraps it */
export function errorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/** a database failure in one line for the log: the driver's code and message, never the query or its values */
export function failureText(error: unknown): string {
  let root = error as { cause?: unknown; message?: unknown } | undefined;
  for (let i = 0; i < 4 && root?.cause; i++) root = root.cause;
  const message = typeof root?.message === 'string' ? root.message.split('\n')[0] : String(root);
  const code = errorCode(error);
  return code ? `${code} ${message}` : (message ?? 'unknown error');
}
