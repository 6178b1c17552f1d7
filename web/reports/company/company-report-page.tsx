import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatValue } from '../../../engine/display/format.js';
import type { CompanyReport } from '../../../engine/schema/index.js';
import { departments } from '../../definitions.js';
import { LinkButton } from '../../layout/link-button.js';
import { PageIntro } from '../../layout/page/page-intro.js';
import { Page } from '../../layout/page/page.js';
import { DepartmentCard } from './department-card.js';
import classes from '../reports.module.css';
import { sampleFigures } from './card-figures.js';
import { useSessionFigures } from './session-figures.js';

/** the company-wide report: back home, a card per department (the visitor's own figures or the samples), and the order to roll out in (fastest payback first) */
export function CompanyReportPage({ report }: { report: CompanyReport }) {
  const own = useSessionFigures(report);
  // a department whose payback is not known goes last
  const order = report.departments
    .map((d) => ({ name: d.name, roiMonths: (own.get(d.name)?.figures ?? sampleFigures(d)).roiMonths }))
    .sort((a, b) => (a.roiMonths ?? Infinity) - (b.roiMonths ?? Infinity));
  return (
    <Page title={report.documentTitle ?? report.heading} heading={report.heading}>
      <Stack gap="xl">
        <div>
          <LinkButton link={report.back} />
        </div>
        <PageIntro text={report.intro} />
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" className={classes.plainList}>
          {report.departments.map((d) => (
            <DepartmentCard
              key={d.name}
              department={d}
              labels={report.labels}
              own={own.get(d.name)}
              landing={departments.find((dept) => dept.id === d.from?.department)?.routes.landing}
            />
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
                {report.labels.roiMonths}: {d.roiMonths === undefined ? report.labels.notAvailable : formatValue(d.roiMonths, 'number')}
              </List.Item>
            ))}
          </List>
        </Card>
      </Stack>
    </Page>
  );
}
