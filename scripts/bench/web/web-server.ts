// the app as `npm start` serves it, but from a web build of the bench's own (WEB_DIR) on an in-memory PGlite (on its thread, as the server runs it)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../../api/app.js';
import { EmbeddedThreadDatabase } from '../../../api/db/pglite-thread.js';
import { readDefinitions } from '../../../node/read-definitions.js';

const { definitions, models } = readDefinitions();
const db = await EmbeddedThreadDatabase.open();
await db.migrate();
const handle = createApp({
  definitions,
  models,
  db,
  journalDir: mkdtempSync(join(tmpdir(), 'bench-web-journal-')),
  webDir: process.env.WEB_DIR,
  rateLimits: { writes: false, events: false },
  // as the server's own address is when it listens on this machine only (api/config.ts)
  publicUrl: `http://127.0.0.1:${process.env.PORT}`,
  log: () => {},
});
if (!handle.web) throw new Error(`no web build in ${process.env.WEB_DIR}`);
const server = serve({ fetch: handle.app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () =>
  server.close(async () => {
    await handle.close(5_000);
    await db.close();
    process.exit(0);
  }),
);
