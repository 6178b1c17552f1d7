import { SimpleGrid, Text } from '@mantine/core';
import { quotePostFields } from '../../../engine/quotes/form-post.js';
import { CardFace, FactLine } from '../../shared/card-face.js';
import cardClasses from '../../shared/cards.module.css';
import { useQuote, useQuoteState } from '../state/quote-context.js';
import classes from '../quotes.module.css';

/**
 * The proposal-process cards: native radios of one group (the browser's arrow keys move and choose, one Tab stop),
 * each card the label of its radio, so a tap anywhere on it chooses before the page's code as after it.
 */
export function ProcessCards({ labelledBy, describedBy }: { labelledBy: string; describedBy?: string }) {
  const { quotes, t, store } = useQuote();
  const chosen = useQuoteState((s) => s.processId);
  return (
    <SimpleGrid role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} cols={{ base: 1, sm: 2 }} spacing="sm">
      {quotes.proposalOptions.map((o) => (
        <label key={o.id} className={cardClasses.choice}>
          <CardFace
            indicator={
              <input
                type="radio"
                name={quotePostFields.processId}
                value={o.id}
                checked={o.id === chosen}
                onChange={() => store.getState().chooseProcess(o.id)}
                className={classes.choiceInput}
              />
            }
            emoji={o.emoji}
            title={o.title}
            description={o.description}
          >
            <FactLine label={t('timePerProposal')}>{o.timeSpent}</FactLine>
            <FactLine label={t('errorRate')}>{o.errorRate}</FactLine>
            <FactLine label={t('scalability')}>{o.scalability}</FactLine>
            <Text component="span" size="sm" fw={600} display="block">
              {t('optionScore', { score: o.score })}
            </Text>
          </CardFace>
        </label>
      ))}
    </SimpleGrid>
  );
}
