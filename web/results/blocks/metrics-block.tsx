import { SimpleGrid, Text } from '@mantine/core';
import { fillTemplate, formatValue } from '../../../engine/display/format.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';

/** labelled figures, each formatted as its definition says (USD without decimals, whole hours, ...) */
export function MetricsBlock({ block, ctx }: BlockProps<'metrics'>) {
  return (
    <BlockCard title={block.title}>
      <SimpleGrid cols={{ base: 1, sm: Math.min(block.items.length, 3) }} spacing="lg">
        {block.items.map((item) => (
          <div key={item.label}>
            <Text fz={30} fw={800} lh={1.2} c="green.9">
              {formatValue(ctx.display.value(item.value, ctx.scope), item.format)}
            </Text>
            <Text fw={500}>{item.label}</Text>
            {item.note && <Text size="sm">{fillTemplate(item.note, ctx.scope)}</Text>}
          </div>
        ))}
      </SimpleGrid>
    </BlockCard>
  );
}
