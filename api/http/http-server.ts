import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ErrorBody } from '../../engine/error-body.js';
import type { ErrorCode } from '../../engine/error-codes.js';
import { json } from './respond.js';
import { securityHeaders } from './security-headers.js';

/** seconds, not minutes: a client sending one byte at a time cannot hold a connection for long */
export const timeouts = { headersMs: 5_000, requestMs: 10_000, keepAliveMs: 5_000 };

const body = (code: ErrorCode, message: string): string => JSON.stringify({ error: { code, message, issues: [] } } satisfies ErrorBody);

/** an error answer written straight to a socket, for what Node refuses before any handler runs */
export function rawError(status: number, code: ErrorCode, message: string): string {
  const text = body(code, message);
  const headers = {
    ...securityHeaders,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
  };
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${text}`;
}

/** Node's parser errors, as the error shape says them */
const parserErrors: Record<string, [number, ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request line or headers are larger than 16 KB'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', `The request did not arrive within ${timeouts.requestMs / 1000} seconds`],
  HPE_INVALID_METHOD: [501, 'not_implemented', 'Unknown HTTP method'],
};

export interface ListenOptions {
  fetch: (request: Request, env: object) => Response | Promise<Response>;
  port: number;
  host: string;
  /** open connections allowed from one address; more are answered 503 and closed */
  connectionsPerAddress: number;
}

/**
 * The HTTP server: Hono's listener with short timeouts, a cap on connections per address, and every refusal
 * Node makes itself (malformed requests, oversized headers, timeouts) answered in the error shape.
 */
export function listen(options: ListenOptions, ready: (port: number) => void): Server {
  const listener = getRequestListener(options.fetch, {
    hostname: options.host,
    // a Host header that is not a host name
    errorHandler: () => json({ error: { code: 'bad_request', message: 'The request line or Host header is not valid', issues: [] } } satisfies ErrorBody, 400),
  });
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // how often the timeouts above are checked (Node's default is 30 s)
      connectionsCheckingInterval: 1_000,
      // a missing Host is answered by the app, in the error shape
      requireHostHeader: false,
    },
    listener,
  );
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > options.connectionsPerAddress) {
      socket.end(rawError(503, 'too_many_connections', `More than ${options.connectionsPerAddress} open connections from one address`));
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const [status, code, message] = parserErrors[error.code ?? ''] ?? [400, 'bad_request', 'The request is not valid HTTP'];
    socket.end(rawError(status, code, message));
  });
  server.listen(options.port, options.host, () => {
    const address = server.address();
    ready(typeof address === 'object' && address ? address.port : options.port);
  });
  return server;
}
