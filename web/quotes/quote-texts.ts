import { fillTemplate } from '../../engine/format.js';
import type { Quotes } from '../../engine/schema/index.js';

/** a text of the quotes definition with its {placeholders} filled; fills by name, formats numbers */
export type QuoteText = (key: string, values?: Record<string, number | string>) => string;

// a missing key shows as itself, so a gap in quotes.yaml is visible on the page and in the browser tests
export const quoteTexts =
  (quotes: Quotes): QuoteText =>
  (key, values = {}) =>
    fillTemplate(quotes.texts[key] ?? key, values);
