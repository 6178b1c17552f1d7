import { Button, Group, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { site } from '../definitions.js';
import { LinkButton } from '../layout/link-button.js';
import { Page } from '../layout/page/page.js';

/**
 * Every route's errorComponent: a page whose code or definition could not be loaded (the connection dropped), or
 * that failed to show, in the site's words and language; the visitor can load it again or go home.
 */
export function FailedPage() {
  const router = useRouter();
  const { title, heading, hint, retry, home } = site.failed;
  return (
    <Page title={title} heading={heading} size="md" focusHeading>
      <Text size="lg" mb="lg">
        {hint}
      </Text>
      <Group>
        {/* the routes' loaders run again; the page's new match resets the router's error boundary */}
        <Button type="button" size="md" onClick={() => void router.invalidate()}>
          {retry}
        </Button>
        <LinkButton link={{ label: home, to: '/', variant: 'secondary' }} />
      </Group>
    </Page>
  );
}
