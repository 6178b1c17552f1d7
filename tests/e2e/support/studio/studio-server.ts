import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../../..');

export interface RunningStudio {
  /** the printed address, with its token */
  url: string;
  origin: string;
  token: string;
  /** the temporary copy of definitions/ the studio edits (schema/ beside it, as in the repository) */
  dir: string;
  close(): Promise<void>;
}

/**
 * Starts the built studio (npm run build:studio) on a copy of definitions/, as `npm run studio -- --dir <copy> --port
 * <port>` does, by default on a free port (a spec's tests run on both workers, each with its own studio); `{ npm: true }` runs that
 * very command, as a new user would (it builds the studio first).
 */
export async function startStudio({ npm = false, port = 0 } = {}): Promise<RunningStudio> {
  const base = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  cpSync(join(root, 'definitions'), join(base, 'definitions'), { recursive: true });
  cpSync(join(root, 'schema'), join(base, 'schema'), { recursive: true });
  const dir = join(base, 'definitions');
  // node directly, as the product's server in the Playwright config
  const args = ['--dir', dir, '--port', String(port)];
  // npm's own process starts the studio's: the two are a process group, stopped together
  const child: ChildProcess = npm
    ? spawn('npm', ['run', 'studio', '--', ...args], { cwd: root, stdio: 'pipe', detached: true })
    : spawn(process.execPath, ['--import', 'tsx', 'studio/server/main.ts', ...args], { cwd: root, stdio: 'pipe' });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the studio did not start: ${out}`)), npm ? 150_000 : 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/\S+\?token=\S+/.exec(out);
      if (m) {
        clearTimeout(timer);
        done(m[0]);
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => fail(new Error(`the studio stopped (${code}): ${out}`)));
  });
  const parsed = new URL(url);
  return {
    url,
    origin: parsed.origin,
    token: parsed.searchParams.get('token')!,
    dir,
    close: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(base, { recursive: true, force: true });
          done();
        });
        if (npm) process.kill(-child.pid!, 'SIGTERM');
        else child.kill('SIGTERM');
      }),
  };
}
