import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawAnswer } from '../support/raw-http.js';
import { start, stop, type Started } from '../support/spawn-server.js';
import { models } from '../support/fixtures.js';
import { until } from '../support/until.js';

const calc = models[0]!.definition.api;

/** the error shape with the security headers: what every refusal, Node's own included, must look like */
const expectContract = (answer: RawAnswer, status: number, code: string) => {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ error: { code, message: expect.any(String), issues: [] } });
  expect(answer.headers['content-type']).toBe('application/json');
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
};

// the HTTP layer is the same whichever database is behind it: one server on PGlite
describe('the HTTP server refuses what it must, in the error shape', () => {
  let server: Started;
  let port: number;
  beforeAll(async () => {
    server = start({ CONNECTIONS_PER_ADDRESS: '5' });
    port = await server.port;
  });
  afterAll(async () => {
    await stop(server);
  });

  it.each([
    ['a 100 KB URL', [`GET /api/health?${'a'.repeat(100_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`], 431, 'headers_too_large'],
    ['an unknown method', ['BREW /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'], 501, 'not_implemented'],
    [
      'Content-Length with chunked',
      [
        `POST ${calc} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
      ],
      400,
      'bad_request',
    ],
    ['a Host that is not a host name', ['GET /api/health HTTP/1.1\r\nHost: a/b@c\r\nConnection: close\r\n\r\n'], 400, 'bad_request'],
    ['no Host', ['GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n'], 400, 'bad_request'],
    ['a Host it does not serve', ['GET /api/health HTTP/1.1\r\nHost: evil.test\r\nConnection: close\r\n\r\n'], 421, 'unknown_host'],
  ] as const)('%s', async (_name, parts, status, code) => {
    expectContract(await rawRequest(port, [...parts]), status, code);
  });

  it('lets go of clients that send headers or a body a byte at a time, long before they are done', { timeout: 120_000 }, async () => {
    const drip = (n: number, each: number) => Array.from({ length: n }, () => ['x', each]).flat();
    // 20 s of header bytes against the server's 5 s, 21 s of body against its 10 s for the whole request
    const slowHeaders = ['GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', ...drip(20, 1_000)];
    const slowBody = [`POST ${calc} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`, ...drip(30, 700)];
    const [headers, body] = await Promise.all([rawRequest(port, slowHeaders, 50_000), rawRequest(port, slowBody, 50_000)]);
    // the server's own clock cut them off with a quarter or more still to send (its timeouts and the drips stretch
    // alike on a busy machine, so no duration is compared)
    expectContract(headers, 408, 'request_timeout');
    expect(headers.unsent).toBeGreaterThan(slowHeaders.length / 4);
    expectContract(body, 408, 'request_timeout');
    expect(body.unsent).toBeGreaterThan(slowBody.length / 4);
  });

  it('caps open connections per address and answers the one past the cap', async () => {
    const held = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<Socket>((done) => {
            const s = connect(port, '127.0.0.1', () => done(s));
          }),
      ),
    );
    expectContract(await rawRequest(port, []), 503, 'too_many_connections');
    for (const s of held) s.destroy();
    // the server hears the closes in its own time (longer on a busy machine): the address is let in again once it has
    const health = ['GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'];
    await until('a request let in once the held connections closed', async () => (await rawRequest(port, health)).status === 200, 30_000);
  });
});
