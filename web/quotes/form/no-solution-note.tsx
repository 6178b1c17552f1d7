import { Text } from '@mantine/core';
import { useQuote } from '../state/quote-context.js';
import classes from '../quotes.module.css';

/**
 * 'At least one solution must be selected', beside a button that cannot go on without one. Its line stays when it
 * has nothing to say, and the style sheet hides it as soon as a box of its form is ticked: a tick in the server's
 * paint hides it at once, and nothing under it moves when the page's code takes over (a button that moved then took
 * the tap meant for it elsewhere).
 */
export function NoSolutionNote({ id, none }: { id: string; none: boolean }) {
  const { quotes } = useQuote();
  return (
    <Text size="sm" mt="md" id={id} className={`${classes.kept} ${classes.noSolution}`} data-empty={!none || undefined}>
      {none ? quotes.messages.selectedSolutions : '\u00a0'}
    </Text>
  );
}
