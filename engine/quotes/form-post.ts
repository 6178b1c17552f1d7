import type { Issue } from '../error-body.js';
import type { QuoteRequestInput } from './request.js';
import { quoteSteps } from './steps.js';

/**
 * The quote generator's forms as HTML posts them (without script, or before the page's code): the request's own
 * fields by their names (selectedSolutions repeated), the proposal process, the step shown, the button pressed
 * (`go`), which of the page's two forms it was (`at`) and the form's idempotency key. The web page names its inputs
 * so, and the server reads them back with readQuotePost.
 */
export const quotePostFields = { processId: 'processId', step: 'step', go: 'go', at: 'at', key: 'key' } as const;

export type QuoteGo = 'back' | 'next' | 'generate';
export type QuoteFormKind = 'wizard' | 'form';

/** what the visitor typed and picked: the quote request, every field present */
export type QuoteFields = { [K in keyof QuoteRequestInput]-?: NonNullable<QuoteRequestInput[K]> };

/** a quote form as posted */
export interface QuotePost {
  step: number;
  go: QuoteGo;
  at: QuoteFormKind;
  /** the idempotency key the page carried ('' on a page the server painted at start) */
  key: string;
  processId: string | undefined;
  form: QuoteFields;
}

/** the page's state in the server's paint of a posted form, handed to the app so it hydrates the same page */
export interface QuoteSnapshot {
  step: number;
  processId: string | undefined;
  form: QuoteFields;
  key: string;
  /** the messages by field (`form` for none in particular), the summary shown in that form */
  errors?: { at: QuoteFormKind; messages: Partial<Record<keyof QuoteFields | 'form', string>> };
  /** the generated quote, shown in place of the forms */
  result?: unknown;
}

/** the global through which the server hands its render a snapshot (web/quotes/state/initial-quote.ts reads it) */
export const quoteSnapshotGlobal = '__quoteSnapshot';
/** the id of the element that carries the snapshot in the page, for the app to hydrate from */
export const quoteSnapshotElement = 'quote-snapshot';

type Posted = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');
const texts = (v: unknown): string[] => (Array.isArray(v) ? (v as unknown[]) : [v]).filter((x): x is string => typeof x === 'string');

/**
 * Reads a posted quote form (hono's parseBody with `all: true`), leaving the checks to the request's schema: a step
 * out of range is the nearest, an unknown button is `next`, a validity that is no number is NaN (refused by name).
 * @example readQuotePost({ step: '1', go: 'next', selectedSolutions: ['chatbot'] }, 30).step // 1
 */
export function readQuotePost(body: Posted, defaultValidity: number): QuotePost {
  const go = text(body.go);
  const step = Number.parseInt(text(body.step), 10);
  const validity = text(body.validityDays);
  return {
    step: Number.isInteger(step) ? Math.min(quoteSteps.length - 1, Math.max(0, step)) : 0,
    go: go === 'back' || go === 'generate' ? go : 'next',
    at: text(body.at) === 'form' ? 'form' : 'wizard',
    key: /^[A-Za-z0-9_-]{16,64}$/.test(text(body.key)) ? text(body.key) : '',
    processId: text(body.processId) || undefined,
    form: {
      contactName: text(body.contactName),
      contactEmail: text(body.contactEmail),
      contactPhone: text(body.contactPhone),
      validityDays: validity === '' ? defaultValidity : /^\d{1,4}$/.test(validity) ? Number(validity) : Number.NaN,
      customNotes: text(body.customNotes),
      selectedSolutions: [...new Set(texts(body.selectedSolutions))],
    },
  };
}

/** the first message for each field an issue names ("selectedSolutions[2]" is the solutions), `form` for the rest */
export function messagesByField(issues: readonly Issue[], fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const head = issue.path.split(/[.[]/)[0] ?? '';
    out[fields.includes(head) ? head : 'form'] ??= issue.message;
  }
  return out;
}
