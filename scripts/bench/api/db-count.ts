import { createConnection } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';

/** rows of each table in an embedded database folder (the server must be stopped first) */
export async function countEmbedded(dataDir: string, tables: string[]): Promise<Record<string, number>> {
  const pg = await PGlite.create(dataDir);
  try {
    const out: Record<string, number> = {};
    for (const t of tables) out[t] = (await pg.query<{ n: number }>(`select count(*)::int as n from ${t}`)).rows[0]!.n;
    return out;
  } finally {
    await pg.close();
  }
}

export async function countServer(url: string, tables: string[]): Promise<Record<string, number>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const out: Record<string, number> = {};
    for (const t of tables) out[t] = (await sql.unsafe<{ n: number }[]>(`select count(*)::int as n from ${t}`))[0]!.n;
    return out;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export const postgresAdmin = 'postgres://postgres@127.0.0.1:5432/postgres';

/** whether a PostgreSQL server answers on 127.0.0.1:5432 */
export function postgresAnswers(): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port: 5432 });
    const finish = (up: boolean) => (socket.destroy(), done(up));
    socket.setTimeout(1000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/** a database made for the bench; drop() removes it whatever happened */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(postgresAdmin, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  return {
    url: `postgres://postgres@127.0.0.1:5432/${name}`,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** a database made for one run and dropped after it, whatever happens in between */
export async function withThrowawayDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const db = await throwawayDatabase();
  try {
    return await run(db.url);
  } finally {
    await db.drop();
  }
}
