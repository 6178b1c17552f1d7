import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { assessmentResults, assessments, peerScores, rejectedCalculations } from '../db/schema.js';
import { tableRecord, type TableRecord } from './queue/table-record.js';
import type { StoreItem } from './store-item.js';

const parent = tableRecord(assessments);
const child = tableRecord(assessmentResults);

/** a calculation's journal line: its two rows keyed by the tables' field names, under the version of the format */
interface CalculationRecord {
  v: typeof version;
  assessment: TableRecord<typeof assessments> & { id: string };
  result: TableRecord<typeof assessmentResults>;
}
const version = 2;

/** a journaled calculation: its id, its line in the current format, and what the line holds */
export interface CalculationLine {
  id: string;
  line: string;
  record: CalculationRecord;
}

/** the line of a calculation, as the journal keeps it and the insert reads it */
export const encodeCalculation = ({ assessment, result }: StoreItem): string => JSON.stringify({ v: version, assessment, result } satisfies CalculationRecord);

/**
 * The key of each column in a line of the first format (no version, one flat record keyed by column name): the
 * column's own name, except where the tables share one (the result's id was `result_id`, its reference to the
 * assessment the assessment's `id`). A server upgraded with such lines in its journal stores them.
 */
const firstFormat = new Map<PgColumn, string>([
  [assessmentResults.id, 'result_id'],
  [assessmentResults.assessmentId, assessments.id.name],
]);
const firstKeyOf = (c: PgColumn) => firstFormat.get(c) ?? c.name;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** a journal line of any format this server wrote, in the current one; undefined when it is none */
export function decodeCalculation(line: string): CalculationLine | undefined {
  const parsed: unknown = JSON.parse(line);
  if (!isObject(parsed)) return undefined;
  if (parsed.v === undefined) {
    const record = { v: version, assessment: parent.fromKeys(parsed, firstKeyOf), result: child.fromKeys(parsed, firstKeyOf) };
    return typeof record.assessment.id === 'string'
      ? { id: record.assessment.id, line: JSON.stringify(record), record: record as CalculationRecord }
      : undefined;
  }
  if (parsed.v !== version || !isObject(parsed.assessment) || !isObject(parsed.result) || typeof parsed.assessment.id !== 'string') return undefined;
  return { id: parsed.assessment.id, line, record: parsed as unknown as CalculationRecord };
}

const column = (c: { name: string }) => sql.identifier(c.name);
// each line's two rows, read by the tables' own mapping; a row stored before (a replayed line) is skipped
const lineRows = (key: string, type: typeof parent.type) => sql`lines, jsonb_to_record(lines.value -> ${key}) as x(${type})`;
const parentInsert = sql`${parent.insertFrom(lineRows('assessment', parent.type))} on conflict do nothing returning ${column(assessments.id)}`;
const childInsert = sql`${child.insertFrom(lineRows('result', child.type))} on conflict do nothing`;

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
 * The whole batch as one JSON parameter (the journal lines as they are), spread into rows by the database: one
 * statement for both tables and the peer counts of the rows it inserted, so it is atomic without a transaction
 * (postgres.js can crash the process when the backend of a reserved transaction connection dies,
 * porsager/postgres#1208), and far cheaper than thousands of bound parameters. Columns, names and types come
 * from the drizzle tables (queue/table-record.ts); a field a line lacks is written as null.
 */
export const insertBatch = (lines: readonly string[], scores: readonly ({ id: string } & ScoreNote)[] = []) => {
  const withRows = sql`with lines as (select value from jsonb_array_elements(${`[${lines.join(',')}]`}::jsonb)), parents as (${parentInsert})`;
  if (scores.length === 0) return sql`${withRows} ${childInsert}`;
  const json = JSON.stringify(scores.map(({ id, department, scoringHash, score }) => ({ id, department, scoring_hash: scoringHash, score })));
  return sql`${withRows}, children as (${childInsert}) ${peerUpsert(json)}`;
};

/** keeps a line the database refused, as text, under its calculation's id */
export const setAside = (id: string, reason: string, line: string) => {
  const t = rejectedCalculations;
  return sql`insert into ${t} (${column(t.id)}, ${column(t.reason)}, ${column(t.record)}) values (${id}, ${reason}, ${line}) on conflict do nothing`;
};
