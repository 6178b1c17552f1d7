import type { Quotes, Solution } from '../schema/quotes.js';
import type { QuotedSolution } from './response.js';

export interface QuotePrice {
  selectedSolutions: QuotedSolution[];
  totalCost: number;
  annualSavings: number;
  implementationTimeline: number;
  roiTimeline: number;
  validUntil: string;
}

export interface Estimate {
  count: number;
  cost: number;
  savings: number;
}

const dayMs = 86_400_000;

/** one solution's price: costPerEmployee x the estimate's employees, in whole dollars */
export const solutionCost = (quotes: Quotes, s: Solution): number => Math.round(s.costPerEmployee * quotes.estimate.employees);

/** one solution's yearly saving: avgSavingsPercent x the estimate's dollars per percent (rounded once, in the total) */
/** a solution as a quote lists it: what it is, what it costs, how long it takes */
export const quotedSolution = (quotes: Quotes, s: Solution): QuotedSolution => ({
  id: s.id,
  title: s.title,
  description: s.description,
  category: s.category,
  cost: solutionCost(quotes, s),
  months: s.implementationTimeMonths,
});

const solutionSavings = (quotes: Quotes, s: Solution): number => s.avgSavingsPercent * quotes.estimate.savingsPerPercent;

/**
 * The estimate for the chosen solutions, priced as the quote is; ids the catalogue lacks are left out.
 * @example estimate(quotes, ['chatbot']) // { count: 1, cost: 1500, savings: 65000 }
 */
export function estimate(quotes: Quotes, selected: readonly string[]): Estimate {
  const chosen = quotes.solutions.filter((s) => selected.includes(s.id));
  return {
    count: chosen.length,
    cost: chosen.reduce((t, s) => t + solutionCost(quotes, s), 0),
    savings: Math.round(chosen.reduce((t, s) => t + solutionSavings(quotes, s), 0)),
  };
}

/**
 * Totals from the catalogue, never from the request: cost = costPerEmployee x estimate.employees,
 * savings = avgSavingsPercent x estimate.savingsPerPercent, the solutions run in parallel (longest one wins),
 * payback in months kept within 1 to 12, valid for the given days from today (UTC).
 */
export function priceQuote(quotes: Quotes, ids: string[], validityDays: number, now: Date): QuotePrice {
  const byId = new Map(quotes.solutions.map((s) => [s.id, s]));
  const chosen = ids.map((id) => {
    const s = byId.get(id);
    if (!s) throw new Error(`unknown solution "${id}"`);
    return s;
  });
  const { cost: totalCost, savings: annualSavings } = estimate(quotes, ids);
  const implementationTimeline = Math.max(...chosen.map((s) => s.implementationTimeMonths));
  const payback = annualSavings > 0 ? Math.ceil(totalCost / (annualSavings / 12)) : 12;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    selectedSolutions: chosen.map((s) => quotedSolution(quotes, s)),
    totalCost,
    annualSavings,
    implementationTimeline,
    roiTimeline: Math.min(12, Math.max(1, payback)),
    validUntil: new Date(today + validityDays * dayMs).toISOString().slice(0, 10),
  };
}
