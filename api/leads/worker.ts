import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import type { Quotes } from '../../engine/schema/quotes.js';
import { failureText, type Database } from '../db/client.js';
import { leadDeliveries } from '../db/schema.js';
import { afterFailure } from './backoff.js';
import type { LeadChannel } from './channels.js';
import { channelsOf, type LeadsConfig } from './config.js';
import { mailer, prospectMessage, salesMessage } from './email.js';
import { claimDue, quotesOf, settle, type Claimed, type Outcome } from './outbox.js';
import { leadPayload, type StoredQuote } from './payload.js';
import { postLead } from './webhook.js';

export interface WorkerOptions {
  config: LeadsConfig;
  quotes: Quotes;
  log: (line: string) => void;
  /** how often to look for due deliveries when nothing wakes the worker */
  pollMs?: number;
  /** how long a claim holds; past it a row whose server died is claimed again (longer than any one send) */
  leaseMs?: number;
  /** deliveries claimed and sent together */
  batch?: number;
}

/**
 * Sends the outbox in every server: claims due rows (one server per row), sends each on its channel, records the
 * outcome. Runs beside the requests and never in their way: a quote's answer only wakes it.
 */
export class DeliveryWorker {
  /** the channels a new quote gets a delivery row for (`none` when nothing is configured) */
  readonly channels: LeadChannel[];
  readonly #sendable: LeadChannel[];
  readonly #send: Record<Exclude<LeadChannel, 'none'>, (row: Claimed, quote: StoredQuote) => Promise<string | undefined>>;
  readonly #mail: ReturnType<typeof mailer> | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  #wake: (() => void) | undefined;
  #woken = false;
  #paused = false;

  constructor(
    private readonly db: Database,
    private readonly options: WorkerOptions,
  ) {
    const { config, quotes } = options;
    this.channels = channelsOf(config);
    this.#sendable = this.channels.filter((c) => c !== 'none');
    this.#mail = config.email && mailer(config.email);
    const mail = this.#mail;
    const email = config.email;
    const webhook = config.webhook;
    this.#send = {
      webhook: async (row, quote) => (webhook ? postLead(webhook, row.id, JSON.stringify(leadPayload(row.id, quote))) : 'LEAD_WEBHOOK_URL is not set'),
      email: async (_row, quote) => (mail && email ? mail.send(salesMessage(quote, quotes, email)) : 'SMTP_URL is not set'),
      prospect: async (_row, quote) => (mail && email ? mail.send(prospectMessage(quote, quotes, email)) : 'SMTP_URL is not set'),
    };
  }

  /** starts the loop (nothing to do without a channel) */
  start(): this {
    if (this.#sendable.length && !this.#running) this.#running = this.#loop();
    return this;
  }

  /** a quote was stored: look now rather than at the next poll */
  wake(): void {
    this.#woken = true;
    this.#wake?.();
  }

  /** finishes the sends in flight (each bounded by its timeout) and stops */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.wake();
    await this.#running;
    this.#mail?.close();
  }

  async #loop(): Promise<void> {
    const { pollMs = 1_000, leaseMs = 30_000, batch = 20, log } = this.options;
    // PGlite serves this one process (DATA_DIR is locked): a claim left by a killed run is nobody's
    if (this.db.kind === 'pglite') {
      await this.db.run((orm) => orm.update(leadDeliveries).set({ claim: null, leaseUntil: null }).where(isNotNull(leadDeliveries.claim))).catch(() => {});
    }
    while (!this.#stopped) {
      this.#woken = false;
      let claimed: Claimed[] = [];
      const claim = randomUUID();
      try {
        claimed = await this.db.run((orm) => claimDue(orm, this.#sendable, claim, leaseMs, batch), { background: true });
        if (this.#paused) log('lead deliveries resumed: the database answers again');
        this.#paused = false;
      } catch (e) {
        if (!this.#paused) log(`lead deliveries paused: ${failureText(e)}`);
        this.#paused = true;
      }
      if (claimed.length) await this.#deliver(claimed, claim);
      if (claimed.length < batch && !this.#woken && !this.#stopped) await this.#sleep(pollMs);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise<void>((done) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      this.#wake = () => {
        clearTimeout(timer);
        done();
      };
    }).finally(() => (this.#wake = undefined));
  }

  async #deliver(rows: Claimed[], claim: string): Promise<void> {
    const { config, log } = this.options;
    let quotes: Map<string, StoredQuote>;
    try {
      quotes = await this.db.run((orm) => quotesOf(orm, [...new Set(rows.map((r) => r.quoteId))]));
    } catch (e) {
      // the claims run out and the rows are taken again
      log(`lead deliveries paused: ${failureText(e)}`);
      return;
    }
    await Promise.all(
      rows.map(async (row) => {
        const quote = quotes.get(row.quoteId);
        const failed = quote ? await this.#send[row.channel as Exclude<LeadChannel, 'none'>](row, quote) : 'the quote is gone';
        const outcome: Outcome = failed === undefined ? { state: 'delivered' } : afterFailure(row.attempts, row.windowAgeMs, config.retryWindowMs, failed);
        if (outcome.state === 'delivered') log(`lead ${row.quoteNumber} delivered by ${row.channel}`);
        else if (outcome.state === 'dead') log(`lead ${row.quoteNumber} ${row.channel} dead after ${row.attempts} attempts: ${outcome.reason}`);
        else log(`lead ${row.quoteNumber} ${row.channel} attempt ${row.attempts} failed (${outcome.reason}); next in ${Math.ceil(outcome.delayMs / 1000)} s`);
        try {
          await this.db.run((orm) => settle(orm, row.id, claim, outcome));
        } catch (e) {
          // not recorded: once the claim runs out the row is sent again, with the same X-Lead-Id
          log(`lead ${row.quoteNumber} ${row.channel}: outcome not recorded (${failureText(e)})`);
        }
      }),
    );
  }
}
