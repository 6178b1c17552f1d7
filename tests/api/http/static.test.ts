import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestDatabase } from '../support/databases.js';
import { definitions, openApp, type TestApp } from '../support/fixtures.js';

const script = 'console.log("the app");\n'.repeat(40);
const html =
  '<!doctype html><html><head><title>App</title><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>';
const robots = readFileSync(join(import.meta.dirname, '../../../web/public/robots.txt'), 'utf8');
const { site, quotes, reports } = definitions;
const dept = definitions.departments[0]!;
const headOf = (page: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(page)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(page)?.[1],
  noindex: page.includes('<meta name="robots" content="noindex" />'),
});

describe.each(targets)('the web app, served beside the API on $name', (target) => {
  let t: TestDatabase;
  let api: TestApp;
  let bare: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await target.open();
    dir = mkdtempSync(join(tmpdir(), 'web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), script);
    writeFileSync(join(dir, 'assets', 'index-d4e5f6.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'robots.txt'), robots);
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    api = openApp(t, { webDir: dir });
    bare = openApp(t, { webDir: join(dir, 'not-built') });
  });
  afterAll(async () => {
    await api.close();
    await bare.close();
    await t.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves hashed assets for a year, immutable, with their types', async () => {
    const js = await api.app.request('/assets/index-a1b2c3.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe(script);
    const css = await api.app.request('/assets/index-d4e5f6.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('sends a hashed asset without an ETag, as it is never revalidated, and whole whatever the request says', async () => {
    const js = await api.app.request('/assets/index-a1b2c3.js');
    expect(js.headers.get('etag')).toBeNull();
    const asked = await api.app.request('/assets/index-a1b2c3.js', { headers: { 'if-none-match': '"anything"' } });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toBe(script);
    // a page is revalidated on every visit: it has one
    expect((await api.app.request('/')).headers.get('etag')).toMatch(/^"/);
  });

  it('sends a file only the security header that acts on a file, and a page all of them', async () => {
    for (const path of ['/assets/index-a1b2c3.js', '/assets/index-d4e5f6.css', '/robots.txt']) {
      const file = await api.app.request(path);
      expect(file.status).toBe(200);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toBeNull();
      expect(file.headers.get('referrer-policy')).toBeNull();
    }
    const page = await api.app.request('/');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
    // a missing file is an error answer, with all of them
    expect((await api.app.request('/assets/missing.js')).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  const routes = [
    '/',
    ...definitions.departments.flatMap((d) => [...Object.values(d.routes), ...d.samplePages.map((p) => p.route)]),
    quotes.route,
    reports.team.route,
    reports.company.route,
  ];

  it.each(routes)('answers the route %s with the page, its head written in, revalidated on every visit', async (path) => {
    const res = await api.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    const page = await res.text();
    expect(page).toContain('<script type="module" src="/assets/index-a1b2c3.js"></script>');
    expect(headOf(page).title).toBeTruthy();
    expect(headOf(page).description?.length).toBeGreaterThan(50);
    expect(headOf(page).noindex).toBe(false);
  });

  it("writes each page's own title and meta description from its definition, escaped", async () => {
    const landing = headOf(await (await api.app.request(dept.routes.landing)).text());
    expect(landing).toEqual({ title: dept.landing.documentTitle ?? dept.landing.heading, description: dept.landing.metaDescription, noindex: false });
    const quote = headOf(await (await api.app.request(quotes.route)).text());
    expect(quote.description).toBe(quotes.metaDescription!.replaceAll("'", '&#39;'));
    expect(headOf(await (await api.app.request(`${dept.routes.results}/`)).text()).description).toBe(dept.results.metaDescription);
  });

  it.each(['/no/such/page', '/metrics', '/healthz', '/index.html', `${dept.routes.landing}/more`])(
    "answers %s, which is no route, 404 with the app's 404 page",
    async (path) => {
      const res = await api.app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await res.text();
      expect(headOf(page)).toEqual({ title: site.notFound.title, description: undefined, noindex: true });
      expect(page).toContain('<div id="root"></div>');
    },
  );

  it('serves a robots file that lets crawlers in', async () => {
    const res = await api.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toMatch(/^User-agent: \*\nAllow: \/\n/);
  });

  it.each([
    ['br', 'gzip, deflate, br, zstd', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
    ['gzip', 'br;q=0, gzip', gunzipSync],
  ])('sends a hashed asset as %s to a browser accepting %s, with its length and cache headers', async (encoding, accept, decode) => {
    const res = await api.app.request('/assets/index-a1b2c3.js', { headers: { 'accept-encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sent = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(sent.length);
    expect(sent.length).toBeLessThan(script.length / 4);
    expect(decode(sent).toString()).toBe(script);
  });

  it('sends the bytes as built to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const res = await api.app.request('/assets/index-a1b2c3.js', { headers });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-length')).toBe(String(script.length));
      expect(await res.text()).toBe(script);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const headers = { 'accept-encoding': 'gzip, br' };
    const get = await api.app.request('/assets/index-a1b2c3.js', { headers });
    const head = await api.app.request('/assets/index-a1b2c3.js', { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    for (const name of ['content-encoding', 'content-length', 'etag', 'vary', 'cache-control']) expect(head.headers.get(name)).toBe(get.headers.get(name));
    expect(await head.text()).toBe('');
  });

  it('answers a Range request with the whole file, as it has no partial answers', async () => {
    const res = await api.app.request('/assets/index-a1b2c3.js', { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(script);
  });

  it('answers a revalidation with 304 when index.html did not change', async () => {
    const first = await api.app.request('/');
    const again = await api.app.request('/', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves other files of the build as they are', async () => {
    const res = await api.app.request('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
  });

  it.each([
    ['DELETE', '/'],
    ['POST', '/sales'],
    ['PUT', '/assets/index-a1b2c3.js'],
    ['PROPFIND', '/favicon.svg'],
  ])('answers %s on the page or file %s with 405 and Allow: GET, HEAD, in the JSON error shape', async (method, path) => {
    const res = await api.app.request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await res.json()).error).toMatchObject({ code: 'method_not_allowed', message: `${path} answers GET, HEAD only` });
    // and nothing is served by it: a GET still answers the page
    expect((await api.app.request(path)).status).toBe(200);
  });

  it('answers another method on a path that is nothing with 404', async () => {
    const res = await api.app.request('/no/such/page', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await api.app.request('/assets/index-000000.js');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('never answers an /api path with the page', async () => {
    const res = await api.app.request('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('gives every page the definitions the server loaded: the index inline, each part a file named after its content, cached for good', async () => {
    const page = await (await api.app.request(dept.routes.wizard)).text();
    const inline = /<script id="definitions" type="application\/json">([^<]*)<\/script>/.exec(page)?.[1];
    const index = JSON.parse(inline ?? 'null') as { site: unknown; files: { departments: Record<string, string> } };
    // site.yaml but the API's words for its errors, which a page never shows itself
    const { errors, ...rest } = site;
    expect(index.site).toEqual(rest);
    expect(JSON.stringify(index)).not.toContain(errors.overloaded);
    const url = index.files.departments[dept.id]!;
    expect(url).toMatch(new RegExp(`^/assets/definitions/department-${dept.id}-[0-9a-f]{16}\\.json$`));
    // the wizard's page starts fetching its department while its code loads
    expect(page).toContain(`<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous" />`);
    const part = await api.app.request(url);
    expect(part.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(part.headers.get('content-type')).toBe('application/json');
    const served = (await part.json()) as Record<string, unknown>;
    expect(served.wizard).toEqual(JSON.parse(JSON.stringify(dept.wizard)));
    // keys only the lint reads stay on the server
    expect(served).not.toHaveProperty('acknowledge');
    // made at start, sent compressed like the built files
    const br = await api.app.request(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString())).toEqual(served);
    expect((await api.app.request('/assets/definitions/department-sales-0000000000000000.json')).status).toBe(404);
  });

  it('says so when the web app is not built', async () => {
    const res = await bare.app.request('/sales');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('The web app is not built; run npm run build');
    expect(bare.web).toBe(false);
    expect(api.web).toBe(true);
  });
});
