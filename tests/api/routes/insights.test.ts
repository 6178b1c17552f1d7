import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedSteps } from '../../../engine/answers/conditions.js';
import { fillTemplate } from '../../../engine/display/format.js';
import { peersBlock, peersLine, type Peers } from '../../../engine/insights/peers.js';
import type { InsightsReport } from '../../../engine/insights/report.js';
import { displayModel } from '../../../engine/display/display.js';
import { rowsOf, targets, type TestDatabase } from '../support/databases.js';
import { answersFor, loaded, models, openApp, random, type TestApp } from '../support/fixtures.js';

const token = 'insights-token-of-forty-characters-long!';
const marketing = models.find((m) => m.definition.wizard.steps.some((s) => s.when))!;
const day = new Date('2026-12-01T10:00:00Z');

describe.each(targets)('insights on $name', (target) => {
  let t: TestDatabase;
  let api: TestApp;
  let clock = day.getTime();
  beforeAll(async () => {
    t = await target.open();
    api = openApp(t, {
      now: () => new Date(clock),
      insightsToken: token,
      rateLimits: { writes: { max: 10, windowMs: 60_000 } },
      inLanguage: (code) => loaded.inLanguage(code),
    });
  });
  afterAll(async () => {
    await api.close();
    await t.dispose();
  });

  const signIn = async (address = '10.0.0.1') => {
    const res = await api.post('/api/insights/session', { token }, { address });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  };
  const report = async (query: string, cookie: string) => {
    const res = await api.app.request(`/api/insights${query}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as InsightsReport;
  };

  it('counts a scripted set of visits into the exact funnel, positions on each path, a skipped question included', async () => {
    const dept = marketing.definition;
    const next = random(23);
    const expected = new Map<string, number>();
    const bump = (k: string) => expected.set(k, (expected.get(k) ?? 0) + 1);
    const visits = Array.from({ length: 40 }, (_, i) => {
      const asked = askedSteps(dept, answersFor(marketing, next)).filter(Boolean).length;
      // every fourth visitor gives up half way
      const reached = i % 4 === 3 ? Math.ceil(asked / 2) : asked;
      const events: object[] = [{ kind: 'page_viewed', department: dept.id }];
      if (i % 10 !== 9) events.push({ kind: 'wizard_started', department: dept.id });
      for (let n = 1; n <= reached; n++) events.push({ kind: 'question_reached', department: dept.id, step: n });
      if (reached === asked) events.push({ kind: 'completed', department: dept.id }, { kind: 'results_viewed', department: dept.id });
      if (i < 3) events.push({ kind: 'quote_sent', department: dept.id });
      for (const e of events as { kind: string; step?: number }[]) bump(e.kind === 'question_reached' ? `question_${e.step}` : e.kind);
      return events;
    });
    // some visits never reach the last positions: a question their answers skip
    expect(expected.get(`question_${dept.wizard.steps.length}`) ?? 0).toBeLessThan(expected.get('question_1')!);
    for (const events of visits) expect((await api.post('/api/events', { events }, { address: `10.1.0.${visits.indexOf(events)}` })).status).toBe(204);
    await api.events.flush();

    const body = await report(`?department=${dept.id}&days=7`, await signIn());
    expect(body.departments.map((d) => d.id)).toEqual([dept.id]);
    const [version] = body.departments[0]!.versions;
    expect(version!.definitionHash).toBe(marketing.hash);
    for (const stage of version!.funnel) {
      const n = expected.get(stage.stage) ?? 0;
      expect(stage.count, stage.stage).toBe(n >= 5 ? n : 'fewer than 5');
    }
    const started = version!.funnel.find((s) => s.stage === 'wizard_started')!;
    expect(started.dropOff).toBe(10);
    // 3 quotes and none read the same; no percent is drawn from them
    const quotes = version!.funnel.find((s) => s.stage === 'quote_sent')!;
    expect(quotes).toEqual({ stage: 'quote_sent', label: quotes.label, count: 'fewer than 5', dropOff: null });
    expect(version!.other.find((s) => s.stage === 'pdf_downloaded')!.count).toBe('fewer than 5');
  });

  it('keeps only daily counts: no address, user agent, cookie or visitor id exists in the table', async () => {
    const columns = rowsOf<{ column_name: string }>(
      await t.db.run((orm) => orm.execute(sql`select column_name from information_schema.columns where table_name = 'event_counts' order by ordinal_position`)),
    );
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'department', 'definition_hash', 'event', 'step', 'count', 'host']);
    const rows = rowsOf<Record<string, unknown>>(await t.db.run((orm) => orm.execute(sql`select * from event_counts`)));
    expect(JSON.stringify(rows)).not.toMatch(/10\.1\.0|Mozilla|127\.0\.0\.1/);
  });

  it('refuses events that do not fit the definitions with a 400 naming the field and the allowed values', async () => {
    const bad = async (event: object) => {
      const res = await api.post('/api/events', { events: [event] });
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues[0]!;
    };
    expect(await bad({ kind: 'completed', department: 'nope' })).toMatchObject({
      path: 'events[0].department',
      message: expect.stringContaining(marketing.definition.id),
    });
    expect(await bad({ kind: 'question_reached', department: marketing.definition.id, step: 99 })).toMatchObject({
      path: 'events[0].step',
      message: `step must be a whole number from 1 to ${marketing.definition.wizard.steps.length} for question_reached`,
    });
    expect(await bad({ kind: 'clicked', department: marketing.definition.id })).toMatchObject({
      path: 'events[0].kind',
      message: expect.stringContaining('page_viewed'),
    });
    expect(await bad({ kind: 'completed', department: marketing.definition.id, definitionHash: 'old' })).toMatchObject({ path: 'events[0].definitionHash' });
    expect((await api.post('/api/events', { events: [{ kind: 'quote_started' }] })).status).toBe(204);
  });

  it('counts the embed by the host EMBED_ORIGINS lists, any other as unknown, apart from the site funnel; a pair under 5 is not shown', async () => {
    const dept = models.find((m) => m !== marketing)!.definition;
    const listed = 'https://www.example.com';
    const embedApp = openApp(t, { now: () => new Date(clock), insightsToken: token, embedOrigins: [listed, 'https://partner.example'] });
    const visit = (host: string, completed: boolean) => [
      { kind: 'wizard_started', department: dept.id, host },
      { kind: 'question_reached', department: dept.id, step: 1, host },
      ...(completed ? [{ kind: 'completed', department: dept.id, host }] : []),
    ];
    const visits = [
      ...Array.from({ length: 6 }, (_, i) => visit(listed, i < 5)),
      // listed, but fewer than 5 of each: shown as a host with none is
      ...Array.from({ length: 4 }, () => visit('https://partner.example', true)),
      // a host the list does not name, and one the browser did not say: both unknown
      ...Array.from({ length: 3 }, () => visit('https://not-listed.example', false)),
      ...Array.from({ length: 4 }, () => visit('unknown', false)),
    ];
    for (const [i, events] of visits.entries()) expect((await embedApp.post('/api/events', { events }, { address: `10.3.0.${i}` })).status).toBe(204);
    await embedApp.events.flush();
    const body = await report(`?department=${dept.id}`, await signIn('10.3.1.1'));
    expect(body.hosts).toEqual([
      { host: listed, department: dept.id, title: dept.title, views: 6, completions: 5 },
      { host: 'unknown', department: dept.id, title: dept.title, views: 7, completions: 'fewer than 5' },
    ]);
    // the site's own funnel counts none of them
    const started = body.departments[0]!.versions.flatMap((v) => v.funnel).find((s) => s.stage === 'wizard_started');
    expect(started?.count ?? 'fewer than 5').toBe('fewer than 5');
    const stored = rowsOf<{ host: string }>(
      await t.db.run((orm) => orm.execute(sql`select distinct host from event_counts where department = ${dept.id} order by host`)),
    );
    expect(stored.map((r) => r.host).sort()).toEqual(['https://partner.example', listed, 'unknown']);
    await embedApp.close();
  });

  it('refuses a host that is no origin with a 400 naming host', async () => {
    const dept = marketing.definition;
    for (const host of ['https://www.example.com/blog', 'www.example.com', 'javascript:alert(1)', 'https://www.example.com/', '']) {
      const res = await api.post('/api/events', { events: [{ kind: 'wizard_started', department: dept.id, host }] });
      expect(res.status, host).toBe(400);
      const issue = ((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues[0]!;
      expect(issue.path).toBe('events[0].host');
      expect(issue.message).toBe(
        `host must be the origin of the page the embed is on, such as https://www.example.com (scheme, host and port, no path), or "unknown", got "${host}"`,
      );
    }
    expect((await api.post('/api/events', { events: [{ kind: 'wizard_started', department: dept.id, host: 'http://127.0.0.2:4318' }] })).status).toBe(204);
  });

  it('opens the report with the token only: wrong tokens, their limit, an expired cookie', async () => {
    expect((await api.app.request('/api/insights')).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await api.post('/api/insights/session', { token: `${token}x` }, { address: '10.9.9.9' })).status).toBe(401);
    const limited = await api.post('/api/insights/session', { token }, { address: '10.9.9.9' });
    expect(limited.status).toBe(429);
    const res = await api.post('/api/insights/session', { token }, { address: '10.9.9.8' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^insights=\d+\.[\w-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    expect((await api.app.request('/api/insights', { headers: { cookie: cookie.split(';')[0]! } })).status).toBe(200);
    expect(
      (await api.app.request('/api/insights', { headers: { cookie: 'insights=99999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } })).status,
    ).toBe(401);
    const bad = await api.app.request('/api/insights?days=0&department=x', { headers: { cookie: cookie.split(';')[0]! } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/days must be a whole number from 1 to 366.*department must be one of/);
    clock += 12 * 60 * 60 * 1000 + 1;
    expect((await api.app.request('/api/insights', { headers: { cookie: cookie.split(';')[0]! } })).status).toBe(401);
  });

  it('after five wrong tokens the right one is told to wait for the Retry-After, in the visitor language, and signs in once the wait is over', async () => {
    const address = '10.7.7.7';
    const wrongTry = (headers: Record<string, string> = {}) => api.post('/api/insights/session', { token: `${token}?` }, { address, headers });
    for (let i = 0; i < 5; i++) expect((await wrongTry()).status).toBe(401);
    clock += 20_000;
    const limited = await api.post('/api/insights/session', { token }, { address, headers: { 'accept-language': 'es' } });
    expect(limited.status).toBe(429);
    // the first wrong try leaves the minute 40 s from now
    expect(limited.headers.get('retry-after')).toBe('40');
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Demasiados tokens incorrectos; espere 40 segundos antes de volver a intentarlo', issues: [] },
    });
    const english = await wrongTry();
    expect((await english.json()).error.message).toBe('Too many wrong tokens; wait 40 seconds before you try again');
    clock += 40_000;
    expect((await api.post('/api/insights/session', { token }, { address })).status).toBe(200);
    // a sign-in clears the wrong tries before it: five more are allowed
    for (let i = 0; i < 5; i++) expect((await wrongTry()).status).toBe(401);
    expect((await wrongTry()).status).toBe(429);
  });

  it("signs in from the page's own form, without script: a wrong token and the limit lead back to the page saying so, the right one sets the cookie", async () => {
    const address = '10.6.6.6';
    const form = (given: string) =>
      api.post('/insights', new URLSearchParams({ token: given }).toString(), { address, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    for (let i = 0; i < 5; i++) {
      const wrong = await form(`${token}!`);
      expect(wrong.status).toBe(303);
      expect(wrong.headers.get('location')).toBe('/insights?refused=token');
      expect(wrong.headers.get('set-cookie')).toBeNull();
    }
    const limited = await form(token);
    expect(limited.status).toBe(303);
    // the page says how long is left from the moment the wait ends
    expect(limited.headers.get('location')).toBe(`/insights?until=${clock + 60_000}`);
    clock += 60_000;
    const right = await form(token);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/insights');
    const cookie = right.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^insights=\d+\.[\w-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    expect((await api.app.request('/api/insights', { headers: { cookie: cookie.split(';')[0]! } })).status).toBe(200);
  });

  it('answers 404 for the page and its API without a token', async () => {
    const none = openApp(t, { now: () => day });
    expect((await none.app.request('/api/insights')).status).toBe(404);
    expect((await none.post('/api/insights/session', { token })).status).toBe(404);
    expect((await none.app.request('/insights')).status).toBe(404);
    expect((await none.post('/insights', 'token=x', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(404);
    await none.close();
  });

  it('says how a score compares from 30 stored teams on (mid-rank, ties half), nothing at 29', async () => {
    const dept = marketing.definition;
    const block = peersBlock(dept)!;
    const next = random(30);
    const sent = Array.from({ length: 29 }, () => answersFor(marketing, next));
    const scores: number[] = [];
    for (const answers of sent) {
      const res = await api.post(dept.api, answers);
      scores.push(((await res.json()) as Record<string, number>)[dept.scoring.field]!);
    }
    await api.queue.flush();
    const probe = sent[0]!;
    const at29 = (await (await api.post(dept.api, probe)).json()) as Record<string, unknown>;
    expect(at29.peers).toBeUndefined();
    expect(peersLine(block, undefined, displayModel(dept).scope(at29), fillTemplate)).toBe(
      `Once 30 marketing teams have taken this assessment, you will see here how yours compares.`,
    );
    await api.queue.flush();
    scores.push(scores[0]!);
    const at30 = (await (await api.post(dept.api, probe)).json()) as Record<string, unknown>;
    const mine = scores[0]!;
    const below = scores.filter((s) => s < mine).length;
    const same = scores.filter((s) => s === mine).length;
    const percent = Math.round(((below + same / 2) / 30) * 100);
    expect(at30.peers).toEqual({ teams: 30, percent });
    expect(peersLine(block, at30.peers as Peers, displayModel(dept).scope(at30), fillTemplate)).toBe(
      `Your score is higher than ${percent}% of the 30 marketing teams that took this assessment.`,
    );
    // the counts outlive the server: a new one reads them from the database
    await api.queue.flush();
    const again = openApp(t, { now: () => day });
    await again.insights.reload();
    expect(((await (await again.post(dept.api, probe)).json()) as { peers: Peers }).peers.teams).toBe(31);
    await again.close();
  });
});
