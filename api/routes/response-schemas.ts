import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { assessments } from '../db/schema.js';
import { LeadCountsSchema } from '../leads/counts.js';
import { QueueCountersSchema } from '../storage/queue-counters.js';

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

/** GET /api/health */
export const HealthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['up', 'down']),
  queue: QueueCountersSchema,
  /** the lead outbox, per delivery (quote and channel); null while the database does not answer */
  leads: LeadCountsSchema.nullable(),
});
