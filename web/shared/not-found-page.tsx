import { Text } from '@mantine/core';
import { LinkButton } from '../layout/link-button.js';
import { site } from '../definitions.js';
import { Page } from '../layout/page/page.js';

/** any path no definition claims, and any route whose loader finds nothing there (every route's notFoundComponent) */
export function NotFoundPage() {
  const { title, heading, hint, home } = site.notFound;
  return (
    <Page title={title} heading={heading} size="md" focusHeading>
      <Text size="lg" mb="lg">
        {hint}
      </Text>
      <LinkButton link={{ label: home, to: '/' }} />
    </Page>
  );
}
