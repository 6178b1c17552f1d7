import { join } from 'node:path';
import { spaceBands } from '../engine/insights/space-bands.js';
import { readBrand } from '../node/brand-files.js';
import { readDefinitions } from '../node/read-definitions.js';
import { createApp, startWebPages } from './app.js';
import { listenFailure, readConfig } from './config.js';
import { failureText } from './db/client.js';
import { openDatabase } from './db/open.js';
import { lockDataDir } from './storage/data-dir-lock.js';
import { listen } from './http/http-server.js';
import { leadsLine } from './leads/config.js';
import { keepDefinitionVersions, versionsOf } from './db/definition-versions.js';

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const config = readConfig();
  const loaded = readDefinitions([config.definitionsDir]);
  const { definitions, models } = loaded;
  // the theme's logo and fonts, beside the definitions
  const brand = readBrand(config.definitionsDir, definitions.site.theme, log);
  // the pages are made on a thread of their own while the database opens, the default language's first, then the
  // others' (createApp serves them)
  startWebPages({
    definitions,
    models,
    inLanguage: (code) => loaded.inLanguage(code),
    log,
    publicUrl: config.publicUrl,
    embedOrigins: config.embedOrigins,
    brand,
  });
  // the data folder holds the journal (and, without DATABASE_URL, the database): one server at a time
  const unlock = lockDataDir(config.dataDir);
  process.on('exit', unlock);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await db.migrate();
  // every version is kept, so any stored calculation can be replayed with the definition that answered it
  await keepDefinitionVersions(db, versionsOf(loaded));
  const handle = createApp({
    definitions,
    models,
    inLanguage: (code) => loaded.inLanguage(code),
    db,
    rateLimits: config.rateLimits,
    allowedHosts: config.allowedHosts,
    journalDir: join(config.dataDir, 'journal'),
    log,
    leads: { config: config.leads },
    insightsToken: config.insightsToken,
    publicUrl: config.publicUrl,
    embedOrigins: config.embedOrigins,
    brand,
  });
  // the peer counts every server stored so far, before the first calculation is answered
  await handle.insights.reload();
  // the report's answer-space bands are the lint's enumeration (seconds of CPU that block every request): walked
  // once here, not inside the first GET /api/insights, where it stalled calculations and the owner's page alike
  if (config.insightsToken) for (const m of models) spaceBands(m);

  const server = listen({ fetch: handle.app.fetch, port: config.port, host: config.host, connectionsPerAddress: config.connectionsPerAddress }, (port) => {
    const where = db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    log(
      `listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port} · database ${where} · ${models.length} departments · web app ${handle.web ? 'served' : 'not built'} · leads ${leadsLine(config.leads)}`,
    );
    if (handle.web && !config.publicUrl && definitions.site.languages.length > 1) {
      log(
        'PUBLIC_URL is not set: the pages name their other languages by path only, which search engines skip; set it to the address visitors open, such as https://tool.example.com',
      );
    }
  });
  // a port in use or a HOST that is no address: said in one line, the database closed first
  server.once('error', (e: NodeJS.ErrnoException) => {
    if (server.listening) throw e;
    console.error(`cannot start: ${listenFailure(e, config)}`);
    void handle
      .close(10_000)
      .then(() => db.close())
      .finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing requests in flight`);
    // past this, something hangs: leave anyway rather than block a deploy
    setTimeout(() => process.exit(1), 30_000).unref();
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    const counters = await handle.close(10_000);
    await db.close();
    const replayed = handle.queue.replayed ? ` (${handle.queue.replayed} of them from an earlier run's journal)` : '';
    log(
      `stopped · calculations answered ${counters.answered}, stored ${counters.stored}${replayed}, left in the journal ${counters.pending}, set aside ${counters.rejected}, dropped ${counters.dropped}`,
    );
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((e: Error) => {
  // the cause, unless the message says it already
  const cause = e.cause ? failureText(e.cause) : '';
  console.error(`cannot start: ${e.message}${cause && !e.message.includes(cause) ? ` (${cause})` : ''}`);
  process.exit(1);
});
