import { Group, Text } from '@mantine/core';
import { fillTemplate } from '../../../engine/display/format.js';
import { LinkButton } from '../../layout/link-button.js';
import { resultActions } from '../result-actions.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

/** a call to action: a sentence and buttons (no target: does nothing; clearResults: clears, then goes) */
export function ActionsBlock({ block, ctx }: BlockProps<'actions'>) {
  const content = (
    <>
      {block.text && <Text mb="md">{fillTemplate(block.text, ctx.scope)}</Text>}
      <Group gap="sm">
        {block.buttons.map((b) => (
          <LinkButton key={b.label} link={b} onClearResults={ctx.clearResults} onAction={b.action && resultActions[b.action](ctx)} />
        ))}
      </Group>
    </>
  );
  return block.title || block.text ? <BlockCard title={block.title}>{content}</BlockCard> : content;
}
