import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../node/read-definitions.js';
import type { Quotes } from '../schema/quotes.js';
import { estimate, priceQuote } from './price.js';

describe('priceQuote', () => {
  const solution = (id: string, costPerEmployee: number, avgSavingsPercent: number, months: number) => ({
    id,
    title: id,
    description: id,
    category: 'c',
    icon: 'i',
    costPerEmployee,
    avgSavingsPercent,
    implementationTimeMonths: months,
  });
  const quotes = {
    estimate: { employees: 10, savingsPerPercent: 1000 },
    solutions: [solution('cheap', 100, 50, 2), solution('dear', 100_000, 1, 6), solution('free', 0, 0, 1)],
  } as unknown as Quotes;
  const now = new Date('2026-12-31T23:59:59Z');

  it('keeps the payback within 1 to 12 months', () => {
    expect(priceQuote(quotes, ['cheap'], 30, now).roiTimeline).toBe(1);
    // 1,000,000 / (1,000 / 12) = 12,000 months, kept at 12
    expect(priceQuote(quotes, ['dear'], 30, now).roiTimeline).toBe(12);
    expect(priceQuote(quotes, ['free'], 30, now).roiTimeline).toBe(12);
  });

  it('takes the longest solution as the timeline and counts validity from today (UTC), across a year end', () => {
    const p = priceQuote(quotes, ['cheap', 'dear'], 1, now);
    expect(p).toMatchObject({ totalCost: 1_001_000, annualSavings: 51_000, implementationTimeline: 6, validUntil: '2027-01-01' });
  });
});

describe('estimate', () => {
  const { quotes } = readDefinitions().definitions;

  it('prices each solution at costPerEmployee x 10 and saves avgSavingsPercent x 1000 (spec document 2, section 9)', () => {
    expect(estimate(quotes, ['chatbot', 'predictive-analytics'])).toEqual({ count: 2, cost: 2500, savings: 90_000 });
  });

  it('is zero for no selection and ignores ids the catalogue lacks', () => {
    expect(estimate(quotes, [])).toEqual({ count: 0, cost: 0, savings: 0 });
    expect(estimate(quotes, ['nope', 'document-processing'])).toEqual({ count: 1, cost: 800, savings: 55_000 });
  });

  it('rounds as the quote does: whole dollars per solution, the savings once in the total', () => {
    const odd = { ...quotes, estimate: { employees: 3, savingsPerPercent: 0.5 } };
    const ids = quotes.solutions.slice(0, 2).map((s) => s.id);
    const price = priceQuote(odd, ids, 30, new Date());
    expect(estimate(odd, ids)).toEqual({ count: 2, cost: price.totalCost, savings: price.annualSavings });
    expect(Number.isInteger(price.totalCost) && Number.isInteger(price.annualSavings)).toBe(true);
  });
});
