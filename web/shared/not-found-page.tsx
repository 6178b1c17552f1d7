import { Text } from '@mantine/core';
import { LinkButton } from '../layout/link-button.js';
import { site } from '../definitions.js';
import { Page } from '../layout/page/page.js';

/** any path no definition claims */
export function NotFoundPage() {
  const { title, heading, hint, home } = site.notFound;
  return (
    <Page title={title} heading={heading} size="md">
      <Text size="lg" mb="lg">
        {hint}
      </Text>
      <LinkButton link={{ label: home, to: '/' }} />
    </Page>
  );
}
