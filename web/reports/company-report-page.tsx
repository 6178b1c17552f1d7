import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatValue } from '../../engine/format.js';
import { LinkButton } from '../layout/link-button.js';
import { PageIntro } from '../layout/page-intro.js';
import { Page } from '../layout/page.js';
import { DepartmentCard } from './department-card.js';
import type { CompanyReport } from './report-kinds.js';
import classes from './reports.module.css';

/** the company-wide report: back home, a card per sample department, and the order to roll out in (fastest payback first) */
export function CompanyReportPage({ report }: { report: CompanyReport }) {
  const order = [...report.departments].sort((a, b) => a.roiMonths - b.roiMonths);
  return (
    <Page title={report.documentTitle ?? report.heading} heading={report.heading}>
      <Stack gap="xl">
        <div>
          <LinkButton link={report.back} />
        </div>
        <PageIntro text={report.intro} />
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" className={classes.plainList}>
          {report.departments.map((d) => (
            <DepartmentCard key={d.name} department={d} labels={report.labels} />
          ))}
        </SimpleGrid>
        <Card withBorder padding="lg" component="section" aria-labelledby="implementation-order" className={classes.card}>
          <Title order={2} size="h3" id="implementation-order" mb="md">
            {report.orderTitle}
          </Title>
          <List type="ordered" spacing="xs" data-testid="implementation-order">
            {order.map((d) => (
              <List.Item key={d.name}>
                <Text component="span" fw={700}>
                  {d.name}
                </Text>
                {' · '}
                {report.labels.roiMonths}: {formatValue(d.roiMonths, 'number')}
              </List.Item>
            ))}
          </List>
        </Card>
      </Stack>
    </Page>
  );
}
