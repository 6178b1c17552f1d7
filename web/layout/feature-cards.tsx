import { Box, Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { z } from 'zod';
import type { Feature } from '../../engine/schema/index.js';
import { Emoji } from '../shared/emoji.js';

type FeatureItem = z.infer<typeof Feature>;

/** a grid of feature cards: emoji, title (h2) and description */
export function FeatureCards({ features }: { features: FeatureItem[] }) {
  if (features.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(features.length, 4) }} spacing="lg">
      {features.map((f) => (
        <Card key={f.title} withBorder padding="lg">
          {f.emoji && (
            <Box mb="sm">
              <Emoji glyph={f.emoji} size={32} />
            </Box>
          )}
          <Title order={2} size="h4" mb={4}>
            {f.title}
          </Title>
          {f.description && <Text c="dimmed">{f.description}</Text>}
        </Card>
      ))}
    </SimpleGrid>
  );
}
