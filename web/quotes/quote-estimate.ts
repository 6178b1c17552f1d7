import type { Quotes, Solution } from '../../engine/schema/index.js';

export interface Estimate {
  count: number;
  cost: number;
  savings: number;
}

/** one solution's price for the quote: costPerEmployee x the estimate's employees */
export const solutionCost = (quotes: Quotes, s: Solution): number => s.costPerEmployee * quotes.estimate.employees;

/** one solution's yearly saving: avgSavingsPercent x the estimate's dollars per percent */
export const solutionSavings = (quotes: Quotes, s: Solution): number => s.avgSavingsPercent * quotes.estimate.savingsPerPercent;

/**
 * The browser's estimate for the chosen solutions (the server prices the quote the same way, 3-decisions.md).
 * @example estimate(quotes, ['chatbot']) // { count: 1, cost: 1500, savings: 65000 }
 */
export function estimate(quotes: Quotes, selected: readonly string[]): Estimate {
  const chosen = quotes.solutions.filter((s) => selected.includes(s.id));
  return {
    count: chosen.length,
    cost: chosen.reduce((t, s) => t + solutionCost(quotes, s), 0),
    savings: chosen.reduce((t, s) => t + solutionSavings(quotes, s), 0),
  };
}

/** the message band of a process score: the first whose max holds it, the last has none */
export const processBand = (quotes: Quotes, score: number): Quotes['processBands'][number] | undefined =>
  quotes.processBands.find((b) => b.max === undefined || score <= b.max);

/** the chosen ids in catalogue order, so a request never depends on the order of the clicks */
export const inCatalogueOrder = (quotes: Quotes, selected: readonly string[]): string[] =>
  quotes.solutions.map((s) => s.id).filter((id) => selected.includes(id));
