import { SimpleGrid, Text } from '@mantine/core';
import { formatValue } from '../../../engine/display/format.js';
import { CardFace } from '../../shared/card-face.js';
import cardClasses from '../../shared/cards.module.css';
import { useQuote, useQuoteState } from '../state/quote-context.js';
import { solutionCost } from '../../../engine/quotes/price.js';
import classes from '../quotes.module.css';

/** the catalogue as native checkboxes named as the request's field, each card the label of its own: a tap or Space toggles it */
export function SolutionCards({ labelledBy, describedBy }: { labelledBy: string; describedBy?: string }) {
  const { quotes, t, store } = useQuote();
  const selected = useQuoteState((s) => s.form.selectedSolutions);
  return (
    <SimpleGrid role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} cols={{ base: 1, sm: 2 }} spacing="sm">
      {quotes.solutions.map((s) => (
        <label key={s.id} className={cardClasses.choice}>
          <CardFace
            indicator={
              <input
                type="checkbox"
                name="selectedSolutions"
                value={s.id}
                checked={selected.includes(s.id)}
                onChange={(e) => store.getState().pickSolution(s.id, e.currentTarget.checked)}
                className={classes.choiceInput}
              />
            }
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
        </label>
      ))}
    </SimpleGrid>
  );
}
