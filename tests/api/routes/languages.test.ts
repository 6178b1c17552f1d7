import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../engine/display/format.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { pageHeads } from '../../../engine/display/page-heads.js';
import { assessmentResults, assessments } from '../../../api/db/schema.js';
import { targets } from '../support/databases.js';
import { answersFor, appPerSuite, definitions, loaded, models, openApp, random, validQuote, type TestApp } from '../support/fixtures.js';

// the Spanish texts come from the translation the definitions load, never written here: they change as translators work
const es = loaded.inLanguage('es')!;
const inLanguage = { inLanguage: (code: string) => loaded.inLanguage(code) };
const [english, spanish] = definitions.site.languages.map((l) => l.code) as [string, string];

// a department whose recommendations Spanish translates, the answers that show one of them, and its result field
const recommended = models.flatMap((model) => {
  const field = Object.keys(model.definition.result).find((f) => model.definition.result[f] === '$recommendations');
  const own = es.models.find((m) => m.definition.id === model.definition.id)!;
  if (!field) return [];
  for (let seed = 1; seed < 40; seed++) {
    const answers = answersFor(model, random(seed));
    const titles = (m: typeof model) => (evaluate(m, answers)[field] as { title: string }[]).map((r) => r.title);
    if (titles(own).some((t, i) => t !== titles(model)[i])) return [{ model, own, answers, field }];
  }
  return [];
})[0];

const withoutTexts = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? '' : v)));

