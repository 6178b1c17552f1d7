import type { Hono } from 'hono';
import { priceQuote } from '../../engine/quotes/price.js';
import { quoteRequestSchema } from '../../engine/quotes/request.js';
import type { QuoteResponse } from '../../engine/quotes/response.js';
import type { Quotes } from '../../engine/schema/quotes.js';
import { readJson } from '../body.js';
import type { Deps } from '../deps.js';
import { failureText } from '../db/client.js';
import { ApiError, validate } from '../errors.js';
import { QuoteWriter } from '../quote-writer.js';
import { json } from '../respond.js';

const unavailable = () =>
  new ApiError(503, 'database_unavailable', 'The quote could not be saved just now; please try again in a minute.', [], { 'Retry-After': '30' });

/**
 * Generates a quote priced from the catalogue and stores it (one statement for the quotes arriving together,
 * no partial row); a new number is drawn when one is taken. Nothing reads a quote back by its number.
 */
export function quoteRoutes(app: Hono, quotes: Quotes, { db, limit, now, log, quoteNumber: draw, leads }: Deps): void {
  const schema = quoteRequestSchema(quotes);
  const writer = new QuoteWriter(db, draw, leads.channels);
  app.post(quotes.api, limit(), async (c) => {
    const data = validate(schema, await readJson(c));
    const { contactName, contactEmail, contactPhone, customNotes, selectedSolutions, validityDays } = data;
    const today = now();
    const price = priceQuote(quotes, selectedSolutions, validityDays, today);
    const row = { contactName, contactEmail, contactPhone, customNotes, ...price, status: 'draft', createdAt: today, updatedAt: today };
    let quoteNumber: string;
    try {
      quoteNumber = await writer.insert(row, quotes.numberPrefix, today);
    } catch (e) {
      log(`quote not stored: ${failureText(e)}`);
      throw unavailable();
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
        selectedSolutions: price.selectedSolutions,
        customNotes,
      } satisfies QuoteResponse,
      201,
    );
  });
}
