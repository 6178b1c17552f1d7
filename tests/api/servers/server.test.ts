import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../api/db/client.js';
import { EmbeddedThreadDatabase } from '../../../api/db/pglite-thread.js';
import { assessments, definitionVersions } from '../../../api/db/schema.js';
import { contentHash } from '../../../engine/hash.js';
import { targets } from '../support/databases.js';
import { answersFor, models, quotes, random, validQuote } from '../support/fixtures.js';
import { start } from '../support/spawn-server.js';

/** a POST whose body arrives in two parts, with a pause between them; `connected` once its socket is */
function slowPost(
  port: number,
  path: string,
  body: string,
  pause: Promise<void>,
): { answer: Promise<{ status: number; text: string }>; connected: Promise<void> } {
  let connect!: () => void;
  const connected = new Promise<void>((r) => (connect = r));
  const answer = new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request({ port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => done({ status: res.statusCode!, text }));
    });
    // a socket the agent keeps alive from an earlier request is connected already
    req.on('socket', (socket) => (socket.connecting ? socket.once('connect', connect) : connect()));
    req.on('error', fail);
    req.write(body.slice(0, 10));
    void pause.then(() => req.end(body.slice(10)));
  });
  return { answer, connected };
}

/** a body sent in 1 KB chunks with no Content-Length, so only counting while reading can stop it */
function chunkedPost(port: number, path: string, kilobytes: number): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      done(res.statusCode!);
    });
    req.on('error', fail);
    for (let i = 0; i < kilobytes; i++) req.write(' '.repeat(1024));
    req.end();
  });
}

const servers = [
  { name: 'PGlite in a fresh DATA_DIR', open: async () => ({ dir: mkdtempSync(join(tmpdir(), 'api-server-')) }) },
  ...targets.filter((t) => t.name === 'PostgreSQL').map((t) => ({ name: 'PostgreSQL (DATABASE_URL)', open: async () => ({ test: await t.open() }) })),
];

describe.each(servers)('node --import tsx api/server.ts with $name', (target) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('starts, answers, finishes a request in flight on SIGTERM, stores everything and exits 0', { timeout: 300_000 }, async () => {
    const { dir, test } = (await target.open()) as { dir?: string; test?: Awaited<ReturnType<(typeof targets)[number]['open']>> };
    if (dir) cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    if (test) cleanup.push(() => test.dispose());
    const server = start(dir ? { DATA_DIR: dir } : { DATABASE_URL: test!.url! });
    cleanup.push(async () => void server.child.kill('SIGKILL'));
    const port = await server.port;
    const url = (path: string) => `http://127.0.0.1:${port}${path}`;

    const health = await fetch(url('/api/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });

    const next = random(9);
    const sent = models.map((m) => ({ path: m.definition.api, body: JSON.stringify(answersFor(m, next)) }));
    for (const { path, body } of sent) {
      const res = await fetch(url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(200);
    }
    const quote = await fetch(url(quotes.api), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validQuote) });
    expect(quote.status).toBe(201);
    const big = await fetch(url(sent[0]!.path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: ' '.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(await chunkedPost(port, sent[0]!.path, 70)).toBe(413);
    const malformed = await fetch(url(sent[0]!.path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect((await malformed.json()).error.code).toBe('invalid_json');

    // SIGTERM arrives while a request is still sending its body; it must still be answered
    let release!: () => void;
    const inFlight = slowPost(port, sent[0]!.path, sent[0]!.body, new Promise<void>((r) => (release = r)));
    // a request made after it is answered: the server has taken the slow one's connection (taken in order) by then
    await inFlight.connected;
    expect((await fetch(url('/api/health'))).status).toBe(200);
    server.child.kill('SIGTERM');
    // the rest of the body comes once the server says it is stopping, however long a busy machine takes to say so
    await expect.poll(() => server.output(), { timeout: 30_000, interval: 20 }).toContain('SIGTERM: finishing requests in flight');
    release();
    expect((await inFlight.answer).status).toBe(200);
    expect(await server.exit, server.output()).toBe(0);

    const log = server.output();
    expect(log).toMatch(
      new RegExp(`stopped · calculations answered ${sent.length + 1}, stored ${sent.length + 1}, left in the journal 0, set aside 0, dropped 0`),
    );
    expect(log).not.toMatch(/ada@example\.com|7946 0000|Lovelace/);
    const db: Database = test?.db ?? (await EmbeddedThreadDatabase.open(dir));
    const [row] = await db.orm.select({ n: count() }).from(assessments);
    expect(row!.n).toBe(sent.length + 1);
    // the start kept every department's definition under the hash its calculations carry
    const kept = await db.orm.select({ hash: definitionVersions.hash, content: definitionVersions.content }).from(definitionVersions);
    expect(kept.map((v) => v.hash).sort()).toEqual(models.map((m) => m.hash).sort());
    expect(kept.every((v) => contentHash(v.content) === v.hash)).toBe(true);
    if (dir) await db.close();
  });
});
