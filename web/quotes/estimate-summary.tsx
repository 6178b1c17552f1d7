import { Group, Paper, Text } from '@mantine/core';
import { formatValue } from '../../engine/format.js';
import { useQuote, useQuoteState } from './quote-context.js';
import { estimate } from './quote-estimate.js';
import classes from './quotes.module.css';

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
        <div>
          <Text component="dt" size="sm">
            {t('estimatedCost')}
          </Text>
          <Text component="dd" fz="xl" fw={800}>
            {formatValue(cost, 'currency')}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm">
            {t('annualSavings')}
          </Text>
          <Text component="dd" fz="xl" fw={800}>
            {formatValue(savings, 'currency')}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
