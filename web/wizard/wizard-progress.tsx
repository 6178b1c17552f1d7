import { Group, Progress, Stack, Text } from '@mantine/core';
import { fillTemplate, type WizardPlaceholders } from '../../engine/display/format.js';
import type { Wizard } from '../../engine/schema/index.js';
import classes from '../shared/cards.module.css';
import type { PathProgress } from './state/path-progress.js';

/** "Question n of total" (or "of up to total" while paths of different lengths remain), an optional percent and dots, over a progress bar */
export function WizardProgress({ progress, at }: { progress: Wizard['progress']; at: PathProgress }) {
  const { n, total, upTo } = at;
  const percent = Math.round((n / total) * 100);
  const values = { n, total, percent } satisfies WizardPlaceholders<'progress'>;
  const label = fillTemplate(upTo ? progress.labelUpTo : progress.label, values);
  return (
    <Stack gap={6} mb="lg">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{label}</Text>
        {progress.percent && <Text size="sm">{fillTemplate(progress.percentLabel, values)}</Text>}
      </Group>
      <Progress.Root size="md">
        <Progress.Section
          value={percent}
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        />
      </Progress.Root>
      {progress.dots && (
        <ol className={classes.dots} aria-hidden="true">
          {Array.from({ length: total }, (_, i) => (
            <li key={i} className={classes.dot} data-state={i + 1 < n ? 'done' : i + 1 === n ? 'current' : 'todo'} />
          ))}
        </ol>
      )}
    </Stack>
  );
}
