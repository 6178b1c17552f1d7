// The ceilings before the product's own work, for the bench to report beside the real server:
// the hello-world plus what every calculation must do at the HTTP edge (read and parse the JSON body with the
// app's guard, answer a real result with the app's security headers), and nothing else; with STORE=1 it also
// stores every calculation through the app's queue in PGlite under DATA_DIR. No validation, no scoring.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readJson } from '../../../api/http/body.js';
import { EmbeddedThreadDatabase } from '../../../api/db/pglite-thread.js';
import { json, secure } from '../../../api/http/respond.js';
import { calculationRows } from '../../../api/routes/calculate.js';
import { CalculationQueue } from '../../../api/storage/calculation-queue.js';
import { Journal } from '../../../api/storage/journal/journal.js';
import type { Answers } from '../../../engine/answers/answers.js';
import { evaluate } from '../../../engine/evaluation/evaluate.js';
import { readDefinitions } from '../../../node/read-definitions.js';
import { randomAnswers } from '../lib/answers.js';

const { definitions, models } = readDefinitions();
// the department the bench posts to (the first by menu order), scored once: the same answer size as the server's
const first = models.find((m) => m.definition === definitions.departments[0])!;
const result = evaluate(first, randomAnswers(first.definition, 1)[0]!);

const db = process.env.STORE === '1' ? await EmbeddedThreadDatabase.open(process.env.DATA_DIR) : undefined;
await db?.migrate();
const queue = db && new CalculationQueue(db, Journal.open(`${process.env.DATA_DIR}/journal`));

const app = new Hono();
app.use(secure);
app.get('/api/health', (c) => c.json({ status: 'ok', queue: queue?.counters }));
app.post('*', async (c) => {
  const body = (await readJson(c)) as Answers;
  // as before the queue refused: past its capacity the floor answers anyway (counted as refused), to stay a ceiling
  // not awaited: the floor does not wait for the journal either
  queue?.push(calculationRows(first, body, result, new Date())).catch(() => {
    // full
  });
  return json(result);
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () =>
  server.close(async () => {
    await queue?.close();
    await db?.close();
    process.exit(0);
  }),
);
