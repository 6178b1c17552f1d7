import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Quotes } from '../../../engine/schema/quotes.js';
import { startNode, waitFor200 } from '../lib/children.js';
import { postJson, runAmount, type Run } from '../lib/cannon.js';
import { countServer, withThrowawayDatabase } from './db-count.js';

/** a valid quote request: contact details and the first solution of the catalogue */
export const quoteBody = (quotes: Quotes) => ({
  contactName: 'Bench Visitor',
  contactEmail: 'bench@example.com',
  selectedSolutions: [quotes.solutions[0]!.id],
  validityDays: quotes.validity.default,
});

export interface QuoteRun extends Run {
  /** every 2xx answer over the runs (calibration included), to compare with the rows stored */
  answered: number;
}

/**
 * Quote generation with an exact request count (so 2xx answers can be compared with rows): a short run
 * to warm up and gauge the rate, then about `seconds` worth of requests.
 */
export async function quoteLoad(url: string, quotes: Quotes, seconds: number): Promise<QuoteRun> {
  const load = { url, requests: postJson(quotes.api, [quoteBody(quotes)]) };
  const warm = await runAmount(load, 300);
  const amount = Math.min(50_000, Math.max(500, Math.round(warm.rps * seconds)));
  const run = await runAmount(load, amount);
  return { ...run, bad: run.bad + warm.bad, refused: run.refused + warm.refused, answered: run.ok + warm.ok };
}

/** the same load on a real PostgreSQL server, in a database made and dropped for it */
export async function quotesOnPostgres(quotes: Quotes, seconds: number): Promise<QuoteRun & { rows: number; exit: number | null }> {
  return withThrowawayDatabase(async (databaseUrl) => {
    // the journal's folder, one per server
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-quotes-'));
    const server = await startNode('api/server.ts', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RATE_LIMIT: '0' });
    try {
      await waitFor200(server, '/api/health');
      const run = await quoteLoad(server.url, quotes, seconds);
      const exit = await server.stop();
      const rows = (await countServer(databaseUrl, ['quotes'])).quotes!;
      return { ...run, rows, exit };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
