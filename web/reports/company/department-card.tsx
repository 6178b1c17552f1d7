import { Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatValue } from '../../../engine/display/format.js';
import type { CompanyReport } from '../../../engine/schema/index.js';
import { LinkButton } from '../../layout/link-button.js';
import classes from '../reports.module.css';
import { figureFormats, figureNames, sampleFigures, type OwnFigures } from './card-figures.js';
import { cardState } from './card-state.js';

type Sample = CompanyReport['departments'][number];

export interface DepartmentCardProps {
  department: Sample;
  labels: CompanyReport['labels'];
  /** the visitor's own figures, when they completed this department in this session */
  own?: OwnFigures;
  /** the landing page of the card's assessment, when its department is one of the definitions */
  landing?: string;
}

/** one department: its figures (the visitor's own, or the samples labelled as such), its state in words (Available, not taken yet, Coming Soon) and its button */
export function DepartmentCard({ department: d, labels, own, landing }: DepartmentCardProps) {
  const state = cardState(d, labels, own, landing);
  const values = own?.figures ?? sampleFigures(d);
  return (
    <Card component="li" withBorder padding="lg" className={classes.card} aria-labelledby={`dept-${slug(d.name)}`} data-source={own ? 'session' : 'sample'}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <Title order={2} size="h4" id={`dept-${slug(d.name)}`}>
          {d.name}
        </Title>
        <Badge variant="outline" size="lg" className={classes.status} data-status={state.status}>
          {state.badge}
        </Badge>
      </Group>
      {!own && (
        <Text size="sm" fs="italic" mb="sm">
          {labels.sample}
        </Text>
      )}
      <SimpleGrid component="dl" cols={2} spacing="sm" className={classes.figures}>
        {figureNames.map((f) => {
          const value = values[f];
          return (
            <div key={f}>
              <Text component="dt" size="sm">
                {labels[f]}
              </Text>
              <Text component="dd" fw={value === undefined ? 400 : 700}>
                {value === undefined ? labels.notAvailable : formatValue(value, figureFormats[f])}
              </Text>
            </div>
          );
        })}
      </SimpleGrid>
      <Group mt="md">
        <LinkButton link={state.button} size="sm" />
      </Group>
    </Card>
  );
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
