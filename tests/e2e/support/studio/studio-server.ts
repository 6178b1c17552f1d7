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

/** starts the built studio (npm run build:studio) on a copy of definitions/, as `npm run studio -- --dir <copy> --port <port>` does */
export async function startStudio(port: number): Promise<RunningStudio> {
  const base = mkdtempSync(join(tmpdir(), 'studio-e2e-'));
  cpSync(join(root, 'definitions'), join(base, 'definitions'), { recursive: true });
  cpSync(join(root, 'schema'), join(base, 'schema'), { recursive: true });
  const dir = join(base, 'definitions');
  // node directly, as the product's server in the Playwright config
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'studio/server/main.ts', '--dir', dir, '--port', String(port)], {
    cwd: root,
    stdio: 'pipe',
  });
  const url = await new Promise<string>((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the studio did not start: ${out}`)), 60_000);
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
        child.kill('SIGTERM');
      }),
  };
}
