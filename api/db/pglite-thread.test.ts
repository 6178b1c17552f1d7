import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { pgliteTemplate } from '../../tests/api/support/databases.js';
import { errorCode, type Db, type ServerDatabase } from './client.js';
import { EmbeddedThreadDatabase } from './pglite-thread.js';
import { isDataError } from '../storage/batch/bisect.js';

describe('PGlite on its own thread', () => {
  let db: EmbeddedThreadDatabase;
  // a copy of the migrated folder the API suites share (creating a database takes seconds)
  const dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  beforeAll(async () => {
    cpSync(await pgliteTemplate(), dir, { recursive: true });
    db = await EmbeddedThreadDatabase.open(dir);
    await db.migrate();
  }, 120_000);
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries with their rows, and the migrated tables are there', async () => {
    // rows, as postgres.js answers them: one shape on both databases
    const rows = await db.run((orm) => orm.execute(sql`select count(*)::int as n from assessments`));
    expect(Array.isArray(rows) && [...rows]).toEqual([{ n: 0 }]);
    expect(await db.ping()).toBe(true);
  });

  it('runs what a visitor waits for before the batches queued behind the one in progress', async () => {
    const order: string[] = [];
    const ask = (name: string, background: boolean) => db.run((orm) => orm.execute(sql`select 1`), { background }).then(() => order.push(name));
    await Promise.all([ask('batch 1', true), ask('batch 2', true), ask('batch 3', true), ask('quote', false)]);
    expect(order).toEqual(['batch 1', 'quote', 'batch 2', 'batch 3']);
  });

  it("fails a refused row with the database's own code, so the store queue sets it aside rather than retry", async () => {
    const failure = await db.run((orm) => orm.execute(sql`select 'not a number'::int`)).catch((e: unknown) => e);
    expect(errorCode(failure)).toBe('22P02');
    expect(isDataError(failure)).toBe(true);
  });

  it('suspended, fails every call as a lost connection (retried, never set aside); resumed, has its rows again', async () => {
    await db.run((orm) => orm.execute(sql`create table kept (n int)`));
    await db.run((orm) => orm.execute(sql`insert into kept values (7)`));
    await db.suspend();
    const failure = await db.run((orm) => orm.execute(sql`select 1`)).catch((e: unknown) => e);
    expect(errorCode(failure)).toBe('CONNECTION_CLOSED');
    expect(isDataError(failure)).toBe(false);
    expect(await db.ping()).toBe(false);
    await db.resume();
    const rows = await db.run((orm) => orm.execute(sql`select n from kept`));
    expect([...(rows as unknown[])]).toEqual([{ n: 7 }]);
    expect(await db.ping()).toBe(true);
  });

  it('refuses to suspend a database in memory, which could not be reopened, and keeps answering', { timeout: 60_000 }, async () => {
    const memory = await EmbeddedThreadDatabase.open();
    try {
      await expect(memory.suspend()).rejects.toThrow('suspend() needs a database in a folder: one in memory could not be reopened');
      expect(await memory.ping()).toBe(true);
    } finally {
      await memory.close();
    }
  });

  it('once closed, fails every call as a lost connection (retried, never set aside)', async () => {
    await db.close();
    const failure = await db.run((orm) => orm.execute(sql`select 1`)).catch((e: unknown) => e);
    expect(errorCode(failure)).toBe('CONNECTION_ENDED');
    expect(isDataError(failure)).toBe(false);
    expect(await db.ping()).toBe(false);
  });
});

describe('the database type', () => {
  it('has no transaction, so the compiler refuses one on either database', () => {
    expectTypeOf<Db>().not.toHaveProperty('transaction');
    expectTypeOf<EmbeddedThreadDatabase['orm']>().not.toHaveProperty('transaction');
    expectTypeOf<ServerDatabase['orm']>().not.toHaveProperty('transaction');
  });
});
