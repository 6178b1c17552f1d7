import { regexes } from 'zod/v4/core';
import type { Quotes } from '../../engine/schema/index.js';
import type { ServerIssue } from '../api/error-body.js';
import { quoteFields, type QuoteErrors, type QuoteField, type QuoteForm } from './quote-form.js';

/**
 * The spec's checks of a quote request, with the messages of the quotes definition; the same e-mail rule as
 * the server's (zod's), so the browser never accepts an address the server refuses.
 * @example validateQuote(quotes, form).contactName // 'Contact name is required'
 */
export function validateQuote(quotes: Quotes, form: QuoteForm): QuoteErrors {
  const m = quotes.messages;
  const errors: QuoteErrors = {};
  if (!form.contactName.trim()) errors.contactName = m.contactName;
  if (!regexes.email.test(form.contactEmail.trim())) errors.contactEmail = m.contactEmail;
  if (form.selectedSolutions.length === 0) errors.selectedSolutions = m.selectedSolutions;
  if (form.validityDays < quotes.validity.min) errors.validityDays = m.validityMin;
  else if (form.validityDays > quotes.validity.max) errors.validityDays = m.validityMax;
  return errors;
}

/** the field a server issue names ("selectedSolutions[2]" is the solutions), or `form` for any other */
const fieldOf = (path: string): QuoteField | 'form' => {
  const head = path.split(/[.[]/)[0] ?? '';
  return (quoteFields as readonly string[]).includes(head) ? (head as QuoteField) : 'form';
};

/** the issues of the API's error shape by field (the first message of each wins) */
export function errorsFromIssues(issues: readonly ServerIssue[]): QuoteErrors {
  const errors: QuoteErrors = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}
