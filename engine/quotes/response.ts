import { z } from 'zod';

/** a selected solution as the quote shows it, priced on the server (stored with the quote and sent back) */
export const QuotedSolution = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  cost: z.number(),
  months: z.number().int(),
});
export type QuotedSolution = z.infer<typeof QuotedSolution>;

/** the generated quote as the API answers it (spec document 2, section 3) */
export const QuoteResponse = z.object({
  quoteNumber: z.string(),
  status: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  totalCost: z.number(),
  implementationTimeline: z.number().int(),
  annualSavings: z.number(),
  roiTimeline: z.number().int(),
  validUntil: z.string().describe('YYYY-MM-DD'),
  selectedSolutions: z.array(QuotedSolution),
  customNotes: z.string().nullable(),
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;
