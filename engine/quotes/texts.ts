import { fillTemplate } from '../display/format.js';
import type { Quotes, QuoteTextKey } from '../schema/quotes.js';

/** a text of the quotes definition with its {placeholders} filled; fills by name, formats numbers */
export type QuoteText = (key: QuoteTextKey, values?: Record<string, number | string>) => string;

export const quoteTexts =
  (quotes: Quotes): QuoteText =>
  (key, values = {}) =>
    fillTemplate(quotes.texts[key], values);
