import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { migrationsFolder, ServerDatabase, type Database } from '../../../api/db/client.js';
import { EmbeddedThreadDatabase } from '../../../api/db/pglite-thread.js';
import { inCI } from '../../../scripts/lib/ci.js';

/**
 * A migrated PGlite folder made once per version of the migrations and copied for each test file:
 * creating a PGlite database from nothing (initdb) takes seconds, opening a copy does not.
 */
/** the rows of a raw statement, whichever driver (postgres.js gives an array, PGlite an object with rows) */
export const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows);

export async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const f of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(join(migrationsFolder, f)));
  const template = join(tmpdir(), `api-test-pglite-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const dir = mkdtempSync(join(tmpdir(), 'api-test-template-'));
  const db = await EmbeddedThreadDatabase.open(dir);
  await db.migrate();
  await db.close();
  try {
    renameSync(dir, template);
  } catch {
    // another test file made it first
    rmSync(dir, { recursive: true, force: true });
  }
  return template;
}

/** a migrated, empty database of one test file, with a real outage it can switch on and off */
export interface TestDatabase {
  db: Database;
  /** where a separate process can reach the same database (PostgreSQL only) */
  url?: string;
  /** the database stops answering: PGlite is closed, PostgreSQL refuses connections to it */
  outage(): Promise<void>;
  recover(): Promise<void>;
  dispose(): Promise<void>;
}

export interface Target {
  name: string;
  /** a database of the test file's own; `migrated: false` leaves it empty, for a test of the migrations */
  open(options?: { migrated?: boolean }): Promise<TestDatabase>;
}

const pglite: Target = {
  name: 'PGlite',
  async open({ migrated = true } = {}) {
    // a folder, not memory, so the database can be closed and reopened with its rows
    const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
    if (migrated) cpSync(await pgliteTemplate(), dir, { recursive: true });
    const db = await EmbeddedThreadDatabase.open(dir);
    // a no-op on the template's copy; it keeps the start-up path of the server under test
    if (migrated) await db.migrate();
    return {
      db,
      outage: () => db.suspend(),
      recover: () => db.resume(),
      async dispose() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

const server = (url: string): Target => ({
  name: 'PostgreSQL',
  async open({ migrated = true } = {}) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const name = `api_test_${randomBytes(6).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const db = new ServerDatabase(dbUrl.toString());
    if (migrated) await db.migrate();
    const allow = (yes: boolean) => admin.unsafe(`alter database "${name}" with allow_connections ${yes}`);
    return {
      db,
      url: dbUrl.toString(),
      async outage() {
        await allow(false);
        await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
      },
      recover: async () => void (await allow(true)),
      async dispose() {
        await db.close().catch(() => {});
        await allow(true);
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  },
});

// in CI the suites run on both databases: one that would quietly run on PGlite alone fails to load instead
if (inCI && !process.env.TEST_DATABASE_URL)
  throw new Error('TEST_DATABASE_URL is not set: CI runs the API suites on PostgreSQL too (.ci/run starts the installed server and sets it)');

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (a throwaway database is made on it) */
export const targets: Target[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [server(process.env.TEST_DATABASE_URL)] : [])];
