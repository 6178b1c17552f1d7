import type { EmbedOrigins } from '../embed-origins.js';
import type { ApiLanguages } from '../languages.js';
import type { Database } from '../db/client.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { EventQueue } from '../insights/event-queue.js';
import type { PeerCounts } from '../insights/peer-counts.js';
import type { DeliveryWorker } from '../leads/worker.js';
import type { CalculationQueue } from '../storage/calculation-queue.js';
import type { QuoteStore } from '../storage/quote-store.js';

/** what the route handlers share: one app's storage, clock and settings */
export interface Deps {
  /** the definitions and models in each of site.yaml's languages; a request's language is c.get('language') */
  languages: ApiLanguages;
  db: Database;
  queue: CalculationQueue;
  /** the events of POST /api/events on their way to the daily counters */
  events: Pick<EventQueue, 'push'>;
  /** the one rate limiter, by class */
  limiter: RateLimiter;
  /** stores a quote under a new number */
  quotes: QuoteStore;
  now: () => Date;
  log: (line: string) => void;
  /** the lead outbox: a nudge once a quote is stored */
  leads: Pick<DeliveryWorker, 'wake'>;
  /** stored scores per department and scoring version, for a peers block */
  peers: PeerCounts;
  /** EMBED_ORIGINS: an embed's events are counted by these hosts only */
  embedOrigins: EmbedOrigins;
  /** INSIGHTS_TOKEN; without it the insights routes answer 404 */
  insightsToken?: string;
}
