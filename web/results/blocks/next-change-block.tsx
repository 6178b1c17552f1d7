import { List, Text } from '@mantine/core';
import { nextChangeLines } from '../content/next-change-lines.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

/** per score component, the one change of answer that raises the score most, or that it is at its maximum */
export function NextChangeBlock({ block, ctx }: BlockProps<'next-change'>) {
  const lines = nextChangeLines(ctx.department, block, ctx.result);
  // a result without the list (a sample, or one stored before the list existed) shows no empty card
  if (lines.length === 0) return null;
  return (
    <BlockCard title={block.title}>
      <List spacing="sm">
        {lines.map((line) => (
          <List.Item key={line.component}>
            <Text>{line.text}</Text>
          </List.Item>
        ))}
      </List>
    </BlockCard>
  );
}
