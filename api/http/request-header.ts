import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** Node's own request under @hono/node-server; undefined under app.request() */
export function nodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
}

/** a request header, read from Node's own request when there is one (cheaper than building Headers) */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeRequest(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
