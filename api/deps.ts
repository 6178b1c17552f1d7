import type { MiddlewareHandler } from 'hono';
import type { Database } from './db/client.js';
import type { PeerCounts } from './insights/peer-counts.js';
import type { StoreQueue } from './store-queue.js';

/** what the route modules share */
export interface Deps {
  db: Database;
  queue: StoreQueue;
  /** the rate limit for writes that wait on the database */
  limit: () => MiddlewareHandler;
  now: () => Date;
  quoteNumber: (prefix: string, today: Date) => string;
  log: (line: string) => void;
  /** stored scores per department and scoring version, for a peers block */
  peers: PeerCounts;
}
