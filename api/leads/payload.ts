import type { QuoteResponse } from '../../engine/quotes/response.js';
import type { quotes } from '../db/schema.js';

export type StoredQuote = typeof quotes.$inferSelect;

/** the webhook's body: the delivery's stable id, its type, when the quote was made, and the quote as the visitor got it */
export interface LeadPayload {
  id: string;
  type: 'quote.created';
  createdAt: string;
  quote: QuoteResponse;
}

/** a stored quote as its 201 answer showed it */
export const quoteAsAnswered = (q: StoredQuote): QuoteResponse => ({
  quoteNumber: q.quoteNumber,
  status: q.status,
  contactName: q.contactName ?? '',
  contactEmail: q.contactEmail ?? '',
  contactPhone: q.contactPhone,
  totalCost: q.totalCost,
  implementationTimeline: q.implementationTimeline,
  annualSavings: q.annualSavings,
  roiTimeline: q.roiTimeline,
  validUntil: q.validUntil,
  selectedSolutions: q.selectedSolutions,
  customNotes: q.customNotes,
});

export const leadPayload = (deliveryId: string, q: StoredQuote): LeadPayload => ({
  id: deliveryId,
  type: 'quote.created',
  createdAt: q.createdAt.toISOString(),
  quote: quoteAsAnswered(q),
});
