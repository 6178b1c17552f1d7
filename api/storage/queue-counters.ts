import { z } from 'zod';

/** the calculation queue's counters, as the health answer shows them */
export const QueueCountersSchema = z.strictObject({
  /** calculations answered 2xx, each journaled first */
  answered: z.number().int(),
  /** rows committed, this run's and those replayed from the journal */
  stored: z.number().int(),
  /** rows the database refused as data, kept in rejected_calculations */
  rejected: z.number().int(),
  /** calculations refused with 503 because the queue was full */
  refused: z.number().int(),
  /** rows the database refused that could not be set aside either */
  dropped: z.number().int(),
  /** failed batch attempts, each retried */
  retries: z.number().int(),
  pending: z.number().int(),
  /** storing: keeping up; retrying: the database fails; full: new calculations get 503 */
  state: z.enum(['storing', 'retrying', 'full']),
});
export type QueueCounters = z.infer<typeof QueueCountersSchema>;
