import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { until } from './until.js';
import { start, type Started } from './spawn-server.js';

/** the nginx binary, if installed */
export const nginx = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);

export const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** nginx in the foreground, one process, every file in its own folder, balancing over the given ports */
export function startNginx(dir: string, port: number, upstreams: number[]): ChildProcess {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const conf = `
daemon off; master_process off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream app { ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://app; proxy_set_header Host $host; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_connect_timeout 2s; }
  }
}`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  return spawn(nginx!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
}

/** several servers behind nginx, as an operator runs them: `servers[i]` runs on its own data folder, `base` is nginx's address */
export interface ServersBehindNginx {
  base: string;
  servers: Started[];
  /** starts server i again on its own data folder, with the same settings */
  restart: (i: number) => Started;
}

/** `count` servers on one database (each with its own DATA_DIR and the given settings) behind nginx, answering once this resolves; `cleanup` gets what stops them */
export async function serversBehindNginx(databaseUrl: string, env: Record<string, string>, cleanup: (() => unknown)[], count = 3): Promise<ServersBehindNginx> {
  const dirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'api-nginx-')));
  cleanup.push(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const startOne = (i: number) => start({ DATABASE_URL: databaseUrl, DATA_DIR: join(dirs[i]!, 'data'), ...env });
  const servers = dirs.map((_, i) => startOne(i));
  cleanup.push(() => servers.forEach((s) => s.child.kill('SIGKILL')));
  const ports = await Promise.all(servers.map((s) => s.port));
  const proxyPort = await freePort();
  const proxy = startNginx(join(dirs[0]!, 'nginx'), proxyPort, ports);
  cleanup.push(() => proxy.kill('SIGTERM'));
  const base = `http://127.0.0.1:${proxyPort}`;
  await until(
    'nginx',
    () =>
      fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    10_000,
  );
  return { base, servers, restart: (i) => (servers[i] = startOne(i)) };
}
