import { createStore, type StoreApi } from 'zustand';
import { quoteSteps } from '../../../engine/quotes/steps.js';
import type { Quotes } from '../../../engine/schema/index.js';
import { emptyForm, type QuoteErrors, type QuoteField, type QuoteForm } from './quote-form.js';
import type { Quote } from './quote-response.js';
import type { QuoteSnapshot } from '../../../engine/quotes/form-post.js';

/** which form was sent last: its error summary shows there */
export type QuoteFormKind = 'wizard' | 'form';

export interface QuoteState {
  /** the index of the current step in quoteSteps */
  step: number;
  processId: string | undefined;
  form: QuoteForm;
  /** after a first send, the browser's checks follow every change */
  attempted: boolean;
  /** what the server refused, by field, until that field changes */
  serverErrors: QuoteErrors;
  summaryAt: QuoteFormKind | undefined;
  /** grows with every refused send, so the summary takes the focus again */
  refusals: number;
  result: Quote | undefined;
  /** the form is shown again after a quote: its step heading takes the focus */
  returned: boolean;
  /** the forms' idempotency key, posted with them when the browser sends them itself (no script yet, or none) */
  key: string;
  /** the page was painted by the server from a posted form: its step heading (or error summary) has the focus */
  posted: boolean;
  /** the quote the server made from a posted form, and counted as sent (api/web/quote-form.ts) */
  painted: Quote | undefined;
  goTo: (step: number) => void;
  chooseProcess: (id: string) => void;
  /** ticks or unticks one solution: given the box's own state, a tap the code sees twice (once in the document as it
   * hydrates, once as its event) is still one tap */
  pickSolution: (id: string, on: boolean) => void;
  setField: <K extends Exclude<QuoteField, 'selectedSolutions'>>(field: K, value: QuoteForm[K]) => void;
  /** checks the form before a send; false (the errors shown, the summary focused) when it may not go */
  check: (at: QuoteFormKind) => Promise<boolean>;
  refuse: (at: QuoteFormKind, serverErrors: QuoteErrors) => void;
  showResult: (quote: Quote) => void;
  /** back to the form with everything chosen and typed kept */
  newQuote: () => void;
}

export type QuoteStore = StoreApi<QuoteState>;

type Checks = typeof import('../form/quote-validation.js');
// the server's own checks (zod) are needed from the first send on, not to paint the page: they load then
let checks: Checks | undefined;
let loading: Promise<Checks | undefined> | undefined;
// if they cannot load, the form goes and the server judges it (its refusal shows beside the fields)
const loadChecks = () =>
  (loading ??= import('../form/quote-validation.js').then(
    (m) => (checks = m),
    () => (loading = undefined),
  ));

/** the messages shown now: the browser's checks (once a send was tried) over what the server said */
export function errorsOf(quotes: Quotes, s: Pick<QuoteState, 'attempted' | 'serverErrors' | 'form'>): QuoteErrors {
  return s.attempted && checks ? { ...s.serverErrors, ...checks.validateQuote(quotes, s.form) } : s.serverErrors;
}

const without = (errors: QuoteErrors, field: QuoteField): QuoteErrors => {
  const { [field]: _gone, form: _general, ...rest } = errors;
  return rest;
};

/** the quote page's state, one store per visit of the page; from the server's snapshot of a posted form when there is one */
export function createQuoteStore(quotes: Quotes, initial?: QuoteSnapshot): QuoteStore {
  return createStore<QuoteState>()((set, get) => ({
    step: initial?.step ?? 0,
    processId: initial?.processId,
    form: initial?.form ?? emptyForm(quotes),
    // the browser's checks follow the fields after a refused send of the contact details, not after an empty step
    attempted: initial?.errors !== undefined && (initial.errors.at === 'form' || quoteSteps[initial.step]?.id === 'contact'),
    serverErrors: initial?.errors?.messages ?? {},
    summaryAt: initial?.errors?.at,
    refusals: initial?.errors ? 1 : 0,
    result: initial?.result as Quote | undefined,
    returned: false,
    key: initial?.key ?? '',
    posted: initial !== undefined,
    painted: initial?.result as Quote | undefined,
    // the wizard's summary belongs to the step whose send it stopped
    goTo: (step) => set((s) => ({ step: Math.min(quoteSteps.length - 1, Math.max(0, step)), summaryAt: s.summaryAt === 'wizard' ? undefined : s.summaryAt })),
    // a process chosen answers the step's message (the server's `form` one)
    chooseProcess: (processId) => set(({ serverErrors: { form: _answered, ...rest } }) => ({ processId, serverErrors: rest })),
    pickSolution: (id, on) =>
      set(({ form, serverErrors }) => ({
        form: {
          ...form,
          // a set keeps the order ticked and holds an id once
          selectedSolutions: on ? [...new Set([...form.selectedSolutions, id])] : form.selectedSolutions.filter((s) => s !== id),
        },
        serverErrors: without(serverErrors, 'selectedSolutions'),
      })),
    setField: (field, value) => set(({ form, serverErrors }) => ({ form: { ...form, [field]: value }, serverErrors: without(serverErrors, field) })),
    check: async (at) => {
      const errors = (await loadChecks())?.validateQuote(quotes, get().form) ?? {};
      if (Object.keys(errors).length === 0) {
        set({ attempted: true, serverErrors: {}, summaryAt: undefined });
        return true;
      }
      set((s) => ({ attempted: true, serverErrors: {}, summaryAt: at, refusals: s.refusals + 1 }));
      return false;
    },
    refuse: (at, serverErrors) => set((s) => ({ serverErrors, summaryAt: at, refusals: s.refusals + 1 })),
    showResult: (result) => set({ result, serverErrors: {}, summaryAt: undefined }),
    newQuote: () => set({ result: undefined, step: 0, attempted: false, summaryAt: undefined, returned: true }),
  }));
}
