import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestDatabase } from '../support/databases.js';
import { openApp, quotes, validQuote, type TestApp } from '../support/fixtures.js';
import { LeadReceiver, webhookSecret } from '../support/lead-receiver.js';
import { until } from '../support/until.js';

interface Health {
  leads: { pending: number; delivered: number; dead: number; oldestPendingSeconds: number | null };
}

describe.each(targets)('the signed webhook on $name', (target) => {
  const receiver = new LeadReceiver();
  let t: TestDatabase;
  let api: TestApp;
  beforeAll(async () => {
    await receiver.up();
    t = await target.open();
    // a 2-minute retry window: waits from about 14 ms doubling up to 5 s, so an outage of 8 s is retried about nine times
    api = openApp(t, { leads: { config: { webhook: { url: receiver.url, secret: webhookSecret }, retryWindowMs: 120_000 }, pollMs: 100 } });
  });
  afterAll(async () => {
    await api.close();
    await t.dispose();
    await receiver.down();
  });

  const health = async () => ((await (await api.app.request('/api/health')).json()) as Health).leads;
  const quote = async (name = 'Ada Lovelace') => {
    const res = await api.post(quotes.api, { ...validQuote, contactName: name });
    expect(res.status).toBe(201);
    return ((await res.json()) as { quoteNumber: string }).quoteNumber;
  };
  const settled = async () => (await health()).pending === 0;

  it('50 quotes arrive once each, signed, with the quote as the visitor got it', async () => {
    const numbers = await Promise.all(Array.from({ length: 50 }, (_, i) => quote(`Visitor ${i}`)));
    await until('50 deliveries', settled);
    expect(receiver.received).toHaveLength(50);
    expect([...receiver.counts().values()].every((n) => n === 1)).toBe(true);
    expect(receiver.badSignatures).toBe(0);
    expect(new Set(receiver.received.map((r) => r.body.quote.quoteNumber))).toEqual(new Set(numbers));
    const first = receiver.received[0]!.body;
    expect(first).toMatchObject({ id: receiver.received[0]!.id, type: 'quote.created', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(first.quote).toMatchObject({
      status: 'draft',
      contactEmail: 'ada@example.com',
      selectedSolutions: [expect.objectContaining({ id: validQuote.selectedSolutions[0] })],
    });
    expect(await health()).toEqual({ pending: 0, delivered: 50, dead: 0, oldestPendingSeconds: null });
    expect(api.logs.join('\n')).not.toMatch(/ada@example\.com|7946|test-secret/);
  });

  it('a receiver down for 8 s, then answering 500: everything arrives once it is back, none twice', { timeout: 120_000 }, async () => {
    receiver.received.length = 0;
    await receiver.down();
    const numbers = await Promise.all(Array.from({ length: 10 }, () => quote()));
    await new Promise((r) => setTimeout(r, 8_000));
    expect((await health()).pending).toBe(10);
    receiver.mode = 'fail';
    await receiver.up();
    await until('a delivery answered 500', () => receiver.seen.length > 0);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(receiver.received).toHaveLength(0);
    receiver.mode = 'ok';
    await until('10 deliveries after the outage', settled);
    expect(receiver.received.map((r) => r.body.quote.quoteNumber).sort()).toEqual(numbers.sort());
    expect([...receiver.counts().values()].every((n) => n === 1)).toBe(true);
    expect(api.logs.some((l) => /attempt \d+ failed \(connection refused\)/.test(l))).toBe(true);
    expect(api.logs.some((l) => /attempt \d+ failed \(HTTP 500\)/.test(l))).toBe(true);
  });

  it('a receiver that never answers: the quote is answered 201 at once, the delivery times out and is retried', { timeout: 120_000 }, async () => {
    receiver.received.length = 0;
    receiver.seen.length = 0;
    receiver.mode = 'hang';
    const number = await quote();
    await until('a second attempt after the 5 s timeout', () => receiver.seen.length >= 2, 30_000);
    expect(new Set(receiver.seen).size).toBe(1);
    expect(api.logs.some((l) => l.includes(`lead ${number} webhook attempt 1 failed (no answer within 5 s)`))).toBe(true);
    receiver.mode = 'ok';
    await until('the delivery', settled, 30_000);
    expect(receiver.received.map((r) => r.body.quote.quoteNumber)).toEqual([number]);
  });

  it('a redirect is not followed and counts as a failure', async () => {
    receiver.received.length = 0;
    receiver.mode = 'redirect';
    const number = await quote();
    await until('a redirect answered', () =>
      api.logs.some((l) => l.includes(`lead ${number} webhook attempt 1 failed (HTTP 302: redirects are not followed)`)),
    );
    receiver.mode = 'ok';
    await until('the delivery', settled);
    expect(receiver.received.map((r) => r.body.quote.quoteNumber)).toEqual([number]);
  });
});
