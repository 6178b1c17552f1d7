import type { QuoteResponse } from '../../../engine/quotes/response.js';
import { formatDate } from '../../language/format-date.js';

/** the generated quote the page shows: the API's answer */
export type Quote = QuoteResponse;

/**
 * A calendar date (YYYY-MM-DD) as the page's language writes it; read as a local date so no time zone moves it a day.
 * @example localDate('2026-03-01') // 'March 1, 2026' in English, '1 de marzo de 2026' in Spanish
 */
export function localDate(iso: string, language?: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return formatDate(new Date(y, m - 1, d), language);
}
