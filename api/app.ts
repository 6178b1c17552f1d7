import { join, resolve } from 'node:path';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { Model } from '../engine/evaluation/model.js';
import { browserDefinitions } from '../engine/display/browser-definitions.js';
import { pageHeads } from '../engine/display/page-heads.js';
import type { LoadResult } from '../engine/load.js';
import type { Definitions } from '../engine/schema/index.js';
import type { Database } from './db/client.js';
import type { Deps } from './routes/deps.js';
import { apiRoutes } from './routes/api-routes.js';
import { routesApp } from './routes/register.js';
import { ApiError, renderError } from './http/errors.js';
import { DeliveryWorker, type WorkerOptions } from './leads/worker.js';
import { safeLog } from './log.js';
import { newQuoteNumber } from './storage/quote-number.js';
import { defaultLimits, RateLimiter, type LimitRules } from './http/rate-limit.js';
import { QuoteStore } from './storage/quote-store.js';
import { requestLanguage } from './http/language.js';
import { apiLanguages, inLanguage, type LanguageOptions } from './languages.js';
import { secure } from './http/respond.js';
import { embedSecurityHeaders } from './http/security-headers.js';
import type { EmbedOrigins } from './embed-origins.js';
import { allowedHostsOnly, localHosts, sameOriginOnly } from './http/security.js';
import { webPages, type WebPages } from './web/page-thread.js';
import { serveWeb } from './web/static.js';
import { paintedAddresses, wizardForms } from './web/wizard-form.js';
import { serveEmbedLoader } from './web/embed-loader.js';
import { immutable, loadWeb, webFile } from '../node/web-file.js';
import { quoteFormPage } from './web/quote-form.js';
import { CalculationQueue, type CalculationQueueOptions } from './storage/calculation-queue.js';
import { Journal } from './storage/journal/journal.js';
import type { QueueCounters } from './storage/queue-counters.js';
import { EventQueue, type EventQueueOptions } from './insights/event-queue.js';
import { PeerReload, type PeerReloadOptions } from './insights/peer-reload.js';
import { insightsPage } from './insights/insights-page.js';
import { PeerCounts } from './insights/peer-counts.js';
import { projectRoot } from '../node/project-root.js';
import type { Brand } from '../node/brand-files.js';

const defaultWebDir = resolve(projectRoot, 'dist/web');

export interface AppOptions {
  definitions: Pick<Definitions, 'quotes' | 'site' | 'reports'>;
  models: Model[];
  /**
   * The definitions and models in another of site.yaml's languages (LoadResult.inLanguage), worked out when first
   * needed; without it every language answers with the default's texts.
   */
  inLanguage?: LoadResult['inLanguage'];
  db: Database;
  /** the built web app; false serves the API only */
  webDir?: string | false;
  /** the rate limits by class (api/http/rate-limit.ts), each per connection address; a class left out keeps its default, false lifts it */
  rateLimits?: Partial<LimitRules>;
  /** the folder of the journal, where answered calculations (and, in events/, events) are written before the answer: one app's own */
  journalDir: string;
  queue?: CalculationQueueOptions;
  now?: () => Date;
  /** draws quote numbers; tests pass one that repeats to exercise the retry on a taken number */
  quoteNumber?: (prefix: string, today: Date) => string;
  log?: (line: string) => void;
  /** the host names requests may carry; "*" allows any (default: localhost's names) */
  allowedHosts?: string[];
  /** the lead channels and the delivery worker's timings (api/leads); without them quotes wait in the outbox */
  leads?: Omit<WorkerOptions, 'quotes' | 'log'>;
  /** INSIGHTS_TOKEN: without one, /insights and its API answer 404 */
  insightsToken?: string;
  /** PUBLIC_URL: the origin the pages' links to their other languages carry (without it, a path) */
  publicUrl?: string;
  insights?: PeerReloadOptions;
  events?: EventQueueOptions;
  /** EMBED_ORIGINS: the sites that may frame the /embed/… pages (default: none) */
  embedOrigins?: EmbedOrigins;
  /** the theme's logo and fonts read from beside the definitions (node/brand-files.ts): served, and named in every page */
  brand?: Brand;
}

export interface AppHandle {
  app: Hono;
  queue: CalculationQueue;
  /** the events of POST /api/events on their way to the daily counters */
  events: EventQueue;
  /** reads every server's peer counts again now and then (the batches that store calculations write them) */
  insights: PeerReload;
  /** whether a built web app is served */
  web: boolean;
  /** stores what the queue holds (within the time) and stops taking more; the caller closes the database */
  close(timeoutMs?: number): Promise<QueueCounters>;
}

const webDirOf = (options: Pick<AppOptions, 'webDir'>) => (options.webDir === false ? undefined : (options.webDir ?? defaultWebDir));

// the pages ask the questions of the definitions loaded here, whatever the web build was made from
function servedDefinitions(options: LanguageOptions & Pick<AppOptions, 'brand'>, code: string) {
  const { definitions, models } = inLanguage(options, code);
  const all = { ...definitions, departments: models.map((m) => m.definition) };
  return { heads: pageHeads(all), browser: browserDefinitions(all, code, options.brand?.assets) };
}

