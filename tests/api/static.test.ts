import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestDatabase } from './databases.js';
import { openApp, type TestApp } from './fixtures.js';

const html = '<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>';

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
    writeFileSync(join(dir, 'assets', 'index-a1b2c3.js'), 'console.log("app")');
    writeFileSync(join(dir, 'assets', 'index-d4e5f6.css'), 'body{margin:0}');
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
    expect(await js.text()).toBe('console.log("app")');
    const css = await api.app.request('/assets/index-d4e5f6.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it.each(['/', '/sales', '/hr-results', '/quote-generator', '/no/such/page'])('answers %s with index.html, revalidated on every visit', async (path) => {
    const res = await api.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(await res.text()).toBe(html);
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

  it('says so when the web app is not built', async () => {
    const res = await bare.app.request('/sales');
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('The web app is not built; run npm run build');
    expect(bare.web).toBe(false);
    expect(api.web).toBe(true);
  });
});
