import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { inlineJson, type BrowserDefinitions } from '../../engine/display/browser-definitions.js';
import type { PageHeads } from '../../engine/display/page-heads.js';
import { issuesOf } from '../../engine/error-body.js';
import {
  messagesByField,
  quoteSnapshotElement,
  quoteSnapshotGlobal,
  readQuotePost,
  type QuotePost,
  type QuoteSnapshot,
} from '../../engine/quotes/form-post.js';
import { priceQuote } from '../../engine/quotes/price.js';
import { quoteRequestSchema } from '../../engine/quotes/request.js';
import type { QuoteResponse } from '../../engine/quotes/response.js';
import { quoteSteps } from '../../engine/quotes/steps.js';
import { quoteTexts } from '../../engine/quotes/texts.js';
import type { Quotes } from '../../engine/schema/quotes.js';
import { quotes as quotesTable } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { stableId } from '../storage/stable-id.js';
import { reply } from '../http/respond.js';
import { quoteAsAnswered } from '../leads/payload.js';
import { optedOut, storeEvents } from '../insights/store-events.js';
import type { Deps } from '../routes/deps.js';
import { criticalCss } from './critical-css.js';
import { loadRenderer } from './render-pages.js';
import { makePage, pageSource } from './web-pages.js';

/** what the quote form's page is made from in a language */
export interface QuoteFormOptions {
  webDir: string;
  /** a language's page heads and definitions cut for the browser, as the pages are made (app.ts) */
  served: (code: string) => { heads: PageHeads; browser: BrowserDefinitions };
  origin?: string;
}

const fields = ['contactName', 'contactEmail', 'contactPhone', 'validityDays', 'customNotes', 'selectedSolutions'];

/**
 * The quote's id from its form: the same form posted again (a reload of the answer, a second click, Back and
 * send) is the same id, so the store keeps one quote and one set of deliveries. The key the page carried makes it
 * the visitor's own; a form without one (posted from the page painted at start) is told apart by its day.
 */
export const quoteIdOf = (key: string, request: unknown, today: Date): string =>
  stableId(`quote-form\n${key || today.toISOString().slice(0, 10)}\n${JSON.stringify(request)}`);

/**
 * POST <quotes.route>: the quote generator's forms as the browser sends them without script (or before the page's
 * code): Back and Next paint the step asked for with everything posted kept in the form (nothing is kept on the
 * server); Generate Quote stores the quote once per form (quoteIdOf) and answers with the page of the quote itself,
 * so no address ever shows a quote or a contact detail. A refused form is painted again with the app's messages
 * and its error summary focused. The page is the app's own render (web/entry-server.tsx) with the state handed in.
 */
