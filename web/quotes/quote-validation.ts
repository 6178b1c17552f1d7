import type { Issue } from '../../engine/error-body.js';
import { issuesOf } from '../../engine/error-body.js';
import { quoteRequestSchema } from '../../engine/quotes/request.js';
import type { Quotes } from '../../engine/schema/index.js';
import { inCatalogueOrder } from './quote-estimate.js';
import { quoteFields, type QuoteErrors, type QuoteField, type QuoteForm } from './quote-form.js';

/** the request body: trimmed texts, the solutions in catalogue order (the process choice is not sent) */
export const requestBody = (quotes: Quotes, form: QuoteForm) => ({
  contactName: form.contactName.trim(),
  contactEmail: form.contactEmail.trim(),
  contactPhone: form.contactPhone.trim(),
  selectedSolutions: inCatalogueOrder(quotes, form.selectedSolutions),
  customNotes: form.customNotes.trim(),
  validityDays: form.validityDays,
});

/** the field an issue names ("selectedSolutions[2]" is the solutions), or `form` for any other */
const fieldOf = (path: string): QuoteField | 'form' => {
  const head = path.split(/[.[]/)[0] ?? '';
  return (quoteFields as readonly string[]).includes(head) ? (head as QuoteField) : 'form';
};

/** the issues of the API's error shape by field (the first message of each wins) */
export function errorsFromIssues(issues: readonly Issue[]): QuoteErrors {
  const errors: QuoteErrors = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}

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
