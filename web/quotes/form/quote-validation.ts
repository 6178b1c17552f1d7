import { issuesOf } from '../../../engine/error-body.js';
import { quoteRequestSchema } from '../../../engine/quotes/request.js';
import type { Quotes } from '../../../engine/schema/index.js';
import type { QuoteErrors, QuoteForm } from '../state/quote-form.js';
import { errorsFromIssues, requestBody } from '../state/quote-request.js';

const schemas = new WeakMap<Quotes, ReturnType<typeof quoteRequestSchema>>();

/**
 * The server's own checks of a quote request (the same zod schema, the messages of the quotes definition),
 * so the browser never accepts what the server refuses.
 * @example validateQuote(quotes, form).contactName // 'Contact name is required'
 */
export function validateQuote(quotes: Quotes, form: QuoteForm): QuoteErrors {
  let schema = schemas.get(quotes);
  if (!schema) schemas.set(quotes, (schema = quoteRequestSchema(quotes)));
  const parsed = schema.safeParse(requestBody(quotes, form));
  return parsed.success ? {} : errorsFromIssues(issuesOf(parsed.error));
}
