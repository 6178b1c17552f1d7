import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { targets } from '../support/databases.js';
import { quotes, validQuote } from '../support/fixtures.js';
import { LeadReceiver, webhookSecret } from '../support/lead-receiver.js';
import { until } from '../support/until.js';
import { serversBehindNginx } from '../support/nginx.js';
import { describeWith, lacks, postgres } from '../support/services.js';
import { start, stop, type Started } from '../support/spawn-server.js';

const postQuote = async (base: string) => {
  const res = await fetch(`${base}${quotes.api}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validQuote) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { quoteNumber: string }).quoteNumber;
};

/** each quote arrived under one X-Lead-Id only (a repeat, if any, carries the same id) */
function idsPerQuote(receiver: LeadReceiver): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const r of receiver.received) ids.set(r.body.quote.quoteNumber, (ids.get(r.body.quote.quoteNumber) ?? new Set()).add(r.id));
  return ids;
}

describe.each(targets)('lead deliveries across a kill -9 on $name', (target) => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await Promise.resolve(c()).catch(() => {});
  });

  it('a server killed with deliveries pending: after a restart every lead arrives', { timeout: 300_000 }, async () => {
    const receiver = await new LeadReceiver().up();
    cleanup.push(() => receiver.down());
    // slow answers, so the kill falls in the middle of deliveries
    receiver.delayMs = 1_000;
    const test = await target.open();
    cleanup.push(() => test.dispose());
    const dir = mkdtempSync(join(tmpdir(), 'api-leads-kill-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    if (!test.url) await test.db.close(); // PGlite: the server opens its own copy under DATA_DIR
    const env = {
      DATA_DIR: join(dir, 'data'),
      ...(test.url ? { DATABASE_URL: test.url } : {}),
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: webhookSecret,
      LEAD_RETRY_WINDOW_SECONDS: '600',
    };
    let server: Started = start(env);
    cleanup.push(() => server.child.kill('SIGKILL'));
    const base = `http://127.0.0.1:${await server.port}`;
    const numbers: string[] = [];
    for (let i = 0; i < 30; i++) numbers.push(await postQuote(base));
    await until('deliveries under way', () => receiver.seen.length > 0);
    server.child.kill('SIGKILL');
    await server.exit;
    expect(receiver.received.length).toBeLessThan(30);

    receiver.delayMs = 0;
    server = start(env);
    await server.port;
    // on PostgreSQL a row the killed server held waits for its 30 s lease
    await until('every lead after the restart', () => idsPerQuote(receiver).size === 30, 120_000);
    expect([...idsPerQuote(receiver).keys()].sort()).toEqual(numbers.sort());
    expect([...idsPerQuote(receiver).values()].every((ids) => ids.size === 1)).toBe(true);
    expect(server.output()).not.toMatch(/ada@example\.com|7946|test-secret/);
    expect(await stop(server), server.output()).toBe(0);
  });
});

describeWith([lacks.postgres, lacks.nginx], 'lead deliveries from three servers on one PostgreSQL database behind nginx', () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await Promise.resolve(c()).catch(() => {});
  });

  it('100 quotes, each delivered once', { timeout: 180_000 }, async () => {
    const receiver = await new LeadReceiver().up();
    cleanup.push(() => receiver.down());
    const test = await postgres!.open();
    cleanup.push(() => test.dispose());
    const { base, servers } = await serversBehindNginx(test.url!, { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: webhookSecret }, cleanup);

    const numbers: string[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = 0; i < 10; i++) numbers.push(await postQuote(base));
      }),
    );
    await until('100 leads', () => receiver.received.length >= 100);
    // every server polls again before they stop: a lead sent twice would show up by now
    await new Promise((r) => setTimeout(r, 2_000));
    for (const s of servers) {
      expect(await stop(s), s.output()).toBe(0);
    }
    expect(receiver.received).toHaveLength(100);
    expect(new Set(receiver.received.map((r) => r.body.quote.quoteNumber))).toEqual(new Set(numbers));
    expect(receiver.badSignatures).toBe(0);
    // the deliveries were shared out: more than one server sent some
    const senders = servers.filter((s) => /lead Q-\S+ delivered by webhook/.test(s.output()));
    expect(senders.length).toBeGreaterThan(1);
  });
});
