import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { assessments } from './db/schema.js';
import { LeadCountsSchema } from './leads/counts.js';

/** a stored column as JSON carries it: a number, text (a uuid as such), a timestamp as ISO text; null where the column allows */
const jsonOf = (c: PgColumn): z.ZodType => {
  const base =
    c.dataType === 'number' ? z.number() : c.dataType === 'date' ? z.iso.datetime({ offset: true }) : c.columnType === 'PgUUID' ? z.uuid() : z.string();
  return c.notNull ? base : base.nullable();
};

// the columns of a calculation, which the full assessment form leaves out and its answer does not show
const { answers: _answers, definitionHash: _hash, ...formColumns } = getTableColumns(assessments);

/** the stored full assessment POST /api/assessments answers with (201): the row, from the table's own columns */
export const AssessmentResponseSchema = z.strictObject(Object.fromEntries(Object.entries(formColumns).map(([key, c]) => [key, jsonOf(c)])));

/** the store queue's counters, as the health answer shows them */
export const QueueCountersSchema = z.strictObject({
  /** calculations answered 2xx (each journaled first when there is a journal) */
  answered: z.number().int(),
  /** rows committed, this run's and those replayed from the journal */
  stored: z.number().int(),
  /** rows the database refused as data, kept in rejected_calculations */
  rejected: z.number().int(),
  /** calculations refused with 503 because the queue was full */
  refused: z.number().int(),
  /** rows given up (no journal only: the database stayed down past the shutdown deadline) */
  dropped: z.number().int(),
  /** failed batch attempts, each retried */
  retries: z.number().int(),
  pending: z.number().int(),
  /** storing: keeping up; retrying: the database fails; full: new calculations get 503 */
  state: z.enum(['storing', 'retrying', 'full']),
});

/** GET /api/health */
export const HealthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['up', 'down']),
  queue: QueueCountersSchema,
  /** the lead outbox, per delivery (quote and channel); null while the database does not answer */
  leads: LeadCountsSchema.nullable(),
});
