// the unstepped form's checkboxes; the app's start-up styles leave them out
import { useCountEvent } from '../api/usage-events.js';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import type { Quotes } from '../../engine/schema/index.js';
import { quoteSteps } from '../../engine/quotes/steps.js';
import { Page } from '../layout/page/page.js';
import { FullForm } from './form/full-form.js';
import { QuoteContext, type QuoteContextValue } from './state/quote-context.js';
import { QuoteResult } from './quote-result.js';
import { createQuoteStore } from './state/quote-store.js';
import { forgetInitialQuote, initialQuote } from './state/initial-quote.js';
import { quoteTexts } from '../../engine/quotes/texts.js';
import { QuoteWizard } from './steps/quote-wizard.js';
import { useGenerateQuote } from './state/use-generate-quote.js';

/** the quote generator: the wizard and the unstepped form over one state, or the generated quote */
export function QuotePage({ quotes }: { quotes: Quotes }) {
  const [store] = useState(() => createQuoteStore(quotes, initialQuote()));
  useEffect(forgetInitialQuote, []);
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
          // real forms from the first paint: before the page's code, or without it, the browser posts them and the
          // server paints the next step or the quote (api/web/quote-form.ts)
          <Stack gap="xl">
            {quotes.intro && <Text size="lg">{quotes.intro}</Text>}
            <QuoteWizard generate={generate} />
            <FullForm generate={generate} />
          </Stack>
        )}
      </Page>
    </QuoteContext>
  );
}
