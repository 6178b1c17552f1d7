import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { formatValue } from '../../../engine/display/format.js';
import { CardFace } from '../../shared/card-face.js';
import cardClasses from '../../shared/cards.module.css';
import { useQuote, useQuoteState } from '../state/quote-context.js';
import { solutionCost } from '../../../engine/quotes/price.js';

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
            <CardFace
              indicator={<Checkbox.Indicator checked={checked} className={cardClasses.indicator} />}
              emoji={s.icon}
              title={s.title}
              description={s.description}
            >
              <Text component="span" size="sm" display="block">
                {s.category}
              </Text>
              <Text component="span" size="sm" display="block">
                {t('avgSavings', { percent: s.avgSavingsPercent })} · {t('implementationMonths', { months: s.implementationTimeMonths })}
              </Text>
              <Text component="span" size="sm" fw={600} display="block">
                {t('estimatedCost')}: {formatValue(solutionCost(quotes, s), 'currency')}
              </Text>
            </CardFace>
          </Checkbox.Card>
        );
      })}
    </SimpleGrid>
  );
}
