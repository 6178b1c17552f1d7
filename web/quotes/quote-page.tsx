// the unstepped form's checkboxes; the app's start-up styles leave them out
import { useCountEvent } from '../api/usage-events.js';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Stack, Text, type StackProps } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Quotes } from '../../engine/schema/index.js';
import { quoteSteps } from '../../engine/quotes/steps.js';
import { Page } from '../layout/page/page.js';
import { inertUntil, useHydrated } from '../state/use-hydrated.js';
import { FullForm } from './form/full-form.js';
import { QuoteContext, type QuoteContextValue } from './state/quote-context.js';
import { QuoteResult } from './quote-result.js';
import { createQuoteStore } from './state/quote-store.js';
import { quoteTexts } from '../../engine/quotes/texts.js';
import { QuoteWizard } from './steps/quote-wizard.js';
import { useGenerateQuote } from './state/use-generate-quote.js';

/** the quote generator: the wizard and the unstepped form over one state, or the generated quote */
export function QuotePage({ quotes }: { quotes: Quotes }) {
  const [store] = useState(() => createQuoteStore(quotes));
  useCountEvent('quote_started');
  const ctx = useMemo<QuoteContextValue>(() => ({ quotes, t: quoteTexts(quotes), store }), [quotes, store]);
  const generate = useGenerateQuote(quotes, store, ctx.t);
  const result = useStore(store, (s) => s.result);
  const selected = useStore(store, (s) => s.form.selectedSolutions);
  const step = useStore(store, (s) => s.step);
  const title = quotes.documentTitle ?? quotes.heading;
  return (
    <QuoteContext value={ctx}>
      <Page title={`${ctx.t(result ? 'resultHeading' : quoteSteps[step]!.heading)} - ${title}`} heading={quotes.heading} size="md">
        {result ? (
          <QuoteResult quote={result} selected={selected} />
        ) : (
          <HydratedStack gap="xl">
            {quotes.intro && <Text size="lg">{quotes.intro}</Text>}
            <QuoteWizard generate={generate} />
            <FullForm generate={generate} />
          </HydratedStack>
        )}
      </Page>
    </QuoteContext>
  );
}

/**
 * The server's first paint takes no click or keystroke until the browser has hydrated it (typed there, it would be
 * lost). Only this re-renders when it has: the forms inside are the same elements, so React leaves them as they are.
 */
function HydratedStack({ children, ...props }: StackProps & { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Stack {...props} {...inertUntil(hydrated)}>
      {children}
    </Stack>
  );
}
