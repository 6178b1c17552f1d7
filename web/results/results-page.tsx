import { Group, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Department } from '../../engine/schema/index.js';
import { Page } from '../layout/page.js';
import { sessionStore } from '../state/session-store.js';
import { clearDraft } from '../wizard/wizard-state.js';
import { MissingResults } from './missing-results.js';
import { ResultsView } from './results-view.js';

const isResult = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** a department's results page: the stored result, or the definition's missing behaviour */
export function ResultsPage({ department }: { department: Department }) {
  const { results, session } = department;
  const store = sessionStore(session.results);
  const stored = store((s) => s.value);
  const clearResults = store((s) => s.clear);
  // a retake forgets the answers too
  const clear = () => {
    clearResults();
    clearDraft(department);
  };
  // read sessionStorage afresh on every visit; until then the optional loading text shows
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void store.persist.rehydrate();
    setReady(true);
  }, [store]);

  if (!ready) {
    return results.loading ? (
      <Page title={results.documentTitle ?? results.heading} heading={results.heading}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{results.loading}</Text>
        </Group>
      </Page>
    ) : null;
  }
  return isResult(stored) ? <ResultsView department={department} result={stored} clearResults={clear} /> : <MissingResults department={department} />;
}
