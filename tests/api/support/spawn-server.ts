import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export interface Started {
  child: ChildProcess;
  output: () => string;
  port: Promise<number>;
  /** its exit code, or the signal that ended it */
  exit: Promise<number | NodeJS.Signals>;
}

/** the real entry point, as `npm start` runs it, on a port the system picks; a DATA_DIR of its own unless given */
export function start(env: Record<string, string>, command = ['--import', 'tsx', 'api/server.ts']): Started {
  const own = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'api-server-data-'));
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT: '0', DATABASE_URL: '', ...(own ? { DATA_DIR: own } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = watch(child);
  const { exit } = started;
  if (own) void exit.then(() => rmSync(own, { recursive: true, force: true }));
  return started;
}

/** asks the server to stop (SIGTERM, as an operator does) and gives its exit: 0 when it stopped cleanly */
export function stop(server: Started): Promise<number | NodeJS.Signals> {
  server.child.kill('SIGTERM');
  return server.exit;
}

/** a spawned server's output as it comes, the port it says it listens on, and its exit code */
export function watch(child: ChildProcess): Started {
  let out = '';
  const port = new Promise<number>((done, fail) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) done(Number(m[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', () => fail(new Error(`the server stopped before listening:\n${out}`)));
  });
  const exit = new Promise<number | NodeJS.Signals>((done) => child.on('exit', (code, signal) => done(code ?? signal!)));
  return { child, output: () => out, port, exit };
}
