import { Paper, Progress, Text } from '@mantine/core';
import { BandTag } from '../results/band-tag.js';
import { useQuote, useQuoteState } from './quote-context.js';
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
          {/* the sentence above says the score; the bar repeats it for the eye */}
          <Progress value={chosen.score * 10} size="lg" color={`${band?.color ?? 'blue'}.8`} aria-hidden="true" mb="sm" />
          {band && (
            <BandTag color={band.color}>
              <Text component="span" fw={600}>
                {band.text}
              </Text>
            </BandTag>
          )}
        </Paper>
      )}
    </div>
  );
}
