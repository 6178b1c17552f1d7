import { describe, expect, it } from 'vitest';
import { eventCounts } from '../../../api/db/schema.js';
import { embedRoutes } from '../../../engine/display/embed.js';
import { unknownHost } from '../../../engine/insights/hosts.js';
import { pageViewOf, stepOfSearch } from '../../../engine/insights/page-views.js';
import { targets } from '../support/databases.js';
import { appPerSuite, definitions, models } from '../support/fixtures.js';

const [first] = models.map((m) => m.definition);
const dept = first!;
const places = { departments: models.map((m) => m.definition), quotes: { route: definitions.quotes.route } };

describe('the events a page counts as it shows (engine/insights/page-views.ts)', () => {
  it('a landing its view, a wizard its start and the question of its address, the quote generator its start, any other page nothing', () => {
    expect(pageViewOf(places, dept.routes.landing)).toEqual({ events: [{ kind: 'page_viewed', department: dept.id }] });
    expect(pageViewOf(places, dept.routes.wizard)).toEqual({ events: [{ kind: 'wizard_started', department: dept.id }], question: dept.id });
    expect(pageViewOf(places, definitions.quotes.route)).toEqual({ events: [{ kind: 'quote_started' }] });
    // an embed's wizard counts as the wizard does, with the page it is on (its head names it: embedHostScript)
    expect(pageViewOf(places, embedRoutes(dept.id).wizard)).toEqual({
      events: [{ kind: 'wizard_started', department: dept.id }],
      question: dept.id,
      embed: true,
    });
    expect(pageViewOf(places, dept.routes.results)).toBeUndefined();
    expect(pageViewOf(places, embedRoutes(dept.id).results)).toBeUndefined();
    expect(pageViewOf(places, '/no-such-page')).toBeUndefined();
  });

  it('reads the step of a wizard address: the first without one, none for one that is no step', () => {
    expect(stepOfSearch('')).toBe(1);
    expect(stepOfSearch('?step=3&lang=es')).toBe(3);
    for (const bad of ['?step=0', '?step=-1', '?step=2.5', '?step=abc', '?step=100000']) expect(stepOfSearch(bad), bad).toBeUndefined();
  });
});

describe.each(targets)('GET /api/events/view on $name', (target) => {
  const suite = appPerSuite(target, { now: () => new Date('2026-12-06T10:00:00Z') });
  const view = (page: string, headers: Record<string, string> = {}) =>
    suite.api.app.request(`/api/events/view?page=${encodeURIComponent(page)}`, { headers: { host: '127.0.0.1', ...headers } });
  const counts = async () => {
    await suite.api.events.flush();
    const rows = await suite.t.db.run((orm) => orm.select().from(eventCounts));
    return Object.fromEntries(rows.map((r) => [`${r.event}|${r.department}|${r.step}${r.host ? `|${r.host}` : ''}`, Number(r.count)]));
  };

  it("counts the events of the page's address once per request, and answers a 1 x 1 image the browser keeps privately", async () => {
    const before = await counts();
    const res = await view(`${dept.routes.wizard}?step=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toBe('private, max-age=1800');
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const after = await counts();
    const grew = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    expect(grew(`wizard_started|${dept.id}|0`)).toBe(1);
    expect(grew(`question_reached|${dept.id}|2`)).toBe(1);
    expect(grew(`question_reached|${dept.id}|1`)).toBe(0);
  });

  it('counts a landing view and the quote generator, and nothing for a page that counts nothing or a step past the wizard', async () => {
    const before = await counts();
    for (const page of [dept.routes.landing, definitions.quotes.route, dept.routes.results, '/no-such-page', `${dept.routes.wizard}?step=999`, 'http://[bad'])
      expect((await view(page)).status, page).toBe(200);
    const after = await counts();
    const grew = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    expect(grew(`page_viewed|${dept.id}|0`)).toBe(1);
    expect(grew('quote_started||0')).toBe(1);
    // the wizard past its last step: its start counts, no question does
    expect(grew(`wizard_started|${dept.id}|0`)).toBe(1);
    const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
    expect(total(after) - total(before)).toBe(3);
  });

  it("counts an embed's wizard without script as the wizard, under an unknown host: a frame without script cannot tell the page it is on", async () => {
    const before = await counts();
    expect((await view(`${embedRoutes(dept.id).wizard}?step=2`)).status).toBe(200);
    const after = await counts();
    const grew = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    expect(grew(`wizard_started|${dept.id}|0|${unknownHost}`)).toBe(1);
    expect(grew(`question_reached|${dept.id}|2|${unknownHost}`)).toBe(1);
    expect(grew(`wizard_started|${dept.id}|0`), "not counted as the site's own wizard").toBe(0);
  });

  it('counts nothing for a browser sending Global Privacy Control or Do Not Track, and still answers the image', async () => {
    const before = await counts();
    for (const headers of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[]) expect((await view(dept.routes.landing, headers)).status).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it('refuses an address without its page, naming the field', async () => {
    const res = await suite.api.app.request('/api/events/view', { headers: { host: '127.0.0.1' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('page');
  });
});
