import type { Hono } from 'hono';
import type { Quotes } from '../../engine/schema/quotes.js';
import { readJson } from '../body.js';
import type { Deps } from '../deps.js';
import { errorCode, failureText } from '../db/client.js';
import { quotes as quotesTable } from '../db/schema.js';
import { ApiError, validate } from '../errors.js';
import { priceQuote } from '../quote-price.js';
import { quoteRequestSchema } from '../quote-request.js';
import { json } from '../respond.js';

const uniqueViolation = '23505';
const attempts = 5;

const unavailable = () =>
  new ApiError(503, 'database_unavailable', 'The quote could not be saved just now; please try again in a minute.', [], { 'Retry-After': '30' });

/**
 * Generates a quote priced from the catalogue and stores it in one statement (no partial row);
 * a new number is drawn when one is taken. Nothing reads a quote back by its number.
 */
export function quoteRoutes(app: Hono, quotes: Quotes, { db, limit, now, log, quoteNumber: draw }: Deps): void {
  const schema = quoteRequestSchema(quotes);
  app.post(quotes.api, limit(), async (c) => {
    const data = validate(schema, await readJson(c));
    const { contactName, contactEmail, contactPhone, customNotes, selectedSolutions, validityDays } = data;
    const today = now();
    const price = priceQuote(quotes, selectedSolutions, validityDays, today);
    const row = { contactName, contactEmail, contactPhone, customNotes, ...price, status: 'draft', createdAt: today, updatedAt: today };
    for (let attempt = 1; ; attempt++) {
      const quoteNumber = draw(quotes.numberPrefix, today);
      try {
        await db.run((orm) => orm.insert(quotesTable).values({ ...row, quoteNumber }));
      } catch (e) {
        const code = errorCode(e);
        if (code === uniqueViolation && attempt < attempts) continue;
        log(`quote not stored: ${failureText(e)}`);
        throw unavailable();
      }
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
        },
        201,
      );
    }
  });
}
