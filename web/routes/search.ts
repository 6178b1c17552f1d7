/** the pathless route every wizard sits under: it validates their search (useSearch({ from: wizardRouteId })) */
export const wizardRouteId = '/_wizard';
/** the pathless route every results page sits under, for their search */
export const resultsRouteId = '/_results';

/** the wizard's address: ?step=N, the N-th question on the visitor's path (1-based); none (or anything else) is the first */
export interface WizardSearch {
  step?: number;
  /** the answers so far, in the share link's encoding: the address of a step answered without script */
  answers?: string;
  /** the id of a form answered without script (the server's), carried to its final post */
  form?: string;
}

/** the results page's address: ?shared=… shows a share link's answers instead of the stored result */
export interface ResultsSearch {
  shared?: string;
  /** the answers of a wizard answered without script, whose result the server painted (the share link's encoding) */
  answers?: string;
}

// checked by hand: zod would put its weight in the start-up bundle for two small shapes
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** a whole number from 1, as the router's parser gives it (a number, or a string of one) */
export function validateWizardSearch(search: Record<string, unknown>): WizardSearch {
  const n = Number(search.step);
  // an explicit undefined: the router keeps a raw value the validator leaves out
  return { step: Number.isInteger(n) && n >= 1 ? n : undefined, answers: text(search.answers), form: text(search.form) };
}

/** any value given is a share link to read (one that is no string can only be a bad link, which the page says) */
export function validateResultsSearch(search: Record<string, unknown>): ResultsSearch {
  const { shared } = search;
  const own = shared === undefined ? {} : { shared: typeof shared === 'string' ? shared : String(shared) };
  return typeof search.answers === 'string' ? { ...own, answers: search.answers } : own;
}
