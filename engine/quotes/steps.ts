import type { QuoteTextKey } from '../schema/quotes.js';

/**
 * The quote generator's steps, in order, each with the texts that name it: the step indicator's label, the
 * heading (also the page title while the step shows), the help under it and the forward button's label.
 * @example quoteSteps.map((s) => t(s.label)) // ['Assessment', 'Solutions', 'Contact']
 */
export const quoteSteps = [
  { id: 'assessment', label: 'stepAssessment', heading: 'assessmentHeading', help: 'assessmentHelp', forward: 'continueToSolutions' },
  { id: 'solutions', label: 'stepSolutions', heading: 'solutionsHeading', help: 'solutionsHelp', forward: 'continueToContact' },
  { id: 'contact', label: 'stepContact', heading: 'contactHeading', help: undefined, forward: 'generate' },
] as const satisfies readonly { id: string; label: QuoteTextKey; heading: QuoteTextKey; help: QuoteTextKey | undefined; forward: QuoteTextKey }[];

export type QuoteStep = (typeof quoteSteps)[number]['id'];
