import { getTableColumns, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { assessmentResults, assessments, peerScores, rejectedCalculations } from '../db/schema.js';
import type { StoreItem } from './store-item.js';

/**
 * A record's key for each column of the two tables: the column's own name, except where the tables share one
 * (the result's id is `result_id`, its reference to the assessment is the assessment's `id`). Old journal lines
 * have this shape too, so an upgrade replays them.
 */
const keys = new Map<PgColumn, string>([
  [assessmentResults.id, 'result_id'],
  [assessmentResults.assessmentId, assessments.id.name],
]);
const keyOf = (c: PgColumn) => keys.get(c) ?? c.name;

/** what a calculation writes to a table: every column, each with its record key */
const written = (table: PgTable) => ({
  table,
  columns: Object.entries(getTableColumns(table)).map(([property, column]) => ({ property, column, key: keyOf(column) })),
});
const parent = written(assessments);
const child = written(assessmentResults);

/** one item as a flat JSON record keyed by column name: the journal's line and the insert's row */
export function toRecord({ assessment, result }: StoreItem): { id: string } & Record<string, unknown> {
  const record: Record<string, unknown> = {};
  // the keys the two rows share (id, created_at) hold the same values; the assessment's are written last
  for (const { property, key } of child.columns) record[key] = (result as Record<string, unknown>)[property];
  for (const { property, key } of parent.columns) record[key] = (assessment as Record<string, unknown>)[property];
  return record as { id: string } & Record<string, unknown>;
}

const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
// the record's columns with the SQL types of their table columns, each key once
const recordColumns = [...new Map([parent, child].flatMap((t) => t.columns.map((c) => [c.key, c.column.getSQLType()] as const))).entries()];
const recordType = list(recordColumns.map(([key, type]) => sql`${sql.identifier(key)} ${sql.raw(type)}`));
const insertRows = ({ table, columns }: typeof parent): SQL =>
  sql`insert into ${table} (${list(columns.map((c) => sql.identifier(c.column.name)))}) select ${list(columns.map((c) => sql.identifier(c.key)))} from rows on conflict do nothing`;
// the ids of the assessments this statement inserted: a row stored before (a replayed journal line) is not among them
const parentInsert = sql`${insertRows(parent)} returning ${sql.identifier(assessments.id.name)}`;
const childInsert = insertRows(child);

const column = (c: { name: string }) => sql.identifier(c.name);

/** the score a stored calculation adds to its department's peer counts (api/insights/peer-counts.ts) */
export interface ScoreNote {
  department: string;
  scoringHash: string;
  score: number;
}

const p = peerScores;
// the scores of the assessments inserted, counted into peer_scores: a calculation counts once, however often it is replayed
const peerUpsert = (scores: string) => sql`
  insert into ${p} (${column(p.department)}, ${column(p.scoringHash)}, ${column(p.score)}, ${column(p.teams)})
  select n.department, n.scoring_hash, n.score, count(*)
  from jsonb_to_recordset(${scores}::jsonb) as n(id uuid, department text, scoring_hash text, score float8)
  join parents on parents.${column(assessments.id)} = n.id
  group by n.department, n.scoring_hash, n.score
  on conflict (${column(p.department)}, ${column(p.scoringHash)}, ${column(p.score)}) do update set ${column(p.teams)} = ${p}.${column(p.teams)} + excluded.${column(p.teams)}`;

/**
 * The whole batch as one JSON parameter, spread into rows by the database: one statement for both tables and
 * the peer counts of the rows it inserted, so it is atomic without a transaction (postgres.js can crash the process
 * when the backend of a reserved transaction connection dies, porsager/postgres#1208), and far cheaper than
 * thousands of bound parameters. Columns, names and types come from the drizzle tables; a column a record lacks
 * is written as null.
 */
export const insertBatch = (rows: string, scores: readonly ({ id: string } & ScoreNote)[] = []) => {
  const withRows = sql`with rows as (select * from jsonb_to_recordset(${rows}::jsonb) as x(${recordType})), parents as (${parentInsert})`;
  if (scores.length === 0) return sql`${withRows} ${childInsert}`;
  const json = JSON.stringify(scores.map(({ id, department, scoringHash, score }) => ({ id, department, scoring_hash: scoringHash, score })));
  return sql`${withRows}, children as (${childInsert}) ${peerUpsert(json)}`;
};

/** keeps a record the database refused, as text, under its own id */
export const setAside = (id: string, reason: string, record: string) => {
  const t = rejectedCalculations;
  return sql`insert into ${t} (${column(t.id)}, ${column(t.reason)}, ${column(t.record)}) values (${id}, ${reason}, ${record}) on conflict do nothing`;
};
