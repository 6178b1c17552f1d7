import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../scripts/lib/read-definitions.js';
import { estimate, inCatalogueOrder, processBand } from './quote-estimate.js';

const { quotes } = readDefinitions().definitions;

describe('estimate', () => {
  it('prices each solution at costPerEmployee x 10 and saves avgSavingsPercent x 1000 (spec document 2, section 9)', () => {
    expect(estimate(quotes, ['chatbot', 'predictive-analytics'])).toEqual({ count: 2, cost: 2500, savings: 90_000 });
  });

  it('is zero for no selection and ignores ids the catalogue lacks', () => {
    expect(estimate(quotes, [])).toEqual({ count: 0, cost: 0, savings: 0 });
    expect(estimate(quotes, ['nope', 'document-processing'])).toEqual({ count: 1, cost: 800, savings: 55_000 });
  });
});

describe('processBand', () => {
  it.each([
    [0, 'High opportunity for efficiency gains with automation'],
    [3, 'High opportunity for efficiency gains with automation'],
    [4, 'Good foundation, ready for advanced features'],
    [6, 'Good foundation, ready for advanced features'],
    [7, 'Strong process, AI can add personalization and speed'],
    [10, 'Strong process, AI can add personalization and speed'],
  ])('score %i reads "%s" (thresholds 3 and 6)', (score, text) => {
    expect(processBand(quotes, score)?.text).toBe(text);
  });
});

it('sends the solutions in catalogue order whatever the order of the clicks', () => {
  expect(inCatalogueOrder(quotes, ['document-processing', 'chatbot'])).toEqual(['chatbot', 'document-processing']);
});
