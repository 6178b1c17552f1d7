import type { MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { ApiError } from './errors.js';

export interface RateLimitOptions {
  /** requests allowed per address in each window */
  max: number;
  windowMs: number;
}

/** the connection's own address; a client-supplied header such as X-Forwarded-For is never trusted */
export const connectionAddress = (env: Partial<HttpBindings> | undefined): string =>
  env?.incoming?.socket?.remoteAddress ?? 'unknown';

/** a fixed-window limit per connection address; false lifts it (benchmarks) */
export function rateLimit(options: RateLimitOptions | false, now: () => number = Date.now): MiddlewareHandler {
  if (!options) return (_c, next) => next();
  const { max, windowMs } = options;
  let windowStart = 0;
  const counts = new Map<string, number>();
  return async (c, next) => {
    const t = now();
    const start = t - (t % windowMs);
    // a new window forgets every address, so the map never outgrows one window's visitors
    if (start !== windowStart) {
      windowStart = start;
      counts.clear();
    }
    const key = connectionAddress(c.env as Partial<HttpBindings>);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (count > max) {
      const wait = Math.max(1, Math.ceil((start + windowMs - t) / 1000));
      throw new ApiError(429, 'rate_limited', `Too many requests; try again in ${wait} seconds`, [], { 'Retry-After': String(wait) });
    }
    await next();
  };
}
