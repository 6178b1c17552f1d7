import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import { ApiError } from './errors.js';

export interface RateLimitOptions {
  /** requests allowed per address in any window of this length */
  max: number;
  windowMs: number;
}

/** the connection's own address; a client-supplied header such as X-Forwarded-For is never trusted */
export const connectionAddress = (env: Partial<HttpBindings> | undefined): string =>
  env?.incoming?.socket?.remoteAddress ?? 'unknown';

const t = rateLimits;
const recent = (since: number) => sql`array(select h from unnest(${t}.${sql.identifier(t.hits.name)}) h where h > ${since})`;

/**
 * One statement: keeps the key's hits inside the window and adds this one when there is room. The row lock of
 * the upsert orders concurrent requests, whichever server they reach.
 */
const hit = (key: string, now: number, since: number, max: number) => sql`
  insert into ${t} (${sql.identifier(t.key.name)}, ${sql.identifier(t.hits.name)}) values (${key}, array[${now}::float8])
  on conflict (${sql.identifier(t.key.name)}) do update set ${sql.identifier(t.hits.name)} =
    case when cardinality(${recent(since)}) < ${max} then ${recent(since)} || ${now}::float8 else ${recent(since)} end
  returning ${sql.identifier(t.hits.name)} as hits`;

// keys whose every hit has left the window, removed now and then
const forget = (since: number) => sql`delete from ${t} where ${sql.identifier(t.hits.name)}[cardinality(${sql.identifier(t.hits.name)})] <= ${since}`;

/**
 * A sliding-window limit per connection address, kept in the database so every server shares it;
 * false lifts it (benchmarks).
 */
export function rateLimit(options: RateLimitOptions | false, db: Database, now: () => number = Date.now): MiddlewareHandler {
  if (!options) return (_c, next) => next();
  const { max, windowMs } = options;
  return async (c, next) => {
    // a fraction of a millisecond makes this hit's value its own, to find it in the answer
    const at = now() + Math.random() / 2;
    const since = at - windowMs;
    const key = connectionAddress(c.env as Partial<HttpBindings>);
    let hits: number[];
    try {
      const res = await db.run((orm) => orm.execute(hit(key, at, since, max)));
      // postgres.js answers rows, PGlite an object holding them
      const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { hits: number[] }[];
      hits = rows[0]!.hits;
      if (Math.random() < 0.01) void db.run((orm) => orm.execute(forget(since))).catch(() => {});
    } catch {
      throw new ApiError(503, 'database_unavailable', 'The request could not be saved just now; please try again in a minute.', [], { 'Retry-After': '30' });
    }
    if (hits[hits.length - 1] !== at) {
      const wait = Math.max(1, Math.ceil((Math.floor(hits[0]!) + windowMs - Math.floor(at)) / 1000));
      throw new ApiError(429, 'rate_limited', `Too many requests; try again in ${wait} seconds`, [], { 'Retry-After': String(wait) });
    }
    await next();
  };
}
