import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** the frame of a results block: a card with its title as an h2 */
export function BlockCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section">
      {title && (
        <Title order={2} size="h4" mb="md">
          {title}
        </Title>
      )}
      {children}
    </Card>
  );
}
