import { Group, Progress, Stack, Text } from '@mantine/core';
import { breakdownRows } from '../content/breakdown-rows.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

/** each shown component (or share of the score) out of its maximum */
export function BreakdownBlock({ block, ctx }: BlockProps<'breakdown'>) {
  const rows = breakdownRows(ctx.department.scoring, ctx.scope);
  return (
    <BlockCard title={block.title}>
      <Stack gap="md">
        {rows.map((row) => (
          <div key={row.label}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fw={500}>{row.label}</Text>
              <Text fw={700}>
                {row.value}/{row.max}
              </Text>
            </Group>
            <Progress value={row.max > 0 ? (row.value / row.max) * 100 : 0} aria-hidden="true" />
          </div>
        ))}
      </Stack>
    </BlockCard>
  );
}
