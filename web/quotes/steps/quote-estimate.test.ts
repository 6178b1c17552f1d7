import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../../node/read-definitions.js';
import { inCatalogueOrder, processBand } from './quote-estimate.js';

const { quotes } = readDefinitions().definitions;

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
