import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { impactLabel, recommendationsOf } from '../content/recommendations.js';
import type { BlockProps } from '../results-context.js';
import { BlockCard } from './block-card.js';
import classes from '../results.module.css';

// spec: High red, Medium yellow, anything else green; dark text on a light tint keeps 4.5:1
const impactColor = (impact: string) => (impact === 'High' ? 'red' : impact === 'Medium' ? 'yellow' : 'green');

/** the recommendations the result lists, each with its impact badge and time to implement */
export function RecommendationsBlock({ block, ctx }: BlockProps<'recommendations'>) {
  const items = recommendationsOf(ctx.result, block.field);
  if (items.length === 0) return null;
  return (
    <BlockCard title={block.title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {items.map((r) => (
          <Stack key={r.id ?? r.title} gap={6} className={classes.recommendation}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Title order={3} size="h5">
                {r.title}
              </Title>
              <Badge className={classes.impact} data-color={impactColor(r.impact)} variant="transparent" radius="sm">
                {impactLabel(r.impact)}
              </Badge>
            </Group>
            <Text size="sm">{r.description}</Text>
            {r.timeToImplement && (
              <Text size="sm" fw={600}>
                {r.timeToImplement}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
    </BlockCard>
  );
}
