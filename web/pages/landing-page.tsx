import { useCountEvent } from '../api/usage-events.js';
import { Card, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Department } from '../../engine/schema/index.js';
import { FeatureCards } from '../layout/feature-cards.js';
import { LinkButton } from '../layout/link-button.js';
import { PageIntro } from '../layout/page/page-intro.js';
import { Page } from '../layout/page/page.js';

/** a department's landing page from its `landing` section; claims are shown as written */
export function LandingPage({ department }: { department: Department }) {
  const { landing } = department;
  useCountEvent('page_viewed', department.id);
  return (
    <Page title={landing.documentTitle ?? landing.heading} heading={landing.heading} nav={landing.nav}>
      <Stack gap="lg">
        <PageIntro text={landing.intro} />
        {/* the start button comes first, so a phone shows it without scrolling */}
        <Group>
          {landing.buttons.map((b) => (
            <LinkButton key={b.label} link={b} size="lg" />
          ))}
        </Group>
        {landing.stats.length > 0 && (
          <SimpleGrid cols={{ base: 2, md: Math.min(landing.stats.length, 4) }} spacing="md">
            {landing.stats.map((s) => (
              <Paper key={s.label} withBorder p="md" bg="gray.0">
                <Text fz={28} fw={800} c="var(--mantine-primary-color-9)" lh={1.2}>
                  {s.value}
                </Text>
                <Text size="sm">{s.label}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {landing.claims.length > 0 && (
          <List spacing="xs" size="md">
            {landing.claims.map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
          </List>
        )}
        <FeatureCards features={landing.features} />
        {landing.panel && (
          <Card withBorder padding="lg" bg="var(--mantine-primary-color-0)">
            <Title order={2} size="h3" mb="sm">
              {landing.panel.title}
            </Title>
            <List spacing="xs">
              {landing.panel.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Card>
        )}
      </Stack>
    </Page>
  );
}
