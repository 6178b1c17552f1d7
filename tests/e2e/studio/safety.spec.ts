import { expect, test } from '@playwright/test';
import { startStudio, type RunningStudio } from '../support/studio/studio-server.js';

test.describe.configure({ mode: 'serial' });
let studio: RunningStudio;
test.beforeAll(async () => {
  studio = await startStudio(4475);
});
test.afterAll(async () => studio.close());

test('without its token the studio shows nothing but how to get in', async ({ page }) => {
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
  const res = await request.get(`${studio.origin}/api/files`, { headers: { 'x-studio-token': studio.token, host: 'rebound.example:4475' } });
  expect(res.status()).toBe(403);
  expect(await res.text()).toContain('this request was addressed to \\"rebound.example:4475\\"');
});

test('a path outside the definitions folder is refused with a clear error', async ({ request }) => {
  const headers = { 'x-studio-token': studio.token };
  for (const path of ['../schema/department.schema.json', '../package.yaml', '/etc/passwd']) {
    const res = await request.get(`${studio.origin}/api/file?path=${encodeURIComponent(path)}`, { headers });
    expect(res.status()).toBe(400);
    expect(await res.text()).toMatch(/The path .* is refused: /);
  }
});
