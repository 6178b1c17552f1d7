import { Group, Progress, Stack, Text } from '@mantine/core';
import { formatValue } from '../../../engine/display/format.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

/** a total split into fixed shares (such as 40% task management, 35% SOP, 25% coordination) */
export function SplitBlock({ block, ctx }: BlockProps<'split'>) {
  const total = ctx.display.value(block.total, ctx.scope);
  return (
    <BlockCard title={block.title}>
      <Stack gap="md">
        {block.parts.map((part) => (
          <div key={part.label}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fw={500}>
                {part.label} ({formatValue(Math.round(part.share * 100), 'percent')})
              </Text>
              <Text fw={700}>{formatValue(total * part.share, block.format)}</Text>
            </Group>
            <Progress value={part.share * 100} color="teal.9" aria-hidden="true" />
          </div>
        ))}
      </Stack>
    </BlockCard>
  );
}
