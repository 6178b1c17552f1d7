import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Database } from '../db/client.js';
import { recordHit } from '../storage/rate-limit-hits.js';
import { fillTemplate } from '../../engine/display/format.js';
import { ApiError } from './errors.js';
import { storageAnswer } from './storage-answer.js';

export interface RateLimitOptions {
  /** requests allowed per address in any window of this length */
  max: number;
  windowMs: number;
}

/** the connection's own address; a client-supplied header such as X-Forwarded-For is never trusted */
export const connectionAddress = (env: Partial<HttpBindings> | undefined): string => env?.incoming?.socket?.remoteAddress ?? 'unknown';

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
    const hits = await recordHit(db, connectionAddress(c.env as Partial<HttpBindings>), at, since, max).catch((e: unknown) => {
      throw storageAnswer(e, 'request');
    });
    if (hits[hits.length - 1] !== at) {
      const wait = Math.max(1, Math.ceil((Math.floor(hits[0]!) + windowMs - Math.floor(at)) / 1000));
      throw new ApiError(429, 'rate_limited', (t) => fillTemplate(t.rateLimited, { seconds: wait }), [], { 'Retry-After': String(wait) });
    }
    await next();
  };
}
