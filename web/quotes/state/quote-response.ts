import type { QuoteResponse } from '../../../engine/quotes/response.js';

/** the generated quote the page shows: the API's answer */
export type Quote = QuoteResponse;

/**
 * A calendar date (YYYY-MM-DD) as the visitor's locale writes it; read as a local date so no time zone moves it a day.
 * @example localDate('2026-03-01') // '3/1/2026' in en-US
 */
export function localDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(y, m - 1, d).toLocaleDateString();
}