describe.each(targets)('the API in the request language on $name', (target) => {
  const suite = appPerSuite(target, inLanguage);

  it('has Spanish texts to answer with (definitions/es)', () => {
    expect(spanish).toBe('es');
    expect(recommended).toBeDefined();
  });

  it.each([
    ['Accept-Language: es', '', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' }],
    ['?lang=es', '?lang=es', {}],
  ])('answers a calculation asked with %s with the Spanish texts and the English figures', async (_how, query, headers) => {
    const { model, own, answers, field } = recommended!;
    const res = await suite.api.post(`${model.definition.api}${query}`, answers, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
    const body = await res.json();
    const englishBody = evaluate(model, answers);
    expect(body).toEqual(evaluate(own, answers));
    expect(body[field]).not.toEqual(englishBody[field]);
    // scores, bands and figures do not depend on the language: only the texts differ
    expect(withoutTexts(body)).toEqual(withoutTexts(englishBody));
    expect(body[model.definition.scoring.field]).toBe(englishBody[model.definition.scoring.field]);
  });

  it('answers English without a language, and for a language not declared', async () => {
    const { model, answers } = recommended!;
    for (const init of [{}, { headers: { 'accept-language': 'fr-FR, de;q=0.5' } }]) {
      const res = await suite.api.post(model.definition.api, answers, init);
      expect(res.headers.get('content-language')).toBe(english);
      expect(await res.json()).toEqual(evaluate(model, answers));
    }
    const res = await suite.api.post(`${model.definition.api}?lang=xx`, answers, { headers: { 'accept-language': 'es' } });
    expect(res.headers.get('content-language')).toBe('es');
  });

  it('stores the same rows for an English and a Spanish calculation, but for ids and times', async () => {
    const { model, answers } = recommended!;
    const stored = async () => {
      expect(await suite.api.queue.flush()).toBe(true);
      return suite.t.db.orm
        .select()
        .from(assessments)
        .innerJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
        .where(eq(assessments.definitionHash, model.hash));
    };
    const before = new Set((await stored()).map((r) => r.assessments.id));
    await suite.api.post(model.definition.api, answers, { headers: { 'accept-language': 'en' } });
    await suite.api.post(model.definition.api, answers, { headers: { 'accept-language': 'es' } });
    const rows = (await stored())
      .filter((r) => !before.has(r.assessments.id))
      .map(({ assessments: a, assessment_results: r }) => ({ a: { ...a, id: '', createdAt: null }, r: { ...r, id: '', assessmentId: '', createdAt: null } }));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(rows[0]);
    expect(isDeepStrictEqual(rows[0]!.a.answers, answers)).toBe(true);
    expect(rows[0]!.r.results).toEqual(evaluate(model, answers));
  });

  it("validates a quote with the language's messages, and answers the solutions in it", async () => {
    const bad = await suite.api.post(definitions.quotes.api, { ...validQuote, contactName: '' }, { headers: { 'accept-language': 'es' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-language')).toBe('es');
    expect((await bad.json()).error.issues).toContainEqual({ path: 'contactName', message: es.definitions.quotes.messages.contactName });
    const good = await suite.api.post(`${definitions.quotes.api}?lang=es`, validQuote);
    expect(good.status).toBe(201);
    const english = await suite.api.post(definitions.quotes.api, validQuote);
    const [answered, englishAnswer] = [await good.json(), await english.json()];
    const byId = new Map(es.definitions.quotes.solutions.map((s) => [s.id, s.title]));
    for (const s of answered.selectedSolutions as { id: string; title: string }[]) expect(s.title).toBe(byId.get(s.id));
    expect(answered.totalCost).toBe(englishAnswer.totalCost);
    expect(withoutTexts(answered.selectedSolutions)).toEqual(withoutTexts(englishAnswer.selectedSolutions));
  });
});

describe.each(targets)("the visitors' error messages in the request language on $name", (target) => {
  let api: TestApp;
  let t: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    t = await target.open();
    api = openApp(t, { ...inLanguage, rateLimits: { writes: { max: 1, windowMs: 60_000 } } });
  });
  afterAll(async () => {
    await api.close();
    await t.dispose();
  });
  const errors = es.definitions.site.errors;

  it('says 429 in Spanish, its seconds written in', async () => {
    const from = (headers: Record<string, string>) => api.post(definitions.quotes.api, validQuote, { address: '10.9.0.1', headers });
    expect((await from({})).status).toBe(201);
    const limited = await from({ 'accept-language': 'es-MX' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-language')).toBe('es');
    const seconds = Number(limited.headers.get('retry-after'));
    const message = (await limited.json()).error.message as string;
    expect(message).toBe(fillTemplate(errors.rateLimited, { seconds }));
    expect(message).not.toBe(fillTemplate(definitions.site.errors.rateLimited, { seconds }));
    expect((await (await from({})).json()).error.message).toBe(fillTemplate(definitions.site.errors.rateLimited, { seconds }));
  });

  it('says 503 in Spanish while the database is down', async () => {
    const other = openApp(t, inLanguage);
    await t.outage();
    try {
      const res = await other.post(`${definitions.quotes.api}?lang=es`, validQuote);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: { code: 'database_unavailable', message: errors.notSaved.quote, issues: [] } });
      expect(errors.notSaved.quote).not.toBe(definitions.site.errors.notSaved.quote);
    } finally {
      await t.recover();
      await other.close();
    }
  });

  it('keeps a message for developers in English', async () => {
    const res = await api.post(`${recommended!.model.definition.api}?lang=es`, '{"a":');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('The body is not valid JSON');
  });
});

describe.each(targets)('the pages in the visitor language on $name', (target) => {
  let api: TestApp;
  let t: Awaited<ReturnType<typeof target.open>>;
  let dir: string;
  const html = '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><title>App</title></head><body><div id="root"></div></body></html>';
  const landing = definitions.departments.find((d) => d.id === 'sales')!.routes.landing;
  const heads = { en: pageHeads({ ...definitions }), es: pageHeads({ ...es.definitions, departments: es.models.map((m) => m.definition) }) };
  const escaped = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  beforeAll(async () => {
    t = await target.open();
    dir = mkdtempSync(join(tmpdir(), 'web-languages-'));
    writeFileSync(join(dir, 'index.html'), html);
    api = openApp(t, { ...inLanguage, webDir: dir, publicUrl: 'https://tool.example.com' });
  });
  afterAll(async () => {
    await api.close();
    await t.dispose();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (path: string, headers: Record<string, string> = {}) => api.app.request(path, { headers });

  it('serves ?lang=es in Spanish: <html lang dir>, title, description, alternates, and keeps the choice in a cookie', async () => {
    const res = await get(`${landing}?lang=es`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^lang=es; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const page = await res.text();
    expect(page).toContain('<html lang="es" dir="ltr" data-mantine-color-scheme="light">');
    const head = heads.es.routes.get(landing)!;
    expect(head.title).not.toBe(heads.en.routes.get(landing)!.title);
    expect(page).toContain(`<title>${escaped(head.title)}</title>`);
    expect(page).toContain(`<meta name="description" content="${escaped(head.description!)}" />`);
    // full addresses at PUBLIC_URL: search engines skip a path
    for (const code of ['en', 'es'])
      expect(page).toContain(`<link rel="alternate" hreflang="${code}" href="https://tool.example.com${landing}?lang=${code}" />`);
    expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="https://tool.example.com${landing}" />`);
    // the page carries the Spanish definitions, and says so
    expect(JSON.parse(/<script id="definitions" type="application\/json">(.*)<\/script>/.exec(page)![1]!).language).toBe('es');

    const later = await get('/', { cookie: 'lang=es', 'accept-language': 'en' });
    expect(later.headers.get('content-language')).toBe('es');
    expect(later.headers.get('set-cookie')).toBeNull();
    expect(await later.text()).toContain(`<title>${escaped(heads.es.routes.get('/')!.title)}</title>`);
  });

  it("serves the browser's language, and English when nothing says otherwise", async () => {
    const spanishPage = await get(landing, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(spanishPage.headers.get('content-language')).toBe('es');
    expect(await spanishPage.text()).toContain('<html lang="es" dir="ltr"');
    const plain = await get(landing);
    expect(plain.headers.get('content-language')).toBe('en');
    const page = await plain.text();
    expect(page).toContain('<html lang="en" dir="ltr"');
    expect(page).toContain(`<title>${escaped(heads.en.routes.get(landing)!.title)}</title>`);
    // ?lang= over the cookie
    expect((await get(`${landing}?lang=en`, { cookie: 'lang=es' })).headers.get('content-language')).toBe('en');
  });

  it('passes over a language not declared: no error page, no cookie, the next source decides', async () => {
    const res = await get(`${landing}?lang=xx`, { 'accept-language': 'es' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe('es');
    expect(res.headers.get('set-cookie')).toBeNull();
    const unknownCookie = await get(landing, { cookie: 'lang=xx' });
    expect(unknownCookie.status).toBe(200);
    expect(unknownCookie.headers.get('content-language')).toBe('en');
  });

  it('serves the 404 page in the language', async () => {
    const res = await get('/no/such/page?lang=es');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-language')).toBe('es');
    expect(await res.text()).toContain(`<title>${escaped(heads.es.notFound.title)}</title>`);
  });
});
