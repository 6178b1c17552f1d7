import { Paper, Text } from '@mantine/core';
import { BandBar } from '../../shared/band-bar.js';
import { useQuote, useQuoteState } from '../state/quote-context.js';
import classes from '../quotes.module.css';
import { processBand } from './quote-estimate.js';

const blank = '\u00a0';

/**
 * After a choice: 'Current Process Score: n/10', a bar of score / 10 and the message of its band. Before one, the box
 * keeps its place, hidden and empty: nothing under it moves when a card is chosen, nor when the page's code takes
 * over a card tapped before it came (a button that moved then took the tap meant for it elsewhere).
 */
export function ProcessScore() {
  const { quotes, t } = useQuote();
  const chosen = useQuoteState((s) => quotes.proposalOptions.find((o) => o.id === s.processId));
  // the live region is there before the first choice, so the first score is announced too
  return (
    <div aria-live="polite">
      <Paper withBorder p="md" mt="md" className={classes.kept} data-empty={!chosen || undefined}>
        <Text fw={700} mb="xs">
          {chosen ? t('processScore', { score: chosen.score }) : blank}
        </Text>
        <BandBar percent={chosen ? chosen.score * 10 : 0} band={chosen ? processBand(quotes, chosen.score) : { text: blank }} />
      </Paper>
    </div>
  );
}
