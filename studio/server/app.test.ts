import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrandAssets } from '../../engine/display/browser-definitions.js';
import { definitionsDir } from '../../node/read-definitions.js';
import { studioApp } from './app.js';
import { textHash } from './folder.js';

const base = mkdtempSync(join(tmpdir(), 'studio-app-'));
const dir = join(base, 'definitions');
mkdirSync(join(dir, 'es'), { recursive: true });
writeFileSync(join(dir, 'team.yaml'), 'kind: site\n');
writeFileSync(join(base, 'secret.yaml'), 'secret: 1\n');
symlinkSync(join(base, 'secret.yaml'), join(dir, 'out.yaml'));
symlinkSync(base, join(dir, 'outside'));

const token = 'a-token-for-the-tests';
const host = '127.0.0.1:4470';
const app = studioApp({ dir, token, hosts: [host] });
afterAll(() => {
  app.close();
  rmSync(base, { recursive: true, force: true });
});

/** a request as the studio's own page sends it, with any header replaced */
const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  app.request(path, { ...init, headers: { host, 'x-studio-token': token, ...init.headers } });
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe('the studio admits only its user', () => {
  it('refuses a request without the token, or with another, naming what to open', async () => {
    const none = await app.request('/api/files', { headers: { host } });
    expect(none.status).toBe(401);
    expect(await message(none)).toMatch(/needs its token: open the address it printed/);
    expect((await call('/api/files', { headers: { 'x-studio-token': 'guessed' } })).status).toBe(401);
    expect((await app.request('/api/files?token=guessed', { headers: { host } })).status).toBe(401);
  });

  it('takes the token from the address once and keeps it in an HttpOnly SameSite=Strict cookie', async () => {
    const first = await app.request(`/api/files?token=${token}`, { headers: { host } });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const again = await app.request('/api/files', { headers: { host, cookie: cookie.split(';')[0]! } });
    expect(again.status).toBe(200);
  });

  it('refuses a Host that is not its own (a DNS-rebinding name), even with the token', async () => {
    const res = await call('/api/files', { headers: { host: 'attacker.example:4470' } });
    expect(res.status).toBe(403);
    expect(await message(res)).toMatch(/answers only at 127\.0\.0\.1:4470; this request was addressed to "attacker\.example:4470"/);
  });

  it("refuses another site's page (its Origin), reading or writing", async () => {
    const read = await call('/api/files', { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(403);
    expect(await message(read)).toMatch(/another site \(https:\/\/evil\.example\)/);
    const write = await call('/api/file?path=team.yaml', { method: 'PUT', headers: { origin: 'http://attacker.example:4470' }, body: '{}' });
    expect(write.status).toBe(403);
    expect(readFileSync(join(dir, 'team.yaml'), 'utf8')).toBe('kind: site\n');
    expect((await call('/api/files', { headers: { origin: `http://${host}` } })).status).toBe(200);
  });
});

describe('the studio reads and writes only inside the definitions folder', () => {
  const save = (path: string, text = 'x: 1\n') =>
    call(`/api/file?path=${encodeURIComponent(path)}`, { method: 'PUT', body: JSON.stringify({ text, force: true }) });

  it.each([
    ['../secret.yaml', /"\.\." and empty parts may not be used/],
    ['es/../../secret.yaml', /"\.\." and empty parts may not be used/],
    [join(base, 'secret.yaml'), /name a file relative to the definitions folder/],
    ['out.yaml', /a symlink on the way leads outside/],
    ['outside/secret.yaml', /a symlink on the way leads outside/],
    ['team.json', /only \.yaml files/],
  ])('refuses %s with a clear error', async (path, reason) => {
    for (const res of [await call(`/api/file?path=${encodeURIComponent(path)}`), await save(path)]) {
      expect(res.status).toBe(400);
      expect(await message(res)).toMatch(reason);
    }
    expect(readFileSync(join(base, 'secret.yaml'), 'utf8')).toBe('secret: 1\n');
  });

  it('saves atomically a file opened at the hash on disk, and asks first when the disk changed since', async () => {
    const opened = textHash('kind: site\n');
    const ok = await call('/api/file?path=team.yaml', { method: 'PUT', body: JSON.stringify({ text: 'kind: site # saved\n', baseHash: opened }) });
    expect(ok.status).toBe(200);
    expect(readFileSync(join(dir, 'team.yaml'), 'utf8')).toBe('kind: site # saved\n');
    const stale = await call('/api/file?path=team.yaml', { method: 'PUT', body: JSON.stringify({ text: 'kind: site # mine\n', baseHash: opened }) });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({
      error: { message: expect.stringMatching(/changed on disk since it was opened/), text: 'kind: site # saved\n' },
    });
    expect(readFileSync(join(dir, 'team.yaml'), 'utf8')).toBe('kind: site # saved\n');
  });

  it('lists the folder with each file and its hash', async () => {
    const res = await call('/api/files');
    const body = (await res.json()) as { files: { path: string }[] };
    expect(body.files.map((f) => f.path)).toEqual(['out.yaml', 'team.yaml'].filter((p) => p !== 'out.yaml'));
  });

  it('sends the folder in brotli to a browser that takes it, else in gzip', async () => {
    const plain = await (await call('/api/files')).text();
    const br = await call('/api/files', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await call('/api/files', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
  });
});

describe("the preview wears the saved theme, as the site's pages do", () => {
  it('names the theme files in the preview page, with the fonts in its head, and serves them', async () => {
    const themed = mkdtempSync(join(tmpdir(), 'studio-brand-'));
    const webRoot = join(themed, 'web');
    const defs = join(themed, 'definitions');
    cpSync(definitionsDir, defs, { recursive: true });
    mkdirSync(join(defs, 'brand'));
    mkdirSync(webRoot);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>Studio</title></head><body></body></html>');
    writeFileSync(join(webRoot, 'preview.html'), '<!doctype html><html><head><title>Preview</title></head><body></body></html>');
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"></svg>';
    writeFileSync(join(defs, 'brand/logo.svg'), logo);
    cpSync(join(definitionsDir, '../node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), join(defs, 'brand/brand.ttf'));
    const site = join(defs, 'site.yaml');
    const theme = `theme:\n  fontFamily: Brand Sans, sans-serif\n  fonts: [{ file: brand/brand.ttf, weight: 400 }]\n  logo: { file: brand/logo.svg, alt: Acme }\n`;
    writeFileSync(site, readFileSync(site, 'utf8').replace(/^theme:[^\n]*\n(?:[ #][^\n]*\n)*/m, theme));
    const studio = studioApp({ dir: defs, token, hosts: [host], webRoot });
    try {
      const get = (path: string) => studio.request(path, { headers: { host, 'x-studio-token': token } });
      const page = await (await get('/preview.html')).text();
      const assets = JSON.parse(/<script type="application\/json" id="brand">(.*?)<\/script>/.exec(page)![1]!) as BrandAssets;
      expect(assets.logo).toEqual({ src: expect.stringMatching(/^\/assets\/brand\/logo-\w+\.svg$/), width: 96, height: 32 });
      expect(page).toContain(`@font-face{font-family:"Brand Sans";src:url("${assets.fonts[0]!.src}")`);
      const served = await get(assets.logo!.src);
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      expect(await served.text()).toBe(logo);
      expect((await get(assets.fonts[0]!.src)).headers.get('content-type')).toBe('font/ttf');
      expect((await get('/assets/brand/nothing-0000.svg')).status).toBe(404);
    } finally {
      studio.close();
      rmSync(themed, { recursive: true, force: true });
    }
  });
});

describe('the built studio as it was at start', () => {
  it('is served whole while a build empties and writes dist/studio again (a second studio started beside it)', async () => {
    const base = mkdtempSync(join(tmpdir(), 'studio-build-'));
    const webRoot = join(base, 'web');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    const script = `console.log(${JSON.stringify('studio '.repeat(200))});`;
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/main-1.js"></script></head></html>');
    writeFileSync(join(webRoot, 'preview.html'), '<!doctype html><html><head><title>Preview</title></head><body></body></html>');
    writeFileSync(join(webRoot, 'assets/main-1.js'), script);
    writeFileSync(join(webRoot, 'assets/main-1.js.br'), brotliCompressSync(script));
    const studio = studioApp({ dir: definitionsDir, token, hosts: [host], webRoot });
    try {
      // the build under way: the folder emptied
      rmSync(webRoot, { recursive: true, force: true });
      const get = (path: string, headers: Record<string, string> = {}) => studio.request(path, { headers: { host, 'x-studio-token': token, ...headers } });
      const page = await get('/');
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(await page.text()).toContain('/assets/main-1.js');
      const asset = await get('/assets/main-1.js', { 'accept-encoding': 'br' });
      expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(asset.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await asset.arrayBuffer())).toString()).toBe(script);
      expect((await get('/preview.html')).status).toBe(200);
      // an asset the build never had is a 404 in words, not the page
      const missing = await get('/assets/main-2.js');
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('No studio file at /assets/main-2.js');
    } finally {
      studio.close();
      rmSync(base, { recursive: true, force: true });
    }
  });
});
