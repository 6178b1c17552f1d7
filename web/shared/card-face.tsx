import { Group, Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './cards.module.css';
import { Emoji } from './emoji.js';

export interface CardFaceProps {
  indicator: ReactNode;
  emoji?: string;
  title: ReactNode;
  description?: ReactNode;
  /** further lines under the description, e.g. fact lines */
  children?: ReactNode;
}

/** the inside of a choice card: indicator, emoji, title, description and any further lines */
export function CardFace({ indicator, emoji, title, description, children }: CardFaceProps) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      {indicator}
      {emoji && <Emoji glyph={emoji} size={24} />}
      <span className={classes.text}>
        <Text component="span" fw={600} display="block">
          {title}
        </Text>
        {description && (
          <Text component="span" size="sm" c="dimmed" display="block" mb={children ? 4 : undefined}>
            {description}
          </Text>
        )}
        {children}
      </span>
    </Group>
  );
}

/** one line of a card: the label in bold, then its value */
export function FactLine({ label, size = 'sm', children }: { label: ReactNode; size?: MantineSize; children: ReactNode }) {
  return (
    <Text component="span" size={size} display="block">
      <strong>{label}:</strong> {children}
    </Text>
  );
}
