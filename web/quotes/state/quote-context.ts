import { createContext, use, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { Quotes } from '../../../engine/schema/index.js';
import type { QuoteErrors } from './quote-form.js';
import { errorsOf, type QuoteState, type QuoteStore } from './quote-store.js';
import type { QuoteText } from '../../../engine/quotes/texts.js';

export interface QuoteContextValue {
  quotes: Quotes;
  t: QuoteText;
  store: QuoteStore;
}

export const QuoteContext = createContext<QuoteContextValue | null>(null);

/** the quotes definition, its texts and the page's store */
export function useQuote(): QuoteContextValue {
  const value = use(QuoteContext);
  if (!value) throw new Error('useQuote outside the quote page');
  return value;
}

/** a slice of the page's state */
export function useQuoteState<T>(select: (s: QuoteState) => T): T {
  return useStore(useQuote().store, select);
}

/** the messages shown now, beside the fields and in the summary */
export function useQuoteErrors(): QuoteErrors {
  const { quotes } = useQuote();
  const parts = useQuoteState(useShallow((s) => ({ attempted: s.attempted, serverErrors: s.serverErrors, form: s.form })));
  return useMemo(() => errorsOf(quotes, parts), [quotes, parts]);
}
