import { and, eq, gte, sql } from 'drizzle-orm';
import { optionsOf, otherOf } from '../../engine/answers/question-kinds.js';
import type { DepartmentData, ReportData } from '../../engine/insights/report.js';
import { spaceBands } from '../../engine/insights/space-bands.js';
import type { Model } from '../../engine/evaluation/model.js';
import type { Database } from '../db/client.js';
import { assessmentResults, assessments, eventCounts, quotes } from '../db/schema.js';

export interface ReportQuery {
  days: number;
  /** one department, or all */
  department?: string;
  now: Date;
}

/** rows of a raw statement, whichever driver answered (postgres.js: an array; PGlite: { rows }) */
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (res as { rows: T[] }).rows);

/**
 * Everything the report needs, aggregated by the database over the period (per score, per option, percentiles):
 * no single calculation leaves it.
 */
export async function reportData(db: Database, models: readonly Model[], q: ReportQuery): Promise<ReportData> {
  const to = q.now.toISOString().slice(0, 10);
  const since = new Date(q.now.getTime() - (q.days - 1) * 86_400_000);
  const from = since.toISOString().slice(0, 10);
  const sinceMidnight = new Date(`${from}T00:00:00Z`);
  const chosen = models.filter((m) => !q.department || m.definition.id === q.department);
  const counters = await db.run((orm) =>
    orm
      .select()
      .from(eventCounts)
      .where(and(gte(eventCounts.day, from), q.department ? eq(eventCounts.department, q.department) : undefined)),
  );
  const departments: DepartmentData[] = [];
  for (const model of chosen) {
    const dept = model.definition;
    const inPeriod = and(eq(assessments.department, dept.id), gte(assessments.createdAt, sinceMidnight));
    const score = sql<number>`(${assessmentResults.results} ->> ${dept.scoring.field})::float8`;
    const scores = await db.run((orm) =>
      orm
        .select({ score, n: sql<number>`count(*)::int` })
        .from(assessments)
        .innerJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
        .where(inPeriod)
        .groupBy(sql`1`),
    );
    const options = await db.run(async (orm) =>
      rowsOf<{ field: string; value: string; count: number }>(
        await orm.execute(sql`
          select e.key as field, coalesce(x.v, e.value #>> '{}') as value, count(*)::int as count
          from ${assessments} cross join jsonb_each(${assessments.answers}) e
          left join lateral jsonb_array_elements_text(case when jsonb_typeof(e.value) = 'array' then e.value end) x(v) on true
          where ${inPeriod} group by 1, 2`),
      ),
    );
    const figures = [];
    for (const field of dept.growing) {
      const v = sql`(${assessmentResults.results} ->> ${field})::float8`;
      const [row] = await db.run((orm) =>
        orm
          .select({
            median: sql<number | null>`percentile_cont(0.5) within group (order by ${v})`,
            p90: sql<number | null>`percentile_cont(0.9) within group (order by ${v})`,
          })
          .from(assessments)
          .innerJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
          .where(inPeriod),
      );
      figures.push({ field, median: row?.median ?? null, p90: row?.p90 ?? null });
    }
    departments.push({
      department: dept,
      definitionHash: model.hash,
      counters: counters.filter((r) => r.department === dept.id),
      scores: scores.filter((s) => s.score !== null).map((s) => [Number(s.score), Number(s.n)]),
      options: foldOther(model, options),
      figures,
      space: spaceBands(model),
    });
  }
  const [quoteCount] = await db.run((orm) =>
    orm
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .where(gte(quotes.createdAt, sinceMidnight)),
  );
  const solutions = await db.run(async (orm) =>
    rowsOf<{ title: string; count: number }>(
      await orm.execute(sql`select s ->> 'title' as title, count(*)::int as count from ${quotes} cross join jsonb_array_elements(${quotes.selectedSolutions}) s
        where ${gte(quotes.createdAt, sinceMidnight)} group by 1 order by 2 desc, 1`),
    ),
  );
  return {
    days: q.days,
    from,
    to,
    departments,
    quotes: { count: Number(quoteCount?.n ?? 0), solutions: solutions.map((s) => ({ title: s.title, count: Number(s.count) })) },
  };
}

/** a typed "other" is counted under the other option, its text never kept; values no option has are left out */
function foldOther(model: Model, rows: { field: string; value: string; count: number }[]): DepartmentData['options'] {
  const out = new Map<string, { field: string; value: string; count: number }>();
  for (const r of rows) {
    const step = model.definition.wizard.steps.find((s) => s.field === r.field);
    // a number question lists no options and has no "other": its rows are left out here
    if (!step) continue;
    const value = optionsOf(step).some((o) => o.value === r.value) ? r.value : otherOf(step)?.value;
    if (value === undefined) continue;
    const key = `${r.field}|${value}`;
    const known = out.get(key);
    if (known) known.count += Number(r.count);
    else out.set(key, { field: r.field, value, count: Number(r.count) });
  }
  return [...out.values()];
}
