import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { countEvent, markCounted } from '../api/usage-events.js';
import { formatValue } from '../../engine/display/format.js';
import type { QuotedSolution } from '../../engine/quotes/response.js';
import { useQuote, useQuoteState } from './state/quote-context.js';
import { quotedSolution } from '../../engine/quotes/price.js';
import { localDate, type Quote } from './state/quote-response.js';
import classes from './quotes.module.css';

/** the solutions as the server priced them; the catalogue fills in when an older answer lacks them */
function useQuotedSolutions(quote: Quote, selected: string[]): QuotedSolution[] {
  const { quotes } = useQuote();
  if (quote.selectedSolutions?.length) return quote.selectedSolutions;
  return quotes.solutions.filter((s) => selected.includes(s.id)).map((s) => quotedSolution(quotes, s));
}

/** 'Quote Generated': number, status, contact, totals, validity and the solutions; its heading takes the focus */
export function QuoteResult({ quote, selected }: { quote: Quote; selected: string[] }) {
  const { quotes, t, store } = useQuote();
  // a quote the server made from the posted form (before the code, or without it) was counted there
  const painted = useQuoteState((s) => s.painted);
  useEffect(() => (quote === painted ? markCounted : countEvent)('quote_sent'), [quote, painted]);
  const posted = useQuoteState((s) => s.posted);
  const heading = useRef<HTMLHeadingElement>(null);
  const solutions = useQuotedSolutions(quote, selected);
  useEffect(() => heading.current?.focus(), []);
  const facts: [string, string][] = [
    [t('contactName'), quote.contactName],
    [t('contactEmail'), quote.contactEmail],
    ...(quote.contactPhone ? [[t('contactPhone'), quote.contactPhone] as [string, string]] : []),
    [t('totalCost'), formatValue(quote.totalCost, 'currency')],
    [t('implementation'), t('implementationValue', { months: quote.implementationTimeline })],
    [t('validUntil'), localDate(quote.validUntil)],
  ];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="quote-result-heading">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={2} size="h3" id="quote-result-heading" ref={heading} tabIndex={-1} autoFocus={posted} className={classes.stepHeading}>
            {t('resultHeading')}
          </Title>
          <Text fz="lg" fw={700} mt={4}>
            {t('quoteNumber')}
            <span data-testid="quote-number">{quote.quoteNumber}</span>
          </Text>
        </div>
        <Group gap={6}>
          <Text size="sm">{t('status')}:</Text>
          <Badge variant="outline" color="dark" size="lg" className={classes.status}>
            {quote.status}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" className={classes.figures}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm">
              {label}
            </Text>
            <Text component="dd" fw={700} className={classes.value}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Title order={3} size="h4" mt="xl" mb="sm">
        {t('selectedSolutions')}
      </Title>
      <Stack gap="sm" component="ul" className={classes.plainList}>
        {solutions.map((s) => (
          <li key={s.id} className={classes.solution}>
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Text fw={700}>{s.title}</Text>
                <Text size="sm" c="dimmed">
                  {s.description}
                </Text>
                <Text size="sm">{s.category}</Text>
              </div>
              <div className={classes.solutionFigures}>
                <Text fw={700}>{formatValue(s.cost, 'currency')}</Text>
                <Text size="sm">{t('implementationValue', { months: s.months })}</Text>
              </div>
            </Group>
          </li>
        ))}
      </Stack>
      <Group mt="xl" gap="sm" data-print="hide">
        {/* a link to a fresh generator without script; with it, back to the forms with everything kept */}
        <Button
          size="md"
          component="a"
          href={quotes.route}
          onClick={(e) => {
            e.preventDefault();
            store.getState().newQuote();
          }}
        >
          {t('newQuote')}
        </Button>
        <Button size="md" variant="outline" className={classes.needsScript} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Group>
    </Card>
  );
}
