import { Paper, Text } from '@mantine/core';
import { BandBar } from '../../shared/band-bar.js';
import { useQuote, useQuoteState } from '../state/quote-context.js';
import { processBand } from './quote-estimate.js';

/** after a choice: 'Current Process Score: n/10', a bar of score / 10 and the message of its band */
export function ProcessScore() {
  const { quotes, t } = useQuote();
  const chosen = useQuoteState((s) => quotes.proposalOptions.find((o) => o.id === s.processId));
  const band = chosen && processBand(quotes, chosen.score);
  // the live region is there before the first choice, so the first score is announced too
  return (
    <div aria-live="polite">
      {chosen && (
        <Paper withBorder p="md" mt="md">
          <Text fw={700} mb="xs">
            {t('processScore', { score: chosen.score })}
          </Text>
          <BandBar percent={chosen.score * 10} band={band} />
        </Paper>
      )}
    </div>
  );
}
