import type { ComponentType } from 'react';
import { loadQuotes } from '../definitions.js';
import { QuotePage } from './quote-page.js';

/** the quote generator's route component, made once the definitions are in (see routes/extra-pages.ts) */
export async function loadQuotePage(): Promise<{ default: ComponentType<{ route: string }> }> {
  const quotes = await loadQuotes();
  return { default: () => <QuotePage quotes={quotes} /> };
}
