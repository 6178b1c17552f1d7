import { Text } from '@mantine/core';
import { site } from '../definitions.js';
import { Page } from '../layout/page.js';

/** any path no definition claims */
export function NotFoundPage() {
  const { title, heading, hint } = site.notFound;
  return (
    <Page title={title} heading={heading} size="md">
      <Text size="lg">{hint}</Text>
    </Page>
  );
}
