import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../../engine/answers/answers.js';
import { assessmentResults, assessments, quotes as quotesTable, rejectedCalculations } from '../../../api/db/schema.js';
import { calculationRows } from '../../../api/routes/calculate.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { targets, type TestDatabase } from '../support/databases.js';
import { answersFor, models, openApp, random, validQuote, quotes, type TestApp } from '../support/fixtures.js';

/** the same answers in any key order */
const canonical = (department: string, answers: Answers) =>
  JSON.stringify([department, Object.fromEntries(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)))]);

describe.each(targets)('storing calculations on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.recover();
    await t.dispose();
  });

  /** an app whose rows carry their own day, so each test reads back only what it sent */
  const appOn = (day: string, queue = {}) => {
    const at = new Date(`${day}T12:00:00Z`);
    return { at, api: openApp(t, { now: () => at, queue: { retryMs: [20, 200], ...queue } }) };
  };
  const burst = async (api: TestApp, count: number, seed: number) => {
    const next = random(seed);
    const sent = Array.from({ length: count }, (_, i) => {
      const model = models[i % models.length]!;
      return { model, answers: answersFor(model, next) };
    });
    const answers = await Promise.all(sent.map(({ model, answers }) => api.post(model.definition.api, answers)));
    expect(answers.map((r) => r.status)).toEqual(Array(count).fill(200));
    return sent.map(({ model, answers }) => canonical(model.definition.id, answers));
  };
  // after an outage a pooled connection may still be the one the server terminated: the check reads again then
  const afterOutage = async <T>(read: () => Promise<T>): Promise<T> => {
    for (let tries = 1; ; tries++) {
      try {
        return await t.db.run(read);
      } catch (e) {
        if (tries === 3) throw e;
        await new Promise((r) => setTimeout(r, 1100));
      }
    }
  };
  const storedOn = async (at: Date) => {
    const rows = await afterOutage(() =>
      t.db.orm
        .select({ department: assessments.department, answers: assessments.answers, result: assessmentResults.id })
        .from(assessments)
        .leftJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
        .where(eq(assessments.createdAt, at)),
    );
    expect(rows.every((r) => r.result !== null)).toBe(true);
    return rows.map((r) => canonical(r.department, r.answers!));
  };

  it('stores exactly the answers of a burst of calculations', async () => {
    const { at, api } = appOn('2030-01-01');
    const sent = await burst(api, 600, 1);
    expect(await api.queue.flush()).toBe(true);
    expect((await storedOn(at)).sort()).toEqual(sent.sort());
    expect(api.queue.counters).toMatchObject({ answered: 600, stored: 600, dropped: 0, pending: 0 });
    await api.close();
  });

  it('keeps answering through a database outage, refuses quotes with 503, and recovers without a restart', async () => {
    const { at, api } = appOn('2030-01-02');
    const before = await burst(api, 100, 2);
    await t.outage();
    const during = await burst(api, 100, 3);

    const health = await (await api.app.request('/api/health')).json();
    expect(health.database).toBe('down');
    const quote = await api.post(quotes.api, { ...validQuote, contactEmail: 'refused@example.com' });
    expect(quote.status).toBe(503);
    expect(quote.headers.get('retry-after')).toBe('30');
    expect(await quote.json()).toEqual({
      error: { code: 'database_unavailable', message: 'The quote could not be saved just now; please try again in a minute.', issues: [] },
    });
    expect((await api.post('/api/assessments', {})).status).toBe(400);

    await t.recover();
    expect((await api.post(quotes.api, validQuote)).status).toBe(201);
    // the refused quote left no row behind
    expect(await t.db.orm.select().from(quotesTable).where(eq(quotesTable.contactEmail, 'refused@example.com'))).toEqual([]);
    expect((await (await api.app.request('/api/health')).json()).database).toBe('up');
    const after = await burst(api, 100, 4);
    expect(await api.queue.flush()).toBe(true);
    expect((await storedOn(at)).sort()).toEqual([...before, ...during, ...after].sort());
    expect(api.queue.counters).toMatchObject({ answered: 300, stored: 300, dropped: 0 });

    // the failures were logged, without the contact details of the refused quote
    expect(api.logs.join('\n')).toMatch(/quote not stored/);
    expect(api.logs.join('\n')).not.toMatch(/@example\.com|7946|Lovelace/);
    await api.close();
  });

  it('stores everything it answered when shut down gracefully, even while the database is briefly down', async () => {
    const { at, api } = appOn('2030-01-03');
    const sent = await burst(api, 300, 5);
    await t.outage();
    sent.push(...(await burst(api, 60, 6)));
    const closing = api.close(10_000);
    setTimeout(() => void t.recover(), 300);
    const counters = await closing;
    expect(counters).toMatchObject({ answered: 360, stored: 360, dropped: 0, pending: 0 });
    expect((await storedOn(at)).sort()).toEqual(sent.sort());
  });

  it('refuses new calculations with 503 and Retry-After when the queue is full, and health says so', async () => {
    const { api } = appOn('2030-01-04', { capacity: 10 });
    await t.outage();
    await burst(api, 10, 7);
    const refused = await api.post(models[0]!.definition.api, answersFor(models[0]!));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect((await refused.json()).error.code).toBe('overloaded');
    const health = await (await api.app.request('/api/health')).json();
    expect(health.queue).toMatchObject({ answered: 10, refused: 1, pending: 10, state: 'full' });
    await t.recover();
    expect(await api.queue.flush()).toBe(true);
    expect(api.queue.counters).toMatchObject({ answered: 10, stored: 10, dropped: 0, pending: 0 });
    await api.close();
  });

  it('leaves in the journal what a shutdown past the deadline could not store, and the next start stores it', async () => {
    const journalDir = mkdtempSync(join(tmpdir(), 'api-test-journal-'));
    const at = new Date('2030-01-05T12:00:00Z');
    const first = openApp(t, { now: () => at, journalDir, queue: { retryMs: [20, 200] } });
    await t.outage();
    const sent = await burst(first, 15, 8);
    const counters = await first.close(300);
    expect(counters).toMatchObject({ answered: 15, stored: 0, dropped: 0, pending: 15 });
    await t.recover();
    const next = openApp(t, { now: () => at, journalDir });
    expect(next.queue.replayed).toBe(15);
    expect(await next.queue.flush()).toBe(true);
    expect((await storedOn(at)).sort()).toEqual(sent.sort());
    expect(next.queue.counters).toMatchObject({ stored: 15, dropped: 0, pending: 0 });
    await next.close();
    expect(readdirSync(journalDir)).toEqual([]);
  });

  it('sets aside a row the database refuses and stores the rest: one bad row never blocks the queue', async () => {
    const { at, api } = appOn('2030-01-06');
    const model = models[0]!;
    const next = random(10);
    const good = Array.from({ length: 20 }, () => answersFor(model, next));
    // past validation on purpose: a NUL the database refuses in jsonb (22P05), as a future bug could let through
    const bad = { ...answersFor(model, next), [model.definition.wizard.steps[0]!.field]: 'Acme\u0000 secret' };
    const badItem = calculationRows(model, bad, evaluate(model, good[0]!), at);
    for (const [i, answers] of good.entries()) {
      if (i === 7) void api.queue.push(badItem);
      void api.queue.push(calculationRows(model, answers, evaluate(model, answers), at));
    }
    expect(await api.queue.flush()).toBe(true);
    expect((await storedOn(at)).sort()).toEqual(good.map((a) => canonical(model.definition.id, a)).sort());
    expect(api.queue.counters).toMatchObject({ answered: 21, stored: 20, rejected: 1, pending: 0, state: 'storing' });
    const [kept] = await t.db.orm.select().from(rejectedCalculations).where(eq(rejectedCalculations.id, badItem.assessment.id));
    expect(JSON.parse(kept!.record).assessment.answers).toEqual(bad);
    expect(kept!.reason).toMatch(/^22/);
    // the log names the row, never its answers
    expect(api.logs.join('\n')).toMatch(new RegExp(`refused calculation ${badItem.assessment.id}`));
    expect(api.logs.join('\n')).not.toMatch(/secret/);
    // and the queue goes on storing
    const after = await burst(api, 10, 11);
    expect(await api.queue.flush()).toBe(true);
    expect((await storedOn(at)).length).toBe(20 + after.length);
    await api.close();
  });
});
