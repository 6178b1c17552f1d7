import type { QuoteRequestInput } from '../../../engine/quotes/request.js';
import type { Quotes } from '../../../engine/schema/index.js';

/** what the visitor types and picks, the two forms of the page share it: the quote request, every field present */
export type QuoteForm = { [K in keyof QuoteRequestInput]-?: NonNullable<QuoteRequestInput[K]> };

export type QuoteField = keyof QuoteForm;
/** the fields in the order the page shows them (and its error summary lists them) */
export const quoteFields = [
  'contactName',
  'contactEmail',
  'contactPhone',
  'validityDays',
  'customNotes',
  'selectedSolutions',
] as const satisfies readonly QuoteField[];
// a field of the request missing from the list fails to compile here
true satisfies Exclude<QuoteField, (typeof quoteFields)[number]> extends never ? true : never;

/** messages by field; `form` holds what the server said about no field in particular */
export type QuoteErrors = Partial<Record<QuoteField | 'form', string>>;

export const emptyForm = (quotes: Quotes): QuoteForm => ({
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  validityDays: quotes.validity.default,
  customNotes: '',
  selectedSolutions: [],
});