export function quoteFormPage(app: Hono, quotes: Quotes, deps: Deps, options: QuoteFormOptions): void {
  const painter = new QuotePainter(quotes.route, options);
  app.post(
    quotes.route,
    bodyLimit({ maxSize: 64 * 1024, onError: () => Promise.reject(new ApiError(413, 'payload_too_large', 'The form is too large')) }),
    async (c) => {
      const code: string = c.get('language');
      const own = deps.languages.of(code).definitions.quotes;
      const body = await c.req.parseBody({ all: true });
      const post = readQuotePost(body, own.validity.default);
      const snapshot = await answer(c, post, own);
      return page(await painter.page(code, snapshot), code);
    },
  );

  async function answer(c: Context, post: QuotePost, own: Quotes): Promise<QuoteSnapshot> {
    const t = quoteTexts(own);
    // a form posted with no key gets one: every later page of this visit carries it
    const key = post.key || randomBytes(18).toString('base64url');
    const base = { step: post.step, processId: post.processId, form: post.form, key };
    if (post.go === 'back') return { ...base, step: Math.max(0, post.step - 1) };
    if (post.go === 'next') {
      const step = quoteSteps[post.step]!;
      if (step.id === 'assessment' && !own.proposalOptions.some((o) => o.id === post.processId))
        return { ...base, errors: { at: 'wizard', messages: { form: t(step.help) } } };
      if (step.id === 'solutions' && post.form.selectedSolutions.length === 0)
        return { ...base, errors: { at: 'wizard', messages: { selectedSolutions: own.messages.selectedSolutions } } };
      return { ...base, step: Math.min(quoteSteps.length - 1, post.step + 1) };
    }
    const parsed = quoteRequestSchema(own).safeParse({ ...post.form, contactPhone: post.form.contactPhone.trim() || undefined });
    if (!parsed.success) return { ...base, errors: { at: post.at, messages: messagesByField(issuesOf(parsed.error), fields) } };
    await deps.limiter.take('writes', c);
    try {
      const { quote, fresh } = await store(key === post.key ? key : '', parsed.data, own);
      // counted as the app counts it (quote_sent), once: a form sent again is the quote stored already
      if (fresh && !optedOut(c))
        await storeEvents(deps, new Map(), [{ kind: 'quote_sent' }]).catch((e: Error) => deps.log(`quote_sent not counted (form): ${e.message}`));
      return { ...base, result: quote };
    } catch (e) {
      deps.log(`quote not stored (form): ${(e as Error).message}`);
      return { ...base, errors: { at: post.at, messages: { form: t('failureDescription') } } };
    }
  }

  async function store(
    key: string,
    data: ReturnType<ReturnType<typeof quoteRequestSchema>['parse']>,
    own: Quotes,
  ): Promise<{ quote: QuoteResponse; fresh: boolean }> {
    const today = deps.now();
    const { contactName, contactEmail, contactPhone, customNotes, selectedSolutions, validityDays } = data;
    const id = quoteIdOf(key, data, today);
    const price = priceQuote(quotes, selectedSolutions, validityDays, today);
    const row = { id, contactName, contactEmail, contactPhone, customNotes, ...price, status: 'draft', createdAt: today, updatedAt: today };
    const { fresh } = await deps.quotes.insert(row, quotes.numberPrefix, today);
    deps.leads.wake();
    const [stored] = await deps.db.run((orm) => orm.select().from(quotesTable).where(eq(quotesTable.id, id)).limit(1));
    if (!stored) throw new Error('the stored quote was not found by its id');
    // as the API answers it: the stored quote, its solutions named in the page's language
    const named = own === quotes ? stored.selectedSolutions : priceQuote(own, selectedSolutions, validityDays, today).selectedSolutions;
    const quote = { ...quoteAsAnswered(stored), selectedSolutions: named };
    return { quote, fresh };
  }
}

/** the page answered: never stored by a cache, in its language */
const page = (html: string, code: string) =>
  reply(html, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Language': code, Vary: 'Accept-Language, Cookie' });

/**
 * The quote page painted for a snapshot: the server build's render of the route, one at a time (the snapshot goes in
 * by a global the render reads synchronously), with its critical CSS, and the snapshot in the page for the app.
 */
class QuotePainter {
  readonly #renderers = new Map<string, Promise<((url: string) => Promise<string>) | undefined>>();
  #queue: Promise<unknown> = Promise.resolve();
  #inline: ((html: string) => Promise<string>) | undefined;
  readonly #index: string;

  constructor(
    readonly route: string,
    readonly options: QuoteFormOptions,
  ) {
    this.#index = readFileSync(join(options.webDir, 'index.html'), 'utf8');
  }

  page(code: string, snapshot: QuoteSnapshot): Promise<string> {
    const made = this.#queue.then(() => this.#make(code, snapshot));
    this.#queue = made.catch(() => {});
    return made;
  }

  async #make(code: string, snapshot: QuoteSnapshot): Promise<string> {
    const { heads, browser } = this.options.served(code);
    let render = this.#renderers.get(code);
    if (!render) this.#renderers.set(code, (render = loadRenderer(join(this.options.webDir, '../ssr/entry-server.mjs'), browser).catch(() => undefined)));
    const renderer = await render;
    const globals = globalThis as Record<string, unknown>;
    let markup: string | undefined;
    if (renderer) {
      globals[quoteSnapshotGlobal] = snapshot;
      try {
        markup = await renderer(this.route);
      } finally {
        delete globals[quoteSnapshotGlobal];
      }
    }
    const source = pageSource(this.#index, browser, { origin: this.options.origin, inlineCss: markup === undefined ? undefined : this.#css() });
    const file = await makePage(source, heads, this.route, markup);
    const html = new TextDecoder().decode(file.identity.body);
    return html.replace('</body>', () => `<script id="${quoteSnapshotElement}" type="application/json">${inlineJson(snapshot)}</script>\n  </body>`);
  }

  #css(): (html: string) => Promise<string> {
    if (this.#inline) return this.#inline;
    const assets = join(this.options.webDir, 'assets');
    const sheets = new Map(
      readdirSync(assets)
        .filter((name) => name.endsWith('.css'))
        .map((name) => [`/assets/${name}`, readFileSync(join(assets, name), 'utf8')] as const),
    );
    return (this.#inline = criticalCss(sheets, this.#index));
  }
}
