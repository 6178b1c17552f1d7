import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Option } from '../../engine/schema/index.js';
import classes from './wizard.module.css';

/** the inside of an option card: indicator, emoji, label, description and extra facts */
export function OptionContent({ option, indicator }: { option: Option; indicator: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      {indicator}
      {option.emoji && (
        <span aria-hidden="true" className={classes.emoji}>
          {option.emoji}
        </span>
      )}
      <span className={classes.text}>
        <Text component="span" fw={600} display="block">
          {option.label}
        </Text>
        {option.description && (
          <Text component="span" size="sm" c="dimmed" display="block">
            {option.description}
          </Text>
        )}
        {option.details?.map((d) => (
          <Text component="span" size="xs" display="block" key={d.label}>
            <strong>{d.label}:</strong> {d.value}
          </Text>
        ))}
      </span>
    </Group>
  );
}
