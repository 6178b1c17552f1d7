import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyLimit } from '../../../api/http/body.js';
import { targets } from '../support/databases.js';
import { answersFor, appPerSuite, models, openApp, quotes, random, validQuote } from '../support/fixtures.js';

const calc = models[0]!.definition.api;
const good = answersFor(models[0]!, random(2));
const errorShape = { error: { code: expect.any(String), message: expect.any(String), issues: expect.any(Array) } };

/** a request whose body never ends: only a server that decides before reading can answer it */
const endless = () => new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
const chunks = (count: number, size: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent++ < count) c.enqueue(new TextEncoder().encode(' '.repeat(size)));
      else c.close();
    },
  });
};

describe.each(targets)('HTTP behaviour on $name', (target) => {
  const suite = appPerSuite(target);

  const raw = async (init: RequestInit & { duplex?: 'half' }, path = calc) => {
    const res = await suite.api.app.request(path, { method: 'POST', ...init });
    return { res, body: await res.json() };
  };

  describe('bodies', () => {
    it.each([
      ['text/plain', 'text/plain'],
      ['a form', 'application/x-www-form-urlencoded'],
      ['no content type', undefined],
    ])('415 for %s', async (_name, type) => {
      const { res, body } = await raw({ headers: type ? { 'content-type': type } : {}, body: JSON.stringify(good) });
      expect(res.status).toBe(415);
      expect(body).toEqual({ error: { code: 'unsupported_media_type', message: 'Send the body as JSON with Content-Type: application/json', issues: [] } });
    });

    it('accepts a JSON type with a charset', async () => {
      const { res } = await raw({ headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(good) });
      expect(res.status).toBe(200);
    });

    it.each([
      ['malformed JSON', '{"crmPlatform": ', 'The body is not valid JSON'],
      ['an empty body', '', 'The body is empty; send a JSON object'],
      ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), 'The body is not valid UTF-8'],
    ])('400 for %s', async (_name, payload, message) => {
      const { res, body } = await raw({ headers: { 'content-type': 'application/json' }, body: payload });
      expect(res.status).toBe(400);
      expect(body).toEqual({ error: { code: 'invalid_json', message, issues: [] } });
    });

    it('413 from Content-Length alone, before reading a byte', async () => {
      const headers = { 'content-type': 'application/json', 'content-length': String(bodyLimit + 1) };
      const { res, body } = await raw({ headers, body: endless(), duplex: 'half' });
      expect(res.status).toBe(413);
      expect(body.error).toEqual({ code: 'payload_too_large', message: 'The body is larger than 64 KB', issues: [] });
    });

    it('413 while streaming a chunked body past 64 KB', async () => {
      const { res, body } = await raw({ headers: { 'content-type': 'application/json' }, body: chunks(100, 1024), duplex: 'half' });
      expect(res.status).toBe(413);
      expect(body.error.code).toBe('payload_too_large');
    });

    it('takes a body of exactly 64 KB', async () => {
      const text = JSON.stringify(good);
      const { res } = await raw({ headers: { 'content-type': 'application/json' }, body: text + ' '.repeat(bodyLimit - text.length) });
      expect(res.status).toBe(200);
    });

    it.each([
      ['arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
      ['objects', '{"a":'.repeat(40) + '1' + '}'.repeat(40)],
    ])('400 for deeply nested %s', async (_name, text) => {
      const { res, body } = await raw({ headers: { 'content-type': 'application/json' }, body: text });
      expect(res.status).toBe(400);
      expect(body.error.message).toBe('The JSON nests deeper than 32 levels');
    });

    it('never crashes or leaks a stack on arbitrary JSON, at any endpoint', async () => {
      const paths = [...models.map((m) => m.definition.api), quotes.api, '/api/assessments'];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue(), async (path, value) => {
          const res = await suite.api.post(path, value);
          const body = await res.json();
          expect([200, 201, 400]).toContain(res.status);
          if (res.status === 400) expect(body).toEqual(errorShape);
          expect(JSON.stringify(body)).not.toMatch(/\n\s+at |node_modules/);
        }),
        { numRuns: 150 },
      );
    });
  });

  describe('routes', () => {
    it('404 JSON for an unknown /api path, whatever the method', async () => {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const res = await suite.api.app.request('/api/nothing-here', { method });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No API endpoint at /api/nothing-here', issues: [] } });
      }
    });

    it('405 with Allow for a wrong method on a known path', async () => {
      for (const [path, allow] of [
        [calc, 'POST'],
        ['/api/health', 'GET, HEAD'],
        ['/api/assessments', 'POST'],
      ]) {
        const res = await suite.api.app.request(path!, { method: path === '/api/health' ? 'POST' : 'PUT' });
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe(allow);
        expect((await res.json()).error.code).toBe('method_not_allowed');
      }
    });

    it('health says the server and the database answer, with the queue counters and the lead outbox', async () => {
      const res = await suite.api.app.request('/api/health');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({
        status: 'ok',
        database: 'up',
        queue: {
          answered: expect.any(Number),
          stored: expect.any(Number),
          rejected: 0,
          refused: 0,
          dropped: 0,
          pending: expect.any(Number),
          retries: 0,
          state: 'storing',
        },
        // no channel is configured here: every quote of the suite waits in the outbox, none is sent or dead
        leads: { pending: expect.any(Number), delivered: 0, dead: 0, oldestPendingSeconds: body.leads.pending === 0 ? null : expect.any(Number) },
      });
    });
  });

  describe('security', () => {
    const expectSecure = (res: Response) => {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security')!)![1])).toBeGreaterThanOrEqual(31_536_000);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBeTruthy();
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    };

    it('sends the security headers on answers, errors and not-found alike', async () => {
      expectSecure(await suite.api.post(calc, good));
      expectSecure(await suite.api.post(calc, { nope: 1 }));
      expectSecure(await suite.api.app.request('/api/missing'));
      expectSecure(await suite.api.app.request('/api/health'));
      expectSecure(await suite.api.app.request('/some-page'));
    });

    it('refuses a preflight and a write from another origin, and allows no other origin to read', async () => {
      const preflight = await suite.api.app.request(calc, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
      const write = await suite.api.post(calc, good, { headers: { origin: 'https://evil.test' } });
      expect(write.status).toBe(403);
      expect((await write.json()).error.code).toBe('cross_origin');
      const plain = await suite.api.app.request(calc, { method: 'OPTIONS' });
      expect(plain.status).toBe(405);
      expect(plain.headers.get('allow')).toBe('POST');
      const read = await suite.api.app.request('/api/health', { headers: { origin: 'https://evil.test' } });
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('takes a write from its own origin', async () => {
      const res = await suite.api.post(calc, good, { headers: { origin: 'http://localhost', host: 'localhost' } });
      expect(res.status).toBe(200);
    });

    it('limits quote generation per connection address with 429 and Retry-After, ignoring X-Forwarded-For', async () => {
      const limited = openApp(suite.t, { rateLimits: { writes: { max: 2, windowMs: 60_000 } } });
      const from = (address: string, forwarded: string) => limited.post(quotes.api, validQuote, { address, headers: { 'x-forwarded-for': forwarded } });
      expect((await from('10.0.0.1', '1.1.1.1')).status).toBe(201);
      expect((await from('10.0.0.1', '2.2.2.2')).status).toBe(201);
      const third = await from('10.0.0.1', '3.3.3.3');
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await third.json()).toEqual({ error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests/), issues: [] } });
      expect((await from('10.0.0.2', '3.3.3.3')).status).toBe(201);
      expect((await limited.post(calc, good, { address: '10.0.0.1' })).status).toBe(200);
      await limited.close();
    });

    it('refuses a limited write with 503 and Retry-After while the database that keeps the limit is down', async () => {
      const limited = openApp(suite.t, { rateLimits: { writes: { max: 2, windowMs: 60_000 } } });
      await suite.t.outage();
      try {
        const res = await limited.post(quotes.api, validQuote, { address: '10.0.0.7' });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        expect(await res.json()).toEqual({
          error: { code: 'database_unavailable', message: 'The request could not be saved just now; please try again in a minute.', issues: [] },
        });
      } finally {
        await suite.t.recover();
        await limited.close();
      }
    });

    it('counts the rate limit over a sliding window, not per clock minute', async () => {
      let clock = Date.parse('2031-01-01T00:00:59Z');
      const limited = openApp(suite.t, { rateLimits: { writes: { max: 2, windowMs: 60_000 } }, now: () => new Date(clock) });
      const quote = () => limited.post(quotes.api, validQuote, { address: '10.0.0.9' });
      expect((await quote()).status).toBe(201);
      expect((await quote()).status).toBe(201);
      clock += 2_000; // a new clock minute, the same minute of traffic
      const third = await quote();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBe('58');
      clock += 58_001; // just past the window of the first (hits carry a fraction of a millisecond)
      expect((await quote()).status).toBe(201);
      await limited.close();
    });

    it('limits usage events per address over a sliding window in memory, which a database outage does not stop', async () => {
      let clock = Date.parse('2031-01-01T00:00:30Z');
      const limited = openApp(suite.t, { rateLimits: { events: { max: 2, windowMs: 60_000 } }, now: () => new Date(clock) });
      const beacon = (address = '10.0.1.1') => limited.post('/api/events', { events: [{ kind: 'quote_started' }] }, { address });
      expect((await beacon()).status).toBe(204);
      clock += 10_000;
      expect((await beacon()).status).toBe(204);
      clock += 40_000; // a new clock minute, the same minute of traffic
      const third = await beacon();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBe('10');
      expect((await third.json()).error).toEqual({ code: 'rate_limited', message: 'Too many events from this address; try again in 10 seconds', issues: [] });
      expect((await beacon('10.0.1.2')).status).toBe(204);
      await suite.t.outage();
      try {
        expect((await beacon('10.0.1.3')).status).not.toBe(503);
        expect((await beacon('10.0.1.3')).status).not.toBe(503);
        expect((await beacon('10.0.1.3')).status).toBe(429);
      } finally {
        await suite.t.recover();
      }
      clock += 10_001;
      expect((await beacon()).status).toBe(204);
      await limited.close();
    });
  });
});
