import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedOriginsMeta, embedRoutes } from '../../../engine/display/embed.js';
import { targets, type TestDatabase } from '../support/databases.js';
import { definitions, openApp, type TestApp } from '../support/fixtures.js';

const html = '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>';
const dept = definitions.departments[0]!;
const embed = embedRoutes(dept.id);
const ancestors = (res: Response) => /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const meta = (page: string) => new RegExp(`<meta name="${embedOriginsMeta}" content="([^"]*)"`).exec(page)?.[1];

describe.each(targets.slice(0, 1))('who may frame the pages ($name)', (target) => {
  let t: TestDatabase;
  let listed: TestApp;
  let unset: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await target.open();
    dir = mkdtempSync(join(tmpdir(), 'web-embed-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), html);
    listed = openApp(t, { webDir: dir, embedOrigins: ['https://www.example.com', 'http://127.0.0.2:4622'] });
    unset = openApp(t, { webDir: dir });
  });
  afterAll(async () => {
    await listed.close();
    await unset.close();
    await t.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an embed page (wizard and results) may be framed by the listed origins only, and carries them', async () => {
    for (const path of [embed.wizard, embed.results]) {
      const res = await listed.app.request(path);
      expect(res.status).toBe(200);
      expect(ancestors(res)).toBe('https://www.example.com http://127.0.0.2:4622');
      expect(res.headers.get('x-frame-options')).toBeNull();
      expect(meta(await res.text())).toBe('https://www.example.com http://127.0.0.2:4622');
    }
  });

  it('every other page, the 404 page and the API keep refusing every frame', async () => {
    for (const path of ['/', dept.routes.wizard, dept.routes.results, '/embed/no-such-department', '/api/health']) {
      expect(ancestors(await listed.app.request(path)), path).toBe("'none'");
    }
    expect((await listed.app.request('/embed/no-such-department')).status).toBe(404);
  });

  it('without EMBED_ORIGINS no one may frame the embed, and its page knows the list is empty', async () => {
    const res = await unset.app.request(embed.wizard);
    expect(ancestors(res)).toBe("'none'");
    expect(meta(await res.text())).toBe('');
  });

  it('a 304 of an embed page keeps its frame rule', async () => {
    const first = await listed.app.request(embed.wizard);
    const again = await listed.app.request(embed.wizard, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(ancestors(again)).toBe('https://www.example.com http://127.0.0.2:4622');
  });
});
