import type { MiddlewareHandler } from 'hono';
import type { ApiLanguages } from '../languages.js';
import type { Database } from '../db/client.js';
import type { PeerCounts } from '../insights/peer-counts.js';
import type { DeliveryWorker } from '../leads/worker.js';
import type { CalculationQueue } from '../storage/calculation-queue.js';

/** what the route modules share */
export interface Deps {
  /** the definitions and models in each of site.yaml's languages; a request's language is c.get('language') */
  languages: ApiLanguages;
  db: Database;
  queue: CalculationQueue;
  /** the rate limit for writes that wait on the database */
  limit: () => MiddlewareHandler;
  now: () => Date;
  quoteNumber: (prefix: string, today: Date) => string;
  log: (line: string) => void;
  /** the lead outbox: which channels a new quote is queued for, and a nudge once it is stored */
  leads: Pick<DeliveryWorker, 'channels' | 'wake'>;
  /** stored scores per department and scoring version, for a peers block */
  peers: PeerCounts;
}
