import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../../node/read-definitions.js';
import { quoteSteps } from '../../../engine/quotes/steps.js';
import { createQuoteStore, errorsOf } from './quote-store.js';

const { quotes } = readDefinitions().definitions;
const quote = {
  quoteNumber: 'Q-2026-ABCDEF',
  status: 'draft',
  contactName: 'Jane',
  contactEmail: 'j@example.com',
  contactPhone: null,
  totalCost: 1500,
  implementationTimeline: 3,
  annualSavings: 65_000,
  roiTimeline: 1,
  validUntil: '2026-03-01',
  selectedSolutions: [],
  customNotes: null,
};

describe('quote store', () => {
  it('moves between the steps of quoteSteps and no further', () => {
    const store = createQuoteStore(quotes);
    store.getState().goTo(-1);
    expect(store.getState().step).toBe(0);
    store.getState().goTo(quoteSteps.length + 5);
    expect(quoteSteps[store.getState().step]!.id).toBe('contact');
  });

  it('shows no message before a first send, then follows every change', async () => {
    const store = createQuoteStore(quotes);
    expect(errorsOf(quotes, store.getState())).toEqual({});
    expect(await store.getState().check('wizard')).toBe(false);
    expect(store.getState().summaryAt).toBe('wizard');
    expect(errorsOf(quotes, store.getState()).contactName).toBe('Contact name is required');
    store.getState().setField('contactName', 'Jane');
    expect(errorsOf(quotes, store.getState()).contactName).toBeUndefined();
  });

  it("keeps the server's word on a field until that field changes", () => {
    const store = createQuoteStore(quotes);
    store.getState().refuse('form', { customNotes: 'Notes must not contain control characters' });
    store.getState().setField('contactName', 'Jane');
    expect(errorsOf(quotes, store.getState()).customNotes).toBe('Notes must not contain control characters');
    store.getState().setField('customNotes', 'fine');
    expect(errorsOf(quotes, store.getState()).customNotes).toBeUndefined();
  });

  it('counts every refusal so the summary takes the focus again', async () => {
    const store = createQuoteStore(quotes);
    await store.getState().check('form');
    await store.getState().check('form');
    expect(store.getState().refusals).toBe(2);
  });

  it('ticks and unticks solutions, each tap once however often it is seen, and keeps everything when a new quote starts', () => {
    const store = createQuoteStore(quotes);
    const s = store.getState();
    s.chooseProcess('crm');
    s.pickSolution('chatbot', true);
    s.pickSolution('document-processing', true);
    s.pickSolution('document-processing', true);
    expect(store.getState().form.selectedSolutions).toEqual(['chatbot', 'document-processing']);
    s.pickSolution('chatbot', false);
    s.pickSolution('chatbot', false);
    s.setField('contactName', 'Jane');
    s.goTo(2);
    s.showResult(quote);
    expect(store.getState().result).toEqual(quote);
    store.getState().newQuote();
    const after = store.getState();
    expect(after.result).toBeUndefined();
    expect(after.step).toBe(0);
    expect(after.processId).toBe('crm');
    expect(after.form.selectedSolutions).toEqual(['document-processing']);
    expect(after.form.contactName).toBe('Jane');
    expect(after.form.validityDays).toBe(30);
  });
});
