import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { askedSteps } from '../../../engine/answers/conditions.js';
import { ruleOf } from '../../../engine/answers/question-kinds.js';
import type { Department, Step } from '../../../engine/schema/index.js';
import { cameByHistory } from '../../layout/page/navigation-focus.js';
import { clearDraft, draftKey } from '../../state/draft-key.js';
import { sessionStore } from '../../state/session-store.js';
import { wizardRouteId, type WizardSearch } from '../../routes/search.js';
import { emptyDraft, isAnswered, type Draft } from './draft.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * whether a stored answer is one the step takes: one of its options, for a multi-select distinct options with an
 * exclusive one alone, for a number question a number it accepts
 */
const fits = (step: Step, value: unknown): boolean => ruleOf(step).takes(step, value);

/**
 * A stored draft, or an empty one when the stored value is missing or not a draft. An answer the step does not
 * take (edited storage, or an option removed from the definition since) is dropped, so that step is asked again
 * instead of being sent and refused.
 */
export function asDraft(value: unknown, steps: Step[]): Draft {
  if (!isRecord(value) || !isRecord(value.values) || !isRecord(value.otherNames)) return emptyDraft();
  const { values, otherNames } = value;
  return {
    values: Object.fromEntries(steps.flatMap((s) => (fits(s, values[s.field]) ? [[s.field, values[s.field] as Draft['values'][string]]] : []))),
    otherNames: Object.fromEntries(Object.entries(otherNames).filter((e): e is [string, string] => typeof e[1] === 'string')),
  };
}

/**
 * The visitor's path: the indices (in wizard.steps) of the questions the answers so far ask, in order. Past the
 * first unanswered one it is a guess, which the wizard never shows: it stops there.
 */
export function questionPath(department: Department, draft: Draft): number[] {
  return askedSteps(department, draft.values).flatMap((asked, i) => (asked ? [i] : []));
}

/** the furthest position on the path the visitor may be on: the first unanswered question asked (or the last) */
export function reachableStep(department: Department, draft: Draft): number {
  const path = questionPath(department, draft);
  const open = path.findIndex((i) => !isAnswered(department.wizard.steps[i]!, draft));
  return open === -1 ? path.length - 1 : open;
}

/** the position on the path the address asks for (?step=N, 1-based; none is the first), kept within what the answers reach */
export function stepFromSearch(step: unknown, department: Department, draft: Draft): number {
  const n = Number(step);
  const asked = Number.isInteger(n) && n >= 1 ? n - 1 : 0;
  return Math.min(asked, reachableStep(department, draft));
}

/** the answers so far, from the session */
const storedDraft = (department: Department): Draft => asDraft(sessionStore(draftKey(department)).getState().value, department.wizard.steps);

/**
 * The address a wizard's ?step= is corrected to, or undefined when it is right (the route's beforeLoad redirects):
 * a question past the first unanswered one, or a step that is no number, opens the furthest question reached.
 */
export function correctedSearch(department: Department, step: unknown): WizardSearch | undefined {
  const position = stepFromSearch(step, department, storedDraft(department));
  if ((step ?? 1) === position + 1) return undefined;
  // question 1 keeps the bare address, so links to the wizard open its first question
  return position === 0 ? {} : { step: position + 1 };
}

/**
 * The wizard's position on the visitor's path in the address and its answers in the session, so reload, Back and
 * Forward never lose an answer; the route corrects an address asking for a question the answers do not reach.
 */
export function useWizardState(department: Department) {
  const { wizard } = department;
  const store = sessionStore(draftKey(department));
  const draft = asDraft(
    store((s) => s.value),
    wizard.steps,
  );
  const { step } = useSearch({ from: wizardRouteId });
  const navigate = useNavigate();
  const path = questionPath(department, draft);
  // clamped here too: answers cleared on opening (below) reach less than the address the route checked
  const position = stepFromSearch(step, department, draft);
  const opened = useRef(step === undefined && !cameByHistory());

  // question 1 keeps the bare address, so links to the wizard open its first question
  const goTo = (at: number, replace = false) =>
    navigate({ to: department.routes.wizard, search: at === 0 ? {} : { step: at + 1 }, replace, resetScroll: false });

  useEffect(() => {
    // opened afresh after its results were shown (not reloaded, nor reached by Back or Forward), a wizard that clears them starts a retake: answers go too
    const results = sessionStore(department.session.results).getState();
    if (opened.current && wizard.clearResultsOnOpen && results.value !== null) {
      results.clear();
      clearDraft(department);
    }
    opened.current = false;
  }, [department, wizard.clearResultsOnOpen]);

  // position: the n-th question asked (0-based); index: that question's place in wizard.steps
  return { position, index: path[position]!, path, draft, setDraft: (d: Draft) => store.getState().set(d), goTo };
}
