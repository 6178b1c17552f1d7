import { Group, Paper, Text } from '@mantine/core';
import { formatValue } from '../../../engine/display/format.js';
import { useQuote, useQuoteState } from '../state/quote-context.js';
import { estimate } from '../../../engine/quotes/price.js';
import classes from '../quotes.module.css';

/** the count selected, 'Estimated Cost' and 'Annual Savings' of the chosen solutions, announced as they change */
export function EstimateSummary() {
  const { quotes, t } = useQuote();
  const selected = useQuoteState((s) => s.form.selectedSolutions);
  const { count, cost, savings } = estimate(quotes, selected);
  return (
    <Paper withBorder p="md" mt="md" bg="gray.0" aria-live="polite" aria-atomic="true">
      <Text fw={700} mb="xs">
        {t('selectedCount', { count })}
      </Text>
      <Group component="dl" gap="xl" className={classes.figures}>
        <Figure label={t('estimatedCost')} value={cost} />
        <Figure label={t('annualSavings')} value={savings} />
      </Group>
    </Paper>
  );
}

/** one term of the summary's list: its label, then the amount in dollars */
function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text component="dt" size="sm">
        {label}
      </Text>
      <Text component="dd" fz="xl" fw={800}>
        {formatValue(value, 'currency')}
      </Text>
    </div>
  );
}
