import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Database } from '../db/client.js';
import { clearHits, recordHit } from '../storage/rate-limit-hits.js';
import { fillTemplate } from '../../engine/display/format.js';
import { ApiError, type ErrorTexts, type VisitorMessage } from './errors.js';
import { MemoryHits } from './memory-hits.js';
import { storageAnswer } from './storage-answer.js';

export interface RateLimitOptions {
  /** requests allowed per address in any window of this length */
  max: number;
  windowMs: number;
}

/** the named limits a route declares (api/routes/route.ts); each is a sliding window per connection address */
export const limitClasses = ['writes', 'events', 'insights-sign-in'] as const;
export type LimitClass = (typeof limitClasses)[number];
/** each class's rule; false lifts it (benchmarks, tests) */
export type LimitRules = Record<LimitClass, RateLimitOptions | false>;

interface ClassSpec {
  /** where the hits are kept: the database when the limit must hold across every server on it */
  store: 'database' | 'memory';
  /** what a refused request reads, told the seconds to wait (the Retry-After) */
  message: (seconds: number) => string | VisitorMessage;
  /** what the API documentation says of the class */
  about: string;
}

const classes: Record<LimitClass, ClassSpec> = {
  // quotes and full assessments: stored writes a visitor waits on, limited across every server (docs/operators.md "Several servers")
  writes: {
    store: 'database',
    message: (seconds) => (t: ErrorTexts) => fillTemplate(t.rateLimited, { seconds }),
    about: 'quotes and full assessments together, per address across every server (RATE_LIMIT a minute)',
  },
  // memory is enough: a beacon comes on every page hide, a database round trip each would cost more than the write it guards, and what it protects is this server's queue
  events: {
    store: 'memory',
    message: (seconds) => `Too many events from this address; try again in ${seconds} seconds`,
    about: 'usage beacons, per address on each server (six times RATE_LIMIT a minute)',
  },
  // guessing the token stays slow whichever server answers; a right token clears the wrong ones before it
  'insights-sign-in': {
    store: 'database',
    message: (seconds) => (t: ErrorTexts) => fillTemplate(t.wrongTokens, { seconds }),
    about: 'insights sign-ins, per address across every server (5 tries in INSIGHTS_SIGN_IN_WINDOW_SECONDS; a right token clears them)',
  },
};

/** insights tokens one address may try in the sign-in's window */
export const signInTries = 5;

/** the limits a server has when told nothing (docs/operators.md "Configuration") */
export const defaultLimits: LimitRules = {
  writes: { max: 10, windowMs: 60_000 },
  events: { max: 60, windowMs: 60_000 },
  'insights-sign-in': { max: signInTries, windowMs: 60_000 },
};

/** what the OpenAPI document says of a class's 429 */
export const limitDescription = (name: LimitClass): string =>
  `rate_limited: too many from one address (${classes[name].about}); Retry-After says when to retry`;

/** the connection's own address; a client-supplied header such as X-Forwarded-For is never trusted */
const connectionAddress = (env: Partial<HttpBindings> | undefined): string => env?.incoming?.socket?.remoteAddress ?? 'unknown';
const addressOf = (c: Context): string => connectionAddress(c.env as Partial<HttpBindings>);

/**
 * The one rate limiter: every class a sliding window per connection address, kept in the database or in memory
 * as its class says, answering 429 with Retry-After in the one error shape.
 */
export class RateLimiter {
  readonly #memory = new MemoryHits();

  constructor(
    private readonly rules: LimitRules,
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** takes one of the class's tries for the request's address, or throws the 429 that says how long to wait */
  async take(name: LimitClass, c: Context): Promise<void> {
    const rule = this.rules[name];
    if (!rule) return;
    const key = `${name}:${addressOf(c)}`;
    // a fraction of a millisecond makes this hit's value its own, to find it in the answer
    const at = this.now() + Math.random() / 2;
    // the window in whole milliseconds, as Retry-After counts it: a try as many seconds later as it said is let in
    // whatever the fractions (a hit's fraction is below a half)
    const since = Math.floor(at) - rule.windowMs + 0.5;
    const hits =
      classes[name].store === 'memory'
        ? this.#memory.record(key, at, since, rule.max)
        : await recordHit(this.db, key, at, since, rule.max).catch((e: unknown) => {
            throw storageAnswer(e, 'request');
          });
    if (hits[hits.length - 1] === at) return;
    const wait = Math.max(1, Math.ceil((Math.floor(hits[0]!) + rule.windowMs - Math.floor(at)) / 1000));
    throw new ApiError(429, 'rate_limited', classes[name].message(wait), [], { 'Retry-After': String(wait) });
  }

  /** forgets the address's tries of the class (a sign-in that succeeded) */
  async forgive(name: LimitClass, c: Context): Promise<void> {
    if (!this.rules[name]) return;
    const key = `${name}:${addressOf(c)}`;
    if (classes[name].store === 'memory') this.#memory.clear(key);
    // the sign-in stands even when its tries could not be forgotten: they leave the window soon
    else await clearHits(this.db, key).catch(() => {});
  }
}
