import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestHeader } from './request-header.js';

/** the cookie that keeps a visitor's choice of language (a page asked with ?lang= sets it) */
export const languageCookie = 'lang';
/** a year, in seconds */
const cookieAge = 31_536_000;

declare module 'hono' {
  interface ContextVariableMap {
    /** the request's language, one of site.yaml's codes (api/http/language.ts) */
    language: string;
  }
}

/** the declared code a tag names: the code itself in any case, or the code of its language (es-MX: es; pt: pt-BR) */
export function matchCode(tag: string, codes: readonly string[]): string | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower || lower === '*') return undefined;
  const primary = lower.split('-')[0]!;
  return (
    codes.find((c) => c.toLowerCase() === lower) ??
    codes.find((c) => c.toLowerCase() === primary) ??
    codes.find((c) => c.toLowerCase().split('-')[0] === primary)
  );
}

/**
 * The declared code an Accept-Language header prefers most: its ranges by q-value (ties in the order written),
 * q=0 meaning "not this one".
 * @example fromAcceptLanguage('fr;q=0.9, es-MX, en;q=0.8', ['en', 'es']) // 'es'
 */
export function fromAcceptLanguage(header: string | undefined, codes: readonly string[]): string | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .slice(0, 50)
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranges) {
    const code = matchCode(r.tag, codes);
    if (code) return code;
  }
  return undefined;
}

/** where a request's language may come from, in the order they decide */
export interface LanguageSources {
  /** ?lang= */
  query?: string;
  /** the lang cookie: the visitor's earlier choice */
  cookie?: string;
  acceptLanguage?: string;
}

/**
 * The one rule for a request's language: ?lang= (a declared code), then the visitor's earlier choice (the cookie),
 * then the browser's Accept-Language, then the default (the first code). A code that is not declared is passed over.
 * @example pickLanguage(['en', 'es'], { query: 'xx', acceptLanguage: 'es-ES,es;q=0.9' }) // 'es'
 */
export function pickLanguage(codes: readonly string[], sources: LanguageSources): string {
  return exactCode(sources.query, codes) ?? exactCode(sources.cookie, codes) ?? fromAcceptLanguage(sources.acceptLanguage, codes) ?? codes[0]!;
}

/** the declared code a value names exactly (in any case), if any */
const exactCode = (value: string | undefined, codes: readonly string[]): string | undefined =>
  value === undefined ? undefined : codes.find((c) => c.toLowerCase() === value.trim().toLowerCase());

/** the declared code a request's ?lang= names, if any: a page asked so sets the cookie */
export const chosenLanguage = (c: Context, codes: readonly string[]): string | undefined => exactCode(c.req.query('lang'), codes);

/** the Set-Cookie header that keeps a choice for a year on every page (not HttpOnly: the page's language switcher may set it too) */
export const languageCookieHeader = (code: string): string => `${languageCookie}=${code}; Max-Age=${cookieAge}; Path=/; SameSite=Lax`;

/**
 * Sets each request's language (c.get('language')): a page reads the cookie too, the API only ?lang= and
 * Accept-Language (the page sends its own language with each call).
 */
export function requestLanguage(codes: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const page = !c.req.path.startsWith('/api/');
    c.set(
      'language',
      pickLanguage(codes, {
        query: c.req.query('lang'),
        cookie: page && codes.length > 1 ? getCookie(c, languageCookie) : undefined,
        acceptLanguage: codes.length > 1 ? requestHeader(c, 'accept-language') : undefined,
      }),
    );
    await next();
  };
}
