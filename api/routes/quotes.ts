import { priceQuote } from '../../engine/quotes/price.js';
import { quoteRequestSchema } from '../../engine/quotes/request.js';
import { QuoteResponse } from '../../engine/quotes/response.js';
import type { Quotes } from '../../engine/schema/quotes.js';
import { failureText } from '../db/client.js';
import { json } from '../http/respond.js';
import { storageAnswer } from '../http/storage-answer.js';
import { route, type ApiRoute } from './route.js';

/** a stored write's failure beside its 429 (docs/api.md "Errors") */
export const notStored = { status: 503, description: 'database_unavailable: not stored; retry later' };

/**
 * Generates a quote priced from the catalogue and stores it (one statement for the quotes arriving together,
 * no partial row); a new number is drawn when one is taken. Nothing reads a quote back by its number. The
 * validation messages and the solutions' names answered are in the request's language (its quotes.yaml); the row
 * stored, and so every lead, is in the default language.
 */
export function quoteRoute(quotes: Quotes): ApiRoute {
  const schemas = new Map<Quotes, ReturnType<typeof quoteRequestSchema>>();
  const schemaOf = (own: Quotes) => {
    let schema = schemas.get(own);
    if (!schema) schemas.set(own, (schema = quoteRequestSchema(own)));
    return schema;
  };
  return route({
    method: 'post',
    path: quotes.api,
    summary: 'a quote priced from the catalogue, stored',
    body: schemaOf(quotes),
    bodyIn: (deps, code) => schemaOf(deps.languages.of(code).definitions.quotes),
    languages: true,
    answer: { status: 201, description: 'the stored quote, its solutions named in the request language', schema: QuoteResponse },
    limit: 'writes',
    errors: [notStored],
    async handle(c, { body: data }, { quotes: store, now, log, leads, languages }) {
      const code = c.get('language');
      const own = languages.of(code).definitions.quotes;
      const { contactName, contactEmail, contactPhone, customNotes, selectedSolutions, validityDays } = data;
      const today = now();
      const price = priceQuote(quotes, selectedSolutions, validityDays, today);
      const row = { contactName, contactEmail, contactPhone, customNotes, ...price, status: 'draft', createdAt: today, updatedAt: today };
      let quoteNumber: string;
      try {
        ({ quoteNumber } = await store.insert(row, quotes.numberPrefix, today));
      } catch (e) {
        log(`quote not stored: ${failureText(e)}`);
        throw storageAnswer(e, 'quote');
      }
      // its deliveries are stored with it; sending happens beside this answer, never before it
      leads.wake();
      return json(
        {
          quoteNumber,
          status: row.status,
          contactName,
          contactEmail,
          contactPhone,
          totalCost: price.totalCost,
          implementationTimeline: price.implementationTimeline,
          annualSavings: price.annualSavings,
          roiTimeline: price.roiTimeline,
          validUntil: price.validUntil,
          selectedSolutions: own === quotes ? price.selectedSolutions : priceQuote(own, selectedSolutions, validityDays, today).selectedSolutions,
          customNotes,
        } satisfies QuoteResponse,
        201,
        { 'Content-Language': code, Vary: 'Accept-Language' },
      );
    },
  });
}
