import { Card, List, SimpleGrid, Text, Title } from '@mantine/core';
import type { TeamReport } from '../../../engine/schema/index.js';
import classes from '../reports.module.css';

/** the phases in order, each with its months, title and tasks */
export function Roadmap({ roadmap }: { roadmap: TeamReport['roadmap'] }) {
  return (
    <section aria-labelledby="roadmap">
      <Title order={2} size="h3" id="roadmap" mb="md">
        {roadmap.title}
      </Title>
      <SimpleGrid component="ol" cols={{ base: 1, md: Math.min(roadmap.phases.length, 3) }} spacing="md" className={classes.plainList}>
        {roadmap.phases.map((phase) => (
          <Card component="li" key={phase.months} withBorder padding="lg" className={classes.card}>
            <Text size="sm" fw={700} c="var(--mantine-primary-color-9)">
              {phase.months}
            </Text>
            <Title order={3} size="h4" mb="sm">
              {phase.title}
            </Title>
            {phase.items.length > 0 && (
              <List size="sm" spacing={4}>
                {phase.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
