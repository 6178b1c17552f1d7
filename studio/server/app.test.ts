import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
});
