import { Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TeamReport } from '../../../engine/schema/index.js';
import { LinkButton } from '../../layout/link-button.js';
import { PageIntro } from '../../layout/page/page-intro.js';
import { Page } from '../../layout/page/page.js';
import { reportActions } from './report-actions.js';
import { Roadmap } from './roadmap.js';
import classes from '../reports.module.css';

/** a team's static report: its buttons (an action: PDF or share; no target: does nothing), claims, the ROI calculator placeholder, the roadmap */
export function TeamReportPage({ report }: { report: TeamReport }) {
  return (
    <Page title={report.documentTitle ?? report.heading} heading={report.heading} nav={report.nav}>
      <Stack gap="xl">
        <PageIntro text={report.intro} />
        <Group gap="sm">
          {report.buttons.map((b) => (
            <LinkButton key={b.label} link={b} onAction={b.action && reportActions[b.action](report)} />
          ))}
        </Group>
        {report.claims.length > 0 && (
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: Math.min(report.claims.length, 4) }} spacing="md" className={classes.plainList}>
            {report.claims.map((c) => (
              <Paper component="li" key={c.label} withBorder p="md" className={classes.card}>
                <Text fz={32} fw={800} c="var(--mantine-primary-color-9)" lh={1.2}>
                  {c.value}
                </Text>
                <Text>{c.label}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <Card withBorder padding="lg" component="section" className={classes.placeholder} aria-labelledby="roi-calculator">
          <Title order={2} size="h3" id="roi-calculator" mb="xs">
            {report.roiCalculator.title}
          </Title>
          <Text>{report.roiCalculator.text}</Text>
        </Card>
        <Roadmap roadmap={report.roadmap} />
      </Stack>
    </Page>
  );
}
