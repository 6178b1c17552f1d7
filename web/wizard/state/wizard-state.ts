import { useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  agrees,
  answersValue,
  askedPath,
  draftOfAnswers,
  nextParam,
  positionOf,
  reachedPosition,
  sentStep,
  type SentStep,
} from '../../../engine/answers/form-step.js';
import { ruleOf } from '../../../engine/answers/question-kinds.js';
import { decodeShared } from '../../../engine/answers/share-code.js';
import type { Department, Step } from '../../../engine/schema/index.js';
import { cameByHistory } from '../../layout/page/navigation-focus.js';
import { clearDraft, draftKey } from '../../state/draft-key.js';
import { sessionStore } from '../../state/session-store.js';
import { wizardRouteId, type WizardSearch } from '../../routes/search.js';
import { emptyDraft, type Draft } from './draft.js';

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
export const questionPath = (department: Department, draft: Draft): number[] => askedPath(department, draft);

/** the furthest position on the path the visitor may be on: the first unanswered question asked (or the last) */
export const reachableStep = (department: Department, draft: Draft): number => reachedPosition(department, draft);

/** the position on the path the address asks for (?step=N, 1-based; none is the first), kept within what the answers reach */
export const stepFromSearch = (step: unknown, department: Department, draft: Draft): number => positionOf(department, draft, step);

/** the answers an address carries (a step answered without script), as a draft; undefined when it carries none */
export function addressDraft(department: Department, answers: string | undefined): Draft | undefined {
  const shared = answers === undefined ? undefined : decodeShared(answers);
  return shared && draftOfAnswers(department, shared.answers);
}

/**
 * A step's form the server painted again because it could not move on (api/web/wizard-form.ts): its address holds
 * the form as sent, read here as the server read it; undefined for any other address.
 */
export function sentForm(department: Department, searchStr: string): SentStep | undefined {
  const form = new URLSearchParams(searchStr);
  if (!form.has(nextParam)) return undefined;
  return sentStep(department, addressDraft(department, form.get('answers') ?? undefined) ?? emptyDraft(), form);
}

/** the answers so far, from the session */
const storedDraft = (department: Department): Draft => asDraft(sessionStore(draftKey(department)).getState().value, department.wizard.steps);

/**
 * The address a wizard's ?step= is corrected to, or undefined when it is right (the route's beforeLoad redirects):
 * a question past the first unanswered one, or a step that is no number, opens the furthest question reached. An
 * address carrying its answers is measured by them.
 */
export function correctedSearch(department: Department, step: unknown, answers?: string): WizardSearch | undefined {
  const carried = addressDraft(department, answers);
  const position = stepFromSearch(step, department, carried ?? storedDraft(department));
  if ((step ?? 1) === position + 1) return undefined;
  // question 1 keeps the bare address, so links to the wizard open its first question
  const search = position === 0 ? {} : { step: position + 1 };
  return carried ? { ...search, answers } : search;
}

/** the search of a wizard address: the answers so far, the position (question 1 has none), a no-script form's id */
const wizardSearch = (answers: string | undefined, at: number, form?: string): WizardSearch => ({
  ...(answers === undefined ? {} : { answers }),
  ...(at === 0 ? {} : { step: at + 1 }),
  ...(form === undefined ? {} : { form }),
});

/**
 * The wizard's position on the visitor's path and its answers so far in the address (so a reload is painted by the
 * server as that very question with its answers), and the answers in the session, so reload, Back and Forward never
 * lose one; the route corrects an address asking for a question the answers do not reach. Until the page is
 * hydrated (`hydrated` false) the draft is the one the server painted: the address's answers, or none. From then on
 * it is the session's: as the page comes in, the address's answers are written over it, unless the session holds
 * every one of them already (an address of this visit, say the first question's from before the later answers:
 * the session's stand), and then what the visitor did before the code came (the questions' controls report what
 * the document holds).
 */
export function useWizardState(department: Department, hydrated: boolean) {
  const { wizard } = department;
  const store = sessionStore(draftKey(department));
  const stored = asDraft(
    store((s) => s.value),
    wizard.steps,
  );
  const { step, answers, form } = useSearch({ from: wizardRouteId });
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const sent = useMemo(() => sentForm(department, searchStr), [department, searchStr]);
  const carried = useMemo(() => sent?.draft ?? addressDraft(department, answers), [department, answers, sent]);
  const draft = hydrated ? stored : (carried ?? emptyDraft());
  const navigate = useNavigate();
  const path = questionPath(department, draft);
  // clamped here too: answers cleared on opening (below) reach less than the address the route checked
  const position = sent ? sent.position : stepFromSearch(step, department, draft);
  const opened = useRef(step === undefined && !cameByHistory());

  const goTo = (at: number, replace = false) =>
    navigate({ to: department.routes.wizard, search: wizardSearch(answersValue(department, storedDraft(department)), at), replace, resetScroll: false });

  // whether the address's answers, as the page came in, are still to be written over the session's (once)
  const settled = useRef(false);
  const addressWins = () => !settled.current && carried !== undefined && !agrees(department, carried, storedDraft(department));
  const current = (): Draft => (addressWins() ? carried! : storedDraft(department));
  const setDraft = (change: (d: Draft) => Draft) => {
    const next = change(current());
    settled.current = true;
    store.getState().set(next);
  };
  // after the controls' own effects (a child's runs first): an address's answers nobody changed go to the session as they are
  useLayoutEffect(() => {
    if (addressWins()) setDraft((d) => d);
    settled.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page comes in
  }, []);

  useEffect(() => {
    // opened afresh after its results were shown (not reloaded, nor reached by Back or Forward), a wizard that clears them starts a retake: answers go too
    const results = sessionStore(department.session.results).getState();
    if (opened.current && wizard.clearResultsOnOpen && results.value !== null) {
      results.clear();
      clearDraft(department);
    }
    opened.current = false;
  }, [department, wizard.clearResultsOnOpen]);

  // the address follows the session's answers (a change, or Back and Forward to an address of older ones), so a
  // reload paints what the visitor sees; a form the server painted again as sent keeps its address (read from the
  // session itself: a retake may have cleared it in this same pass)
  const value = answersValue(department, stored);
  useEffect(() => {
    const now = answersValue(department, storedDraft(department));
    if (!hydrated || sent || now === answers) return;
    void navigate({ to: department.routes.wizard, search: wizardSearch(now, position, form), replace: true, resetScroll: false });
  }, [hydrated, sent, value, answers, position, form, navigate, department]);

  // position: the n-th question asked (0-based); index: that question's place in wizard.steps
  return { position, index: path[position]!, path, draft, setDraft, goTo, sent };
}
