import { sql } from 'drizzle-orm';
import { assessmentResults, assessments, rejectedCalculations } from './db/schema.js';
import type { StoreItem } from './store-item.js';

/** one item as a flat JSON record, keyed by column name: the journal's line and the insert's row */
export const toRecord = ({ assessment: a, result: r }: StoreItem) => ({
  id: a.id,
  department: a.department,
  answers: a.answers,
  definition_hash: a.definitionHash,
  created_at: a.createdAt,
  result_id: r.id,
  results: r.results,
  recommendations: r.recommendations ?? null,
});

const column = (c: { name: string }) => sql.identifier(c.name);

/**
 * The whole batch as one JSON parameter, spread into rows by the database: one statement for both tables,
 * so it is atomic without a transaction (postgres.js can crash the process when the backend of a reserved
 * transaction connection dies, porsager/postgres#1208), and far cheaper than thousands of bound parameters.
 */
export const insertBatch = (rows: string) => {
  const a = assessments;
  const r = assessmentResults;
  return sql`with rows as (
    select * from jsonb_to_recordset(${rows}::jsonb) as x(id uuid, department text, answers jsonb, definition_hash text,
      created_at timestamptz, result_id uuid, results jsonb, recommendations jsonb)
  ), parents as (
    insert into ${a} (${column(a.id)}, ${column(a.department)}, ${column(a.answers)}, ${column(a.definitionHash)}, ${column(a.createdAt)})
    select id, department, answers, definition_hash, created_at from rows on conflict do nothing
  )
  insert into ${r} (${column(r.id)}, ${column(r.assessmentId)}, ${column(r.results)}, ${column(r.recommendations)}, ${column(r.createdAt)})
  select result_id, id, results, recommendations, created_at from rows on conflict do nothing`;
};

/** keeps a record the database refused, as text, under its own id */
export const setAside = (id: string, reason: string, record: string) => {
  const t = rejectedCalculations;
  return sql`insert into ${t} (${column(t.id)}, ${column(t.reason)}, ${column(t.record)}) values (${id}, ${reason}, ${record}) on conflict do nothing`;
};

/** a fault of the rows themselves (data exception, constraint, limit): retrying the same rows cannot help */
export const isDataError = (code: string | undefined): boolean => code !== undefined && /^(22|23|54)/.test(code);
