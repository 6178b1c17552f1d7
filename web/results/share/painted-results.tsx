import { useRouterState } from '@tanstack/react-router';
import type { Department } from '../../../engine/schema/index.js';
import { paintedData } from '../../state/painted-data.js';
import { ResultsView } from '../results-view.js';
import { decodeShared } from './share-link.js';
import { SharedResults } from './shared-results.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The results of a wizard answered without script (its final post stored them and led here): the result the server
 * worked out from the address's answers and painted with the page, shown as it is, so nothing is asked or stored
 * again; at an address the server did not paint, the API is asked as for a share link.
 */
export function PaintedResults({ department, value }: { department: Department; value: string }) {
  const url = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr });
  const result = paintedData(url);
  const shared = decodeShared(value);
  if (!shared || !isRecord(result)) return <SharedResults department={department} value={value} />;
  return <ResultsView department={department} result={result} answers={shared.answers} clearResults={() => {}} />;
}
