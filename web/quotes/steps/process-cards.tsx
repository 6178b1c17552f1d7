import { Radio, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { CardFace, FactLine } from '../../shared/card-face.js';
import cardClasses from '../../shared/cards.module.css';
import { useQuote, useQuoteState } from '../state/quote-context.js';

/**
 * The proposal-process cards: a radio group with one Tab stop (the chosen card, else the first);
 * Radio.Card's own arrow keys move between the cards and choose.
 */
export function ProcessCards({ labelledBy, describedBy }: { labelledBy: string; describedBy?: string }) {
  const { quotes, t, store } = useQuote();
  const chosen = useQuoteState((s) => s.processId);
  const name = useId();
  const options = quotes.proposalOptions;
  const any = options.some((o) => o.id === chosen);
  return (
    <SimpleGrid role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} cols={{ base: 1, sm: 2 }} spacing="sm">
      {options.map((o, i) => {
        const checked = o.id === chosen;
        return (
          <Radio.Card
            key={o.id}
            name={name}
            value={o.id}
            checked={checked}
            tabIndex={checked || (!any && i === 0) ? 0 : -1}
            onClick={() => store.getState().chooseProcess(o.id)}
            className={cardClasses.card}
          >
            <CardFace
              indicator={<Radio.Indicator checked={checked} className={cardClasses.indicator} />}
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
          </Radio.Card>
        );
      })}
    </SimpleGrid>
  );
}
