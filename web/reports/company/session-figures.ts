import { useEffect, useState } from 'react';
import type { CompanyReport } from '../../../engine/schema/index.js';
import { loadDepartment } from '../../definitions.js';
import { sessionStore } from '../../state/session-store.js';
import { isStoredResult } from '../../state/stored-result.js';
import { cardFigures, type OwnFigures } from './card-figures.js';

/** the cards the visitor completed in this browser session, by card name (read after mount: sessionStorage is the browser's) */
export function useSessionFigures(report: CompanyReport): Map<string, OwnFigures> {
  const [own, setOwn] = useState(new Map<string, OwnFigures>());
  useEffect(() => {
    let live = true;
    const cards = report.departments.flatMap((card) => (card.from ? [{ name: card.name, from: card.from }] : []));
    void Promise.all(
      cards
        .map(async ({ name, from }): Promise<[string, OwnFigures][]> => {
          const department = await loadDepartment(from.department);
          const store = sessionStore(department.session.results);
          await store.persist.rehydrate();
          const stored = store.getState().value;
          return isStoredResult(stored, department) ? [[name, { figures: cardFigures(department, stored, from.figures), to: department.routes.results }]] : [];
        })
        .map((card) => card.catch((): [string, OwnFigures][] => [])), // a card that cannot be filled keeps its samples
    ).then((found) => live && setOwn(new Map(found.flat())));
    return () => {
      live = false;
    };
  }, [report]);
  return own;
}
