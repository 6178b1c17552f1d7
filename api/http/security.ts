import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.js';
import { nodeRequest, requestHeader } from './request-header.js';

const sameOrigin = (origin: string, host: string): boolean => origin === `https://${host}` || origin === `http://${host}`;

/** the names a local server answers to when no allow-list is set */
export const localHosts = ['localhost', '127.0.0.1', '::1'];

/** the name part of a Host header, lowercased, without the port ("[::1]:3000" -> "::1") */
export function hostName(host: string): string {
  const h = host.toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') === -1 ? undefined : h.indexOf(']'));
  const colon = h.lastIndexOf(':');
  return colon === -1 ? h : h.slice(0, colon);
}

/**
 * An entry of the allow-list as the name a Host header carries: lowercased, without a port; a bare IPv6 address
 * ("::1") is kept whole, where a Host header brackets it. Undefined when it is no host name, address or "*".
 */
export function allowedName(entry: string): string | undefined {
  const e = entry.trim().toLowerCase();
  // a URL (https://name/) or a pattern is no name a Host header carries
  if (!/^[a-z0-9.:[\]*-]+$/.test(e)) return undefined;
  const name = e === '*' ? e : /^[0-9a-f:.]+$/.test(e) && e.split(':').length > 2 ? e : hostName(e);
  return /^(\*|[a-z0-9]([a-z0-9.-]*[a-z0-9])?|[0-9a-f:.]*:[0-9a-f:.]*)$/.test(name) ? name : undefined;
}

/**
 * Only the names this server is reached by, so a page of another site whose name was pointed at this address
 * (DNS rebinding) is refused before anything runs; "*" allows any name.
 */
export function allowedHostsOnly(allowed: string[]): MiddlewareHandler {
  if (allowed.includes('*')) return (_c, next) => next();
  const names = new Set(allowed.map((entry) => allowedName(entry) ?? entry));
  return async (c, next) => {
    const host = requestHeader(c, 'host') ?? (nodeRequest(c) ? undefined : new URL(c.req.url).host);
    if (host === undefined) throw new ApiError(400, 'bad_request', 'The Host header is required');
    if (!names.has(hostName(host))) throw new ApiError(421, 'unknown_host', `This server does not answer for the host "${hostName(host).slice(0, 100)}"`);
    return next();
  };
}

/**
 * Same-origin only: no Access-Control-Allow-Origin is ever sent, and anything but a read from a page of
 * another origin (a preflight, a write) is refused before it runs.
 */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return next();
  const origin = requestHeader(c, 'origin');
  if (origin !== undefined && !sameOrigin(origin, requestHeader(c, 'host') ?? new URL(c.req.url).host)) {
    throw new ApiError(403, 'cross_origin', 'Requests from other origins are not allowed');
  }
  return next();
};
