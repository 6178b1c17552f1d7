import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { DatabaseUnavailable } from './errors.js';

const t = rateLimits;
const recent = (since: number) => sql`array(select h from unnest(${t}.${sql.identifier(t.hits.name)}) h where h > ${since})`;

/**
 * Records a hit of the key at `at` when it has had fewer than `max` since `since`, and answers the key's hits
 * in the window, oldest first. One statement: the row lock of the upsert orders concurrent requests, whichever
 * server they reach. Fails with DatabaseUnavailable.
 */
export async function recordHit(db: Database, key: string, at: number, since: number, max: number): Promise<number[]> {
  try {
    const [row] = await db.run((orm) =>
      orm
        .insert(t)
        .values({ key, hits: [at] })
        .onConflictDoUpdate({
          target: t.key,
          set: { hits: sql`case when cardinality(${recent(since)}) < ${max} then ${recent(since)} || ${at}::float8 else ${recent(since)} end` },
        })
        .returning({ hits: t.hits }),
    );
    // keys whose every hit has left the window, removed now and then
    if (Math.random() < 0.01) void db.run((orm) => orm.delete(t).where(sql`${t.hits}[cardinality(${t.hits})] <= ${since}`)).catch(() => {});
    return row!.hits;
  } catch (e) {
    throw new DatabaseUnavailable('the rate limit could not be read', { cause: e });
  }
}

/** forgets the key's hits (a right insights token clears the wrong ones before it); fails with DatabaseUnavailable */
export async function clearHits(db: Database, key: string): Promise<void> {
  try {
    await db.run((orm) => orm.delete(t).where(sql`${t.key} = ${key}`));
  } catch (e) {
    throw new DatabaseUnavailable('the rate limit could not be cleared', { cause: e });
  }
}
