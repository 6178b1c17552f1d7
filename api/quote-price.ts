import type { QuotedSolution, Quotes } from '../engine/schema/quotes.js';

export interface QuotePrice {
  selectedSolutions: QuotedSolution[];
  totalCost: number;
  annualSavings: number;
  implementationTimeline: number;
  roiTimeline: number;
  validUntil: string;
}

const dayMs = 86_400_000;

/**
 * Totals from the catalogue, never from the request: cost = costPerEmployee x estimate.employees,
 * savings = avgSavingsPercent x estimate.savingsPerPercent, the solutions run in parallel (longest one wins),
 * payback in months kept within 1 to 12, valid for the given days from today (UTC).
 */
export function priceQuote(quotes: Quotes, ids: string[], validityDays: number, now: Date): QuotePrice {
  const byId = new Map(quotes.solutions.map((s) => [s.id, s]));
  const selectedSolutions = ids.map((id) => {
    const s = byId.get(id);
    if (!s) throw new Error(`unknown solution "${id}"`);
    return {
      id: s.id,
      title: s.title,
      description: s.description,
      category: s.category,
      cost: Math.round(s.costPerEmployee * quotes.estimate.employees),
      months: s.implementationTimeMonths,
      savings: s.avgSavingsPercent * quotes.estimate.savingsPerPercent,
    };
  });
  const totalCost = selectedSolutions.reduce((t, s) => t + s.cost, 0);
  const annualSavings = Math.round(selectedSolutions.reduce((t, s) => t + s.savings, 0));
  const implementationTimeline = Math.max(...selectedSolutions.map((s) => s.months));
  const payback = annualSavings > 0 ? Math.ceil(totalCost / (annualSavings / 12)) : 12;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    selectedSolutions: selectedSolutions.map(({ savings: _s, ...rest }) => rest),
    totalCost,
    annualSavings,
    implementationTimeline,
    roiTimeline: Math.min(12, Math.max(1, payback)),
    validUntil: new Date(today + validityDays * dayMs).toISOString().slice(0, 10),
  };
}
