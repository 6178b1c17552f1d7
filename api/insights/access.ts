import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { getCookie } from 'hono/cookie';
import { ApiError } from '../http/errors.js';
import { connectionAddress } from '../http/rate-limit.js';

export const cookieName = 'insights';
/** a sign-in lasts this long */
export const sessionMs = 12 * 60 * 60 * 1000;
/** wrong tokens allowed per address in any minute */
export const wrongTokenLimit = 5;
/** INSIGHTS_TOKEN's least length: long enough that guessing at 5 a minute is hopeless */
export const tokenMinLength = 32;

const digest = (s: string) => createHash('sha256').update(s).digest();
/** compared in constant time, whatever the lengths */
export const sameToken = (given: string, token: string): boolean => timingSafeEqual(digest(given), digest(token));

const sign = (token: string, expires: number) => createHmac('sha256', token).update(`insights:${expires}`).digest('base64url');

/** the cookie's value: when it expires, signed with the token (a changed token signs everyone out) */
export const sessionValue = (token: string, expires: number): string => `${expires}.${sign(token, expires)}`;

/** whether a cookie's value is a sign-in of this token that has not expired */
export function validSession(value: string | undefined, token: string, now: number): boolean {
  const m = value && /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!m) return false;
  const expires = Number(m[1]);
  return expires > now && sameToken(m[2]!, sign(token, expires));
}

/** wrong tokens per address in the last minute, in this server's memory (a sign-in is rare; the limit is per server) */
export class WrongTokens {
  #hits = new Map<string, number[]>();
  constructor(private readonly now: () => number) {}

  /** throws a 429 once an address has used up its wrong tries */
  check(address: string): void {
    const since = this.now() - 60_000;
    const hits = (this.#hits.get(address) ?? []).filter((t) => t > since);
    this.#hits.set(address, hits);
    if (hits.length >= wrongTokenLimit) {
      const wait = Math.max(1, Math.ceil((hits[0]! + 60_000 - this.now()) / 1000));
      throw new ApiError(429, 'rate_limited', `Too many wrong tokens; try again in ${wait} seconds`, [], { 'Retry-After': String(wait) });
    }
  }

  wrong(address: string): void {
    const hits = this.#hits.get(address) ?? [];
    hits.push(this.now());
    this.#hits.set(address, hits);
    if (this.#hits.size > 10_000) this.#hits.delete(this.#hits.keys().next().value!);
  }
}

export const addressOf = (c: Context) => connectionAddress(c.env as Partial<HttpBindings>);

/** https as the visitor sees it: the request's own scheme, or the proxy's word for it */
export const overHttps = (c: Context) => new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

/** 404 without a token (the page does not exist), 401 without a valid sign-in */
export function signedIn(token: string | undefined, now: () => number): MiddlewareHandler {
  return async (c, next) => {
    if (!token) throw new ApiError(404, 'not_found', `No API endpoint at ${c.req.path}`);
    if (!validSession(getCookie(c, cookieName), token, now())) throw new ApiError(401, 'sign_in_required', 'Sign in with the insights token first');
    await next();
  };
}
