import { Paper, Text } from '@mantine/core';
import { BandBar } from '../../shared/band-bar.js';
import { useQuote, useQuoteState } from '../state/quote-context.js';
import classes from '../quotes.module.css';
import { processBand } from './quote-estimate.js';

/**
 * Every text a line may show, in one place: the line is as tall as the tallest of them at any width, and only the
 * one shown is seen and read (the others hidden, and hidden from screen readers).
 */
function Stacked({ texts, shown }: { texts: string[]; shown: string | undefined }) {
  return (
    <span className={classes.stacked}>
      {texts.map((text) => (
        <span key={text} aria-hidden={text === shown ? undefined : true}>
          {text}
        </span>
      ))}
    </span>
  );
}

/**
 * After a choice: 'Current Process Score: n/10', a bar of score / 10 and the message of its band. Before one, the box
 * keeps its place, hidden, and each line is as tall as the longest text it can show: nothing under it moves when a
 * card is chosen, nor when the page's code takes over a card tapped before it came (a button that moved then took
 * the tap meant for it elsewhere), at any width.
 */
export function ProcessScore() {
  const { quotes, t } = useQuote();
  const chosen = useQuoteState((s) => quotes.proposalOptions.find((o) => o.id === s.processId));
  const scoreText = (score: number) => t('processScore', { score });
  const band = chosen && processBand(quotes, chosen.score);
  // the live region is there before the first choice, so the first score is announced too
  return (
    <div aria-live="polite">
      <Paper withBorder p="md" mt="md" className={classes.kept} data-empty={!chosen || undefined}>
        <Text fw={700} mb="xs">
          <Stacked texts={[...new Set(quotes.proposalOptions.map((o) => scoreText(o.score)))]} shown={chosen && scoreText(chosen.score)} />
        </Text>
        <BandBar
          percent={chosen ? chosen.score * 10 : 0}
          band={{ color: band?.color, text: <Stacked texts={quotes.processBands.map((b) => b.text)} shown={band?.text} /> }}
        />
      </Paper>
    </div>
  );
}
