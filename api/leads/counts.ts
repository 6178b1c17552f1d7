import { z } from 'zod';

/** /api/health's `leads`: deliveries per state, one per quote and channel (a quote with no channel is pending) */
export const LeadCountsSchema = z.strictObject({
  pending: z.number().int(),
  delivered: z.number().int(),
  dead: z.number().int(),
  /** how long the oldest pending delivery has waited; null when none waits */
  oldestPendingSeconds: z.number().int().nullable(),
});
export type LeadCounts = z.infer<typeof LeadCountsSchema>;
