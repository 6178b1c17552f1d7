import type { Issue } from '../../../engine/error-body.js';
import type { Quotes } from '../../../engine/schema/index.js';
import { inCatalogueOrder } from '../steps/quote-estimate.js';
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
