import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatValue } from '../../engine/format.js';
import { LinkButton } from '../layout/link-button.js';
import type { CompanyReport } from './report-kinds.js';
import classes from './reports.module.css';

type Sample = CompanyReport['departments'][number];

/** one sample department: its figures, Available or Coming Soon (in words, not colour alone), and its button */
export function DepartmentCard({ department: d, labels }: { department: Sample; labels: CompanyReport['labels'] }) {
  const complete = d.status === 'complete';
  const figures: [string, string][] = [
    [labels.teamSize, formatValue(d.teamSize, 'number')],
    [labels.annualSavings, formatValue(d.annualSavings, 'currency')],
    [labels.roiMonths, formatValue(d.roiMonths, 'number')],
    [labels.productivityGain, formatValue(d.productivityGain, 'percent')],
  ];
  return (
    <Card component="li" withBorder padding="lg" className={classes.card} aria-labelledby={`dept-${slug(d.name)}`}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <Title order={2} size="h4" id={`dept-${slug(d.name)}`}>
          {d.name}
        </Title>
        <Badge variant="outline" size="lg" className={classes.status} data-status={d.status}>
          {complete ? labels.available : labels.comingSoon}
        </Badge>
      </Group>
      <SimpleGrid component="dl" cols={2} spacing="sm" className={classes.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm">
              {label}
            </Text>
            <Text component="dd" fw={700}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group mt="md">
        {/* a department that is not complete never links anywhere, whatever its button says */}
        <LinkButton link={complete ? d.button : { ...d.button, to: undefined, disabled: true }} size="sm" />
      </Group>
    </Card>
  );
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
