import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

/** a node process the bench started; every one is stopped on exit, on errors and on Ctrl-C */
export interface Child {
  proc: ChildProcess;
  port: number;
  url: string;
  /** what it printed, for error messages */
  output(): string;
  /** SIGTERM, then SIGKILL after the grace time; resolves with the exit code */
  stop(graceMs?: number): Promise<number | null>;
}

const running = new Set<ChildProcess>();
const killAll = () => {
  for (const p of running) p.kill('SIGKILL');
};
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** a port nobody listens on right now, on the loopback interface */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** starts `node [nodeArgs] --import tsx <script> [args]` (node itself, never npx; a built `.js` without tsx) on the port given, else a free one */
export async function startNode(script: string, env: Record<string, string> = {}, nodeArgs: string[] = [], args: string[] = [], port?: number): Promise<Child> {
  port ??= await freePort();
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const proc = spawn(process.execPath, [...nodeArgs, ...loader, script, ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  let out = '';
  const keep = (b: Buffer) => (out = (out + b.toString()).slice(-8_000));
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => proc.once('exit', (code) => (running.delete(proc), done(code))));
  return {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    async stop(graceMs = 15_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** polls a URL until it answers 200; throws when the child exits first or the time runs out */
export async function waitFor200(child: Child, path: string, timeoutMs = 180_000): Promise<number> {
  const start = performance.now();
  for (let i = 0; performance.now() - start < timeoutMs; i++) {
    if (child.proc.exitCode !== null) throw new Error(`${path}: the server exited (${child.proc.exitCode}):\n${child.output()}`);
    try {
      const res = await fetch(child.url + path);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, i < 100 ? 10 : 50));
  }
  throw new Error(`${path} did not answer 200 within ${timeoutMs / 1000} s:\n${child.output()}`);
}
