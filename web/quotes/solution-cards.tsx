import { Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { formatValue } from '../../engine/format.js';
import cardClasses from '../wizard/wizard.module.css';
import { useQuote, useQuoteState } from './quote-context.js';
import { solutionCost } from './quote-estimate.js';

/** the catalogue as checkbox cards: a click anywhere on a card, or Space on it, toggles it */
export function SolutionCards({ labelledBy, describedBy }: { labelledBy: string; describedBy?: string }) {
  const { quotes, t, store } = useQuote();
  const selected = useQuoteState((s) => s.form.selectedSolutions);
  return (
    <SimpleGrid role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} cols={{ base: 1, sm: 2 }} spacing="sm">
      {quotes.solutions.map((s) => {
        const checked = selected.includes(s.id);
        return (
          <Checkbox.Card key={s.id} checked={checked} onClick={() => store.getState().toggleSolution(s.id)} className={cardClasses.card}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Checkbox.Indicator checked={checked} className={cardClasses.indicator} />
              <span aria-hidden="true" className={cardClasses.emoji}>
                {s.icon}
              </span>
              <span className={cardClasses.text}>
                <Text component="span" fw={600} display="block">
                  {s.title}
                </Text>
                <Text component="span" size="sm" c="dimmed" display="block" mb={4}>
                  {s.description}
                </Text>
                <Text component="span" size="sm" display="block">
                  {s.category}
                </Text>
                <Text component="span" size="sm" display="block">
                  {t('avgSavings', { percent: s.avgSavingsPercent })} · {t('implementationMonths', { months: s.implementationTimeMonths })}
                </Text>
                <Text component="span" size="sm" fw={600} display="block">
                  {t('estimatedCost')}: {formatValue(solutionCost(quotes, s), 'currency')}
                </Text>
              </span>
            </Group>
          </Checkbox.Card>
        );
      })}
    </SimpleGrid>
  );
}
