import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { definitionsDir } from '../../node/read-definitions.js';
import { projectRoot } from '../../node/project-root.js';
import { studioApp } from './app.js';
import { impactRoute } from './impact-route.js';
import { parseOptions, usage } from './options.js';

/** starts the studio and resolves with its address (the token in it) once it listens */
export async function startStudio(argv: string[]): Promise<{ url: string; close: () => void }> {
  const options = parseOptions(argv, definitionsDir);
  if (typeof options === 'string') throw new Error(`${options}\n${usage}`);
  const webRoot = join(projectRoot, 'dist/studio');
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error('The studio is not built: run npm run studio (it builds first), or npm run build:studio');
  const token = randomBytes(24).toString('base64url');
  const extra = impactRoute({ dir: options.dir, repoRoot: projectRoot });
  return new Promise((done) => {
    let app: ReturnType<typeof studioApp> | undefined;
    const server = serve({ fetch: (req, env) => app!.fetch(req, env), port: options.port, hostname: options.host }, (info) => {
      const shown = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
      const hosts = [...new Set([`${shown}:${info.port}`, `127.0.0.1:${info.port}`, `localhost:${info.port}`, `${options.host}:${info.port}`])];
      app = studioApp({ dir: options.dir, token, hosts, webRoot, extra });
      done({
        url: `http://${shown}:${info.port}/?token=${token}`,
        close: () => {
          app?.close();
          server.close();
        },
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startStudio(process.argv.slice(2)).then(
    (studio) => {
      process.stdout.write(`The studio is at ${studio.url}\n(open it in a browser; the token admits only you. Ctrl+C stops it.)\n`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (studio.close(), process.exit(0)));
    },
    (e: Error) => {
      process.stderr.write(`${e.message}\n`);
      process.exitCode = 2;
    },
  );
}