/**
 * The web app's pages for these definitions in each of site.yaml's languages, each with its first paint rendered
 * by the server build next to the web app (web/entry-server.tsx, built to dist/ssr), made on a thread of their own
 * (api/web/page-thread.ts): the default language's first, then the others'. createApp serves them, and the server
 * starts them early, while its database opens.
 */
export function startWebPages(
  options: Pick<AppOptions, 'definitions' | 'models' | 'inLanguage' | 'webDir' | 'log' | 'publicUrl' | 'embedOrigins' | 'brand'>,
): WebPages | undefined {
  const webDir = webDirOf(options);
  if (webDir === undefined) return undefined;
  const codes = options.definitions.site.languages.map((l) => l.code);
  const languages = { codes, of: (code: string) => servedDefinitions(options, code), origin: options.publicUrl, embedOrigins: options.embedOrigins ?? [] };
  return webPages(webDir, languages, safeLog(options.log ?? ((line) => console.log(line))));
}

/**
 * The whole server as a Hono app: calculations from the definitions, quotes, the full assessment, health,
 * the web app; one error shape; security headers on every answer (a file of the web app gets only nosniff: the
 * others act on a document). No port is opened here.
 * @example const { app } = createApp({ definitions, models, db, journalDir }); await app.request('/api/health')
 */
export function createApp(options: AppOptions): AppHandle {
  const log = safeLog(options.log ?? ((line) => console.log(line)));
  const now = options.now ?? (() => new Date());
  const peers = new PeerCounts(options.models);
  const queue = new CalculationQueue(options.db, Journal.open(options.journalDir), { log, stored: peers, ...options.queue });
  const events = new EventQueue(options.db, Journal.open(join(options.journalDir, 'events')), { log, ...options.events });
  const insights = new PeerReload(options.db, peers, { log, ...options.insights });
  const leads = new DeliveryWorker(options.db, { config: { retryWindowMs: 86_400_000 }, ...options.leads, quotes: options.definitions.quotes, log }).start();
  const languages = apiLanguages(options);
  const deps: Deps = {
    languages,
    db: options.db,
    queue,
    events,
    limiter: new RateLimiter({ ...defaultLimits, ...options.rateLimits }, options.db, () => now().getTime()),
    quotes: new QuoteStore(options.db, options.quoteNumber ?? newQuoteNumber, leads.channels),
    now,
    log,
    leads,
    peers,
    embedOrigins: options.embedOrigins ?? [],
    insightsToken: options.insightsToken,
  };

  const paths = options.models.map((m) => m.definition.api);
  const twice = paths.find((p, i) => paths.indexOf(p) !== i);
  if (twice) throw new Error(`two departments answer at ${twice}; each needs its own api path`);

  // an error's words for visitors in the request's language
  const texts = (c: Context) => {
    const code: string | undefined = c.get('language');
    return code === undefined ? undefined : { code, errors: languages.of(code).definitions.site.errors };
  };
  const app = new Hono();
  app.use(secure, requestLanguage(languages.codes), allowedHostsOnly(options.allowedHosts ?? localHosts), sameOriginOnly);
  // JSON answers over 1 KB (quotes) go out gzipped; the small calculation answers stay as they are
  app.use('/api/*', compress({ threshold: 1024 }));
  const source = { title: options.definitions.site.title, languages: languages.codes, models: options.models, quotes: options.definitions.quotes };
  app.route('/', routesApp(apiRoutes(source), deps));
  // answered, not thrown: a known path's other method is then turned into a 405 by the routes' method-not-allowed
  app.all('/api/*', (c) => renderError(new ApiError(404, 'not_found', `No API endpoint at ${c.req.path}`), c, log, texts(c)));
  const insightsPaint = insightsPage(app, options.models, deps);
  const webDir = webDirOf(options);
  const web = webDir === undefined ? undefined : loadWeb(webDir);
  // the wizard answered without script: its steps' forms, its final post, and the pages painted for their addresses
  wizardForms(app, options.models, deps);
  // the quote generator's forms posted without script (or before the page's code): the page of the next step or the quote
  if (web && webDir !== undefined)
    quoteFormPage(app, options.definitions.quotes, deps, { webDir, served: (code) => servedDefinitions(options, code), origin: options.publicUrl });
  serveEmbedLoader(app, web, languages);
  // the theme's files, named after their content like the build's
  for (const [url, body] of options.brand?.files ?? []) web?.set(url, webFile(url, body, immutable));
  const wizardPaint = paintedAddresses(options.models, deps);
  serveWeb(app, web, web && startWebPages({ ...options, log }), {
    paintFor: (...ask) => wizardPaint(...ask) ?? insightsPaint(...ask),
    embedHeaders: embedSecurityHeaders(options.embedOrigins ?? []),
  });
  app.notFound((c) => renderError(new ApiError(404, 'not_found', `Nothing at ${c.req.path}`), c, log, texts(c)));
  app.onError((err, c) => renderError(err, c, log, texts(c)));

  const close = async (timeoutMs?: number) => {
    await leads.stop();
    const [counters] = await Promise.all([queue.close(timeoutMs), events.close(timeoutMs)]);
    await insights.close();
    return counters;
  };
  return { app, queue, events, insights, web: web !== undefined, close };
}
