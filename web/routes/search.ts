/** the pathless route every wizard sits under: it validates their search (useSearch({ from: wizardRouteId })) */
export const wizardRouteId = '/_wizard';
/** the pathless route every results page sits under, for their search */
export const resultsRouteId = '/_results';

/** the wizard's address: ?step=N, the N-th question on the visitor's path (1-based); none (or anything else) is the first */
export interface WizardSearch {
  step?: number;
}

/** the results page's address: ?shared=… shows a share link's answers instead of the stored result */
export interface ResultsSearch {
  shared?: string;
}

// checked by hand: zod would put its weight in the start-up bundle for two small shapes
/** a whole number from 1, as the router's parser gives it (a number, or a string of one) */
export function validateWizardSearch(search: Record<string, unknown>): WizardSearch {
  const n = Number(search.step);
  // an explicit undefined: the router keeps a raw value the validator leaves out
  return { step: Number.isInteger(n) && n >= 1 ? n : undefined };
}

/** any value given is a share link to read (one that is no string can only be a bad link, which the page says) */
export function validateResultsSearch(search: Record<string, unknown>): ResultsSearch {
  const { shared } = search;
  return shared === undefined ? {} : { shared: typeof shared === 'string' ? shared : String(shared) };
}
