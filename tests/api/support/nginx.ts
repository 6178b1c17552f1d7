import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

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
