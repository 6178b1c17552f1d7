import { Alert, Group, Loader, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { apiRequest } from '../api/request.js';
import { site } from '../definitions.js';
import { LinkButton } from '../layout/link-button.js';
import { Page } from '../layout/page.js';
import { ResultsView } from './results-view.js';
import { decodeShared } from './share-link.js';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; result: Record<string, unknown> };

/** a shared link's result: its answers evaluated again by the API; nothing is stored in this browser */
export function SharedResults({ department, value }: { department: Department; value: unknown }) {
  const { results } = department;
  const shared = useMemo(() => decodeShared(value), [value]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    if (!shared) return;
    let live = true;
    apiRequest('POST', department.api, shared.answers)
      .then((res) => res.json() as Promise<Record<string, unknown>>)
      .then(
        (result) => live && setState({ kind: 'done', result }),
        () => live && setState({ kind: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [shared, department.api]);

  const title = results.documentTitle ?? results.heading;
  if (!shared || state.kind === 'failed') {
    return (
      <Page title={title} heading={results.heading} size="md">
        <Alert color="red" variant="outline" role="alert" mb="lg">
          {site.share.invalid}
        </Alert>
        <LinkButton link={{ label: site.share.home, to: '/' }} />
      </Page>
    );
  }
  if (state.kind === 'loading') {
    return (
      <Page title={title} heading={results.heading}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{site.share.loading}</Text>
        </Group>
      </Page>
    );
  }
  const changed = state.result.definitionHash !== shared.hash;
  // a shared view never clears the visitor's own stored results
  return <ResultsView department={department} result={state.result} answers={shared.answers} clearResults={() => {}} notice={changed ? site.share.recalculated : undefined} />;
}
