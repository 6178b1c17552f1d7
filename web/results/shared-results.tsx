import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { ApiError } from '../api/api-error.js';
import { apiRequest } from '../api/request.js';
import { site } from '../definitions.js';
import { LinkButton } from '../layout/link-button.js';
import { Page } from '../layout/page.js';
import { ResultsView } from './results-view.js';
import { decodeShared } from './share-link.js';

// failed: the server refused the answers (the link is bad); unavailable: it could not answer (the link may be fine)
type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'unavailable' } | { kind: 'done'; result: Record<string, unknown> };

/** a shared link's result: its answers evaluated again by the API; nothing is stored in this browser */
export function SharedResults({ department, value }: { department: Department; value: unknown }) {
  const { results } = department;
  const shared = useMemo(() => decodeShared(value), [value]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!shared) return;
    let live = true;
    setState({ kind: 'loading' });
    apiRequest('POST', department.api, shared.answers)
      .then((res) => res.json() as Promise<Record<string, unknown>>)
      .then(
        (result) => live && setState({ kind: 'done', result }),
        (e: unknown) => live && setState({ kind: e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 429 ? 'failed' : 'unavailable' }),
      );
    return () => {
      live = false;
    };
  }, [shared, department.api, attempt]);

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
  if (state.kind === 'unavailable') {
    return (
      <Page title={title} heading={results.heading} size="md">
        <Alert color="red" variant="outline" role="alert" mb="lg">
          {site.share.unavailable}
        </Alert>
        <Group gap="sm">
          <Button onClick={() => setAttempt((n) => n + 1)}>{site.share.retry}</Button>
          <LinkButton link={{ variant: 'secondary', label: site.share.home, to: '/' }} />
        </Group>
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
