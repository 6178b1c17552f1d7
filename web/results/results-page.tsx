import { Group, Loader, Text } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Answers } from '../../engine/answers/answers.js';
import type { Department } from '../../engine/schema/index.js';
import { Page } from '../layout/page/page.js';
import { resultsRouteId } from '../routes/search.js';
import { answersKey } from '../state/answers-key.js';
import { sessionStore } from '../state/session-store.js';
import { isStoredResult } from '../state/stored-result.js';
import { clearDraft } from '../state/draft-key.js';
import { MissingResults } from './missing-results.js';
import { ResultsView } from './results-view.js';
import { PaintedResults } from './share/painted-results.js';
import { SharedResults } from './share/shared-results.js';

/** a department's results page: a shared link's result, the stored result, or the definition's missing behaviour */
export function ResultsPage({ department }: { department: Department }) {
  const { shared, answers } = useSearch({ from: resultsRouteId });
  if (shared !== undefined) return <SharedResults department={department} value={shared} />;
  if (answers !== undefined) return <PaintedResults department={department} value={answers} />;
  return <StoredResults department={department} />;
}

function StoredResults({ department }: { department: Department }) {
  const { results, session } = department;
  const store = sessionStore(session.results);
  const stored = store((s) => s.value);
  const answers = sessionStore(answersKey(department))((s) => s.value) as Answers | null;
  // a retake forgets the answers too
  const clear = () => {
    store.getState().clear();
    sessionStore(answersKey(department)).getState().clear();
    clearDraft(department);
  };
  // read sessionStorage afresh on every visit; until then the frame and the optional loading text show
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void store.persist.rehydrate();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the session is read after the first paint, then the page shows it
    setReady(true);
  }, [store]);

  // the page's frame (what the server renders and the browser hydrates) until the session is read
  if (!ready) {
    return (
      <Page title={results.documentTitle ?? results.heading} heading={results.heading} nav={results.nav}>
        {results.loading && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{results.loading}</Text>
          </Group>
        )}
      </Page>
    );
  }
  return isStoredResult(stored, department) ? (
    <ResultsView department={department} result={stored} clearResults={clear} answers={answers ?? undefined} />
  ) : (
    <MissingResults department={department} />
  );
}
