import { Text } from '@mantine/core';
import { fillTemplate } from '../../../engine/display/format.js';
import { peersIn, peersLine } from '../../../engine/insights/peers.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

/** "teams like yours": how the score compares with the stored teams, as the server answered it; nothing when too few */
export function PeersBlock({ block, ctx }: BlockProps<'peers'>) {
  const line = peersLine(block, peersIn(ctx.result), ctx.scope, fillTemplate);
  if (line === undefined) return null;
  return (
    <BlockCard title={block.title}>
      <Text>{line}</Text>
    </BlockCard>
  );
}
