import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startStudio, type RunningStudio } from '../support/studio/studio-server.js';

test.describe.configure({ mode: 'serial' });
let studio: RunningStudio;
test.beforeAll(async () => {
  studio = await startStudio();
});
test.afterAll(async () => studio.close());

test('it listens on this machine only, and without its token shows nothing but how to get in', async ({ page, request }) => {
  expect(new URL(studio.url).hostname).toBe('127.0.0.1');
  expect((await request.get(`${studio.origin}/api/files`)).status()).toBe(401);
  const res = await page.goto(`${studio.origin}/?token=guessed`);
  expect(res?.status()).toBe(401);
  await expect(page.locator('body')).toContainText('open the address it printed');
});

test('a page of another site cannot read or write, even holding the token', async ({ request }) => {
  const headers = { 'x-studio-token': studio.token, origin: 'https://evil.example' };
  const read = await request.get(`${studio.origin}/api/files`, { headers });
  expect(read.status()).toBe(403);
  expect(await read.text()).toContain('A page of another site (https://evil.example) may not use the studio');
  const write = await request.put(`${studio.origin}/api/file?path=hr.yaml`, { headers, data: { text: 'x', force: true } });
  expect(write.status()).toBe(403);
});

test("a DNS-rebinding name (a Host not the studio's own) is refused", async ({ request }) => {
  const res = await request.get(`${studio.origin}/api/files`, {
    headers: { 'x-studio-token': studio.token, host: `rebound.example:${new URL(studio.origin).port}` },
  });
  expect(res.status()).toBe(403);
  expect(await res.text()).toContain(`this request was addressed to \\"rebound.example:${new URL(studio.origin).port}\\"`);
});

test('a path outside the definitions folder (.., absolute, a symlink leading out) is refused with a clear error, reading or writing', async ({ request }) => {
  const headers = { 'x-studio-token': studio.token };
  // a file beside the folder, and a link to it from inside
  const outside = join(dirname(studio.dir), 'secret.yaml');
  writeFileSync(outside, 'secret: 1\n');
  symlinkSync(outside, join(studio.dir, 'linked.yaml'));
  for (const path of ['../schema/department.schema.json', '../package.yaml', '/etc/passwd', 'linked.yaml', 'es/../../secret.yaml']) {
    const url = `${studio.origin}/api/file?path=${encodeURIComponent(path)}`;
    for (const res of [await request.get(url, { headers }), await request.put(url, { headers, data: { text: 'x: 1\n', force: true } })]) {
      expect(res.status(), path).toBe(400);
      expect(await res.text()).toMatch(/The path .* is refused: /);
    }
  }
  expect(readFileSync(outside, 'utf8')).toBe('secret: 1\n');
});
