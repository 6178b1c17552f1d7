import type { MiddlewareHandler } from 'hono';
import { securityHeaders } from './security-headers.js';

// marks responses made here, which already carry the security headers (a WeakSet costs more, in GC)
const secured = Symbol('secured');
type Marked = Response & { [secured]?: true };

/**
 * A response with the security headers (and no-store unless told otherwise) in one plain header object:
 * @hono/node-server writes such a response straight to the socket, which a Headers instance would prevent.
 */
export function reply(
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
  security: Readonly<Record<string, string>> = securityHeaders,
): Response {
  const res: Marked = new Response(body, { status, headers: { ...security, 'Cache-Control': 'no-store', ...headers } });
  res[secured] = true;
  return res;
}

/** a JSON answer; its Content-Length lets the compress middleware leave small ones alone */
export function json(data: unknown, status = 200, headers?: Record<string, string>): Response {
  const body = JSON.stringify(data);
  return reply(body, status, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...headers });
}

/** makes sure every response carries the security headers, at no cost for those made by reply() */
export const secure: MiddlewareHandler = async (c, next) => {
  await next();
  if ((c.res as Marked)[secured]) return;
  const headers = c.res.headers;
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
};
