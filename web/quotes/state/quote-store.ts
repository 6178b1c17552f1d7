import { createStore, type StoreApi } from 'zustand';
import { quoteSteps } from '../../../engine/quotes/steps.js';
import type { Quotes } from '../../../engine/schema/index.js';
import { emptyForm, type QuoteErrors, type QuoteField, type QuoteForm } from './quote-form.js';
import type { Quote } from './quote-response.js';

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
  goTo: (step: number) => void;
  chooseProcess: (id: string) => void;
  toggleSolution: (id: string) => void;
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

/** the quote page's state, one store per visit of the page */
export function createQuoteStore(quotes: Quotes): QuoteStore {
  return createStore<QuoteState>()((set, get) => ({
    step: 0,
    processId: undefined,
    form: emptyForm(quotes),
    attempted: false,
    serverErrors: {},
    summaryAt: undefined,
    refusals: 0,
    result: undefined,
    returned: false,
    goTo: (step) => set({ step: Math.min(quoteSteps.length - 1, Math.max(0, step)) }),
    chooseProcess: (processId) => set({ processId }),
    toggleSolution: (id) =>
      set(({ form, serverErrors }) => ({
        form: {
          ...form,
          selectedSolutions: form.selectedSolutions.includes(id) ? form.selectedSolutions.filter((s) => s !== id) : [...form.selectedSolutions, id],
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
