import { describe, expect, it } from 'vitest';
import type { Quotes } from '../engine/schema/quotes.js';
import { priceQuote } from './quote-price.js';

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
