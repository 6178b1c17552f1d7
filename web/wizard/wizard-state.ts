import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Department, Step } from '../../engine/schema/index.js';
import { clearDraft, draftKey } from '../state/draft-key.js';
import { sessionStore } from '../state/session-store.js';
import { emptyDraft, isAnswered, type Draft } from './draft.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** a stored draft, or an empty one when the stored value is missing or not a draft */
export function asDraft(value: unknown): Draft {
  if (!isRecord(value) || !isRecord(value.values) || !isRecord(value.otherNames)) return emptyDraft();
  return value as unknown as Draft;
}

/** the furthest step the visitor may be on: the first unanswered one (or the last) */
export function reachableStep(steps: Step[], draft: Draft): number {
  const open = steps.findIndex((s) => !isAnswered(s, draft));
  return open === -1 ? steps.length - 1 : open;
}

/** the step the address asks for (?step=N, 1-based; none is the first), kept within the steps the answers reach */
export function stepFromSearch(step: unknown, steps: Step[], draft: Draft): number {
  const n = Number(step);
  const asked = Number.isInteger(n) && n >= 1 ? n - 1 : 0;
  return Math.min(asked, reachableStep(steps, draft));
}

/**
 * The wizard's position in the address and its answers in the session, so reload, Back and Forward
 * never lose an answer; an address asking for a step the answers do not reach is corrected in place.
 */
export function useWizardState(department: Department) {
  const { wizard } = department;
  const store = sessionStore(draftKey(department));
  const draft = asDraft(store((s) => s.value));
  const search: { step?: unknown } = useSearch({ strict: false });
  const navigate = useNavigate();
  const index = stepFromSearch(search.step, wizard.steps, draft);
  const opened = useRef(search.step === undefined);

  // step 1 keeps the bare address, so links to the wizard open its first question
  const goTo = (i: number, replace = false) =>
    navigate({ to: department.routes.wizard, search: i === 0 ? {} : { step: i + 1 }, replace, resetScroll: false });

  useEffect(() => {
    // opened afresh after its results were shown, a wizard that clears them starts a retake: answers go too
    const results = sessionStore(department.session.results).getState();
    if (opened.current && wizard.clearResultsOnOpen && results.value !== null) {
      results.clear();
      clearDraft(department);
    }
    opened.current = false;
  }, [department, wizard.clearResultsOnOpen]);
  useEffect(() => {
    if ((search.step ?? 1) !== index + 1) void goTo(index, true);
  });

  return { index, draft, setDraft: (d: Draft) => store.getState().set(d), goTo };
}
