import type { QuotedSolution } from '../../engine/schema/index.js';

/** the fields of the generated quote the page reads (spec document 2, section 3) */
export interface Quote {
  quoteNumber: string;
  status: string;
  contactName: string;
  contactEmail: string;
  contactPhone?: string | null;
  totalCost: number;
  implementationTimeline: number;
  /** YYYY-MM-DD */
  validUntil: string;
  selectedSolutions?: QuotedSolution[];
}

/**
 * A calendar date (YYYY-MM-DD) as the visitor's locale writes it; read as a local date so no time zone moves it a day.
 * @example localDate('2026-03-01') // '3/1/2026' in en-US
 */
export function localDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(y, m - 1, d).toLocaleDateString();
}
