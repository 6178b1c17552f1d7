import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Department } from '../../../engine/schema/index.js';
import { ApiError } from '../../api/api-error.js';
import { queryClient } from '../../api/query-client.js';
import { apiRequest } from '../../api/request.js';
import { site } from '../../definitions.js';
import { LinkButton } from '../../layout/link-button.js';
import { Page } from '../../layout/page/page.js';
import { ResultsView } from '../results-view.js';
import { decodeShared } from './share-link.js';

// the server refused the answers (the link is bad), unlike a failure to answer at all (the link may be fine)
const refused = (error: Error): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** a shared link's result: its answers evaluated again by the API; nothing is stored in this browser */
export function SharedResults({ department, value }: { department: Department; value: string }) {
  const { results } = department;
  const shared = useMemo(() => decodeShared(value), [value]);
  const query = useQuery(
    {
      queryKey: ['shared', department.api, value],
      queryFn: async () => (await apiRequest('POST', department.api, shared!.answers)).json() as Promise<Record<string, unknown>>,
      enabled: shared !== undefined,
      // each opening of a link asks the API afresh (the definition may have changed since)
      gcTime: 0,
    },
    queryClient,
  );

  const title = results.documentTitle ?? results.heading;
  if (!shared || (query.isError && refused(query.error))) {
    return (
      <Page title={title} heading={results.heading} size="md">
        <Alert color="red" variant="outline" role="alert" mb="lg">
          {site.share.invalid}
        </Alert>
        <LinkButton link={{ label: site.share.home, to: '/' }} />
      </Page>
    );
  }
  if (query.isFetching || query.isPending) {
    return (
      <Page title={title} heading={results.heading}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{site.share.loading}</Text>
        </Group>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title={title} heading={results.heading} size="md">
        <Alert color="red" variant="outline" role="alert" mb="lg">
          {site.share.unavailable}
        </Alert>
        <Group gap="sm">
          <Button onClick={() => void query.refetch()}>{site.share.retry}</Button>
          <LinkButton link={{ variant: 'secondary', label: site.share.home, to: '/' }} />
        </Group>
      </Page>
    );
  }
  const changed = query.data.definitionHash !== shared.hash;
  // a shared view never clears the visitor's own stored results
  return (
    <ResultsView
      department={department}
      result={query.data}
      answers={shared.answers}
      clearResults={() => {}}
      notice={changed ? site.share.recalculated : undefined}
    />
  );
}
