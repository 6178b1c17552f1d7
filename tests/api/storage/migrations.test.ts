import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../api/db/client.js';
import { assessmentResults, assessments, quotes } from '../../../api/db/schema.js';
import { decodeCalculation, insertBatch } from '../../../api/storage/store-sql.js';
import { targets, type TestDatabase } from '../support/databases.js';

/** the project's migrations up to and including `tag`, in a folder of their own */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const file = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  writeFileSync(file, JSON.stringify(journal));
  return dir;
}

const answers = { numberOfUsers: '1-5' };
const result = {
  aiOpportunityScore: 12,
  recommendations: [{ id: 'r', title: 'T', description: 'D', impact: 'High', timeToImplement: '1 month' }],
  definitionHash: 'h',
};

describe.each(targets)('migration 0003 (results stored once, unwritten columns dropped) on $name', (target) => {
  let t: TestDatabase;
  let before: string;
  beforeAll(async () => {
    t = await target.open({ migrated: false });
    before = migrationsUpTo('0002_definition_versions');
    await t.db.migrate(before);
    // rows as the previous version wrote them: the recommendations a second time in their own column
    await t.db.orm.execute(sql`insert into assessments (id, department, answers, definition_hash, created_at)
      values ('00000000-0000-4000-8000-000000000001', 'hr', ${JSON.stringify(answers)}::jsonb, 'h', '2030-02-01T00:00:00Z')`);
    await t.db.orm.execute(sql`insert into assessment_results (id, assessment_id, results, recommendations)
      values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', ${JSON.stringify(result)}::jsonb, ${JSON.stringify(result.recommendations)}::jsonb)`);
    await t.db.orm
      .execute(sql`insert into quotes (quote_number, contact_name, contact_email, selected_solutions, total_cost, implementation_timeline, annual_savings, roi_timeline, valid_until)
      values ('Q-2030-OLD001', 'Ada', 'ada@example.com', '[]'::jsonb, 1500, 3, 65000, 1, '2030-03-01')`);
    await t.db.migrate();
  });
  afterAll(async () => {
    await t.dispose();
    rmSync(before, { recursive: true, force: true });
  });

  it('keeps every stored calculation, its answers and its whole result with the recommendations', async () => {
    const [row] = await t.db.orm.select().from(assessments).innerJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id));
    expect(row?.assessments).toMatchObject({ department: 'hr', answers, definitionHash: 'h' });
    expect(row?.assessment_results.results).toEqual(result);
    expect(Object.keys(row!.assessment_results).sort()).toEqual(['assessmentId', 'createdAt', 'id', 'results']);
  });

  it('keeps every quote', async () => {
    const rows = await t.db.orm.select().from(quotes);
    expect(rows).toEqual([expect.objectContaining({ quoteNumber: 'Q-2030-OLD001', contactName: 'Ada', totalCost: 1500, validUntil: '2030-03-01' })]);
  });

  it('stores a journal line of the previous version, recommendations key and all', async () => {
    const line = {
      id: '00000000-0000-4000-8000-000000000003',
      department: 'hr',
      answers,
      definition_hash: 'h',
      created_at: '2030-02-02T00:00:00.000Z',
      result_id: '00000000-0000-4000-8000-000000000004',
      results: result,
      recommendations: result.recommendations,
    };
    await t.db.orm.execute(insertBatch([decodeCalculation(JSON.stringify(line))!.line]));
    const [row] = await t.db.orm
      .select()
      .from(assessments)
      .innerJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
      .where(eq(assessments.id, line.id));
    expect(row?.assessments).toMatchObject({ department: 'hr', answers, definitionHash: 'h', createdAt: new Date(line.created_at) });
    expect(row?.assessment_results).toMatchObject({ id: line.result_id, results: result });
  });
});
