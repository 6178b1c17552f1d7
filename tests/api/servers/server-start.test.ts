import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { start } from '../support/spawn-server.js';

// a setting the server cannot use: one line naming the setting and what to do, no stack trace, exit 1
const folder = mkdtempSync(join(tmpdir(), 'server-start-'));
const busy: Server[] = [];
afterAll(() => {
  for (const s of busy) s.close();
  chmodSync(folder, 0o755);
  rmSync(folder, { recursive: true, force: true });
});

async function refused(env: Record<string, string>): Promise<string> {
  const server = start(env);
  await expect(server.port).rejects.toThrow();
  expect(await server.exit).toBe(1);
  const output = server.output().trim();
  expect(output).not.toMatch(/^\s+at /m);
  expect(output.split('\n')).toHaveLength(1);
  return output;
}

// each test starts a server (tsx compiles it first), over a minute on a busy 2-core machine; a test ends when done
describe('the server refuses settings it cannot use, saying which', { timeout: 150_000 }, () => {
  it('a PORT already in use', async () => {
    const other = createServer();
    busy.push(other);
    const port = await new Promise<number>((done) => other.listen(0, '127.0.0.1', () => done((other.address() as { port: number }).port)));
    expect(await refused({ PORT: String(port) })).toBe(
      `cannot start: PORT ${port} is already in use on 127.0.0.1: stop what listens there, or choose another PORT (0 picks a free one)`,
    );
  });

  it('a HOST that is no address of this machine', async () => {
    expect(await refused({ HOST: 'no-such-host.invalid' })).toBe(
      'cannot start: HOST "no-such-host.invalid" is neither an address nor a host name that resolves: use an address of this machine, 127.0.0.1 (this machine only) or 0.0.0.0 (every address)',
    );
  });

  it('a DATA_DIR that is a file', async () => {
    const file = join(folder, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(await refused({ DATA_DIR: file })).toBe(
      `cannot start: DATA_DIR ${file} cannot be used as this server's data folder (it is a file, not a folder): give DATA_DIR a folder this user can write`,
    );
  });

  it('a DATA_DIR this user cannot write', async () => {
    const locked = join(folder, 'read-only');
    mkdirSync(locked);
    chmodSync(locked, 0o555);
    // root writes server.pid anyway and the embedded database refuses the folder; anyone else is refused at once
    expect(await refused({ DATA_DIR: locked })).toMatch(
      new RegExp(
        `^cannot start: (DATA_DIR ${locked} cannot be used as this server's data folder \\(permission denied\\)|the embedded database could not be opened in DATA_DIR ${locked} \\(file system error: permission denied\\))`,
      ),
    );
    chmodSync(locked, 0o755);
  });

  it('a PUBLIC_URL with a path', async () => {
    expect(await refused({ PUBLIC_URL: 'https://tool.example.com/tool' })).toBe(
      'cannot start: PUBLIC_URL must be the address visitors open the site at: http:// or https:// and a host, with no path, such as https://tool.example.com, got "https://tool.example.com/tool"',
    );
  });

  it('a DATABASE_URL that is no PostgreSQL URL, without repeating it', async () => {
    const output = await refused({ DATABASE_URL: 'mysql://user:secret@db.example/app' });
    expect(output).toBe(
      'cannot start: DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/db (or unset for the embedded database), got one starting "mysql:"',
    );
    expect(output).not.toContain('secret');
  });

  it('a DATABASE_URL whose server does not answer, said once', async () => {
    const closed = createServer();
    const port = await new Promise<number>((done) => closed.listen(0, '127.0.0.1', () => done((closed.address() as { port: number }).port)));
    await new Promise((done) => closed.close(done));
    expect(await refused({ DATABASE_URL: `postgres://tool@127.0.0.1:${port}/tool` })).toBe(
      `cannot start: DATABASE_URL cannot be used: ECONNREFUSED connect ECONNREFUSED 127.0.0.1:${port}; check its host, port, user, password and database name`,
    );
  });
});
