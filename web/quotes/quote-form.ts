import type { Quotes } from '../../engine/schema/index.js';

/** what the visitor types and picks; the two forms of the page share it */
export interface QuoteForm {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  validityDays: number;
  customNotes: string;
  selectedSolutions: string[];
}

export type QuoteField = keyof QuoteForm;
export const quoteFields: readonly QuoteField[] = ['contactName', 'contactEmail', 'contactPhone', 'validityDays', 'customNotes', 'selectedSolutions'];

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
