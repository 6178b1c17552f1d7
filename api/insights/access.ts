import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ApiError } from '../http/errors.js';
import type { Deps } from '../routes/deps.js';

export const cookieName = 'insights';
/** a sign-in lasts this long */
export const sessionMs = 12 * 60 * 60 * 1000;
/** INSIGHTS_TOKEN's least length: long enough that guessing at 5 tries a minute is hopeless */
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

/** https as the visitor sees it: the request's own scheme, or the proxy's word for it */
export const overHttps = (c: Context) => new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

/** 404 when the server has no token: the insights routes are not there */
export function requireToken(c: Context, token: string | undefined): void {
  if (!token) throw new ApiError(404, 'not_found', `No API endpoint at ${c.req.path}`);
}

/** 404 without a token, 401 without a valid sign-in */
export function requireSession(c: Context, token: string | undefined, now: number): void {
  requireToken(c, token);
  if (!validSession(getCookie(c, cookieName), token!, now)) throw new ApiError(401, 'sign_in_required', 'Sign in with the insights token first');
}

/**
 * Signs the request's visitor in with the token they gave, once the limiter let the try in: a wrong token is a 401;
 * the right one forgets the address's tries and sets the cookie. `Set-Cookie` and the expiry are answered.
 */
export async function signIn(c: Context, given: string, deps: Pick<Deps, 'insightsToken' | 'limiter' | 'now'>): Promise<{ cookie: string; expires: number }> {
  const own = deps.insightsToken!;
  if (!sameToken(given, own)) throw new ApiError(401, 'wrong_token', 'That is not the insights token');
  await deps.limiter.forgive('insights-sign-in', c);
  const expires = deps.now().getTime() + sessionMs;
  setCookie(c, cookieName, sessionValue(own, expires), { httpOnly: true, sameSite: 'Strict', secure: overHttps(c), path: '/', maxAge: sessionMs / 1000 });
  return { cookie: c.res.headers.get('set-cookie')!, expires };
}
