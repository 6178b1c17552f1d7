import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targets, type TestDatabase } from '../../tests/api/support/databases.js';
import type { Result } from '../../engine/evaluation/evaluate.js';
import { assessmentResults, assessments } from '../db/schema.js';
import { CalculationQueue } from './calculation-queue.js';
import { Journal } from './journal/journal.js';
import { fakeClock } from './queue/fake-clock.js';
import type { StoreItem } from './store-item.js';
import { encodeCalculation } from './store-sql.js';

const results = { aiOpportunityScore: 12, recommendations: [], definitionHash: 'h' } as unknown as Result;
const item = (n: number): StoreItem => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const createdAt = new Date('2031-01-01T00:00:00Z');
  return {
    assessment: { id, department: 'hr', answers: { numberOfUsers: `${n}` }, definitionHash: 'h', createdAt },
    result: { id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`, assessmentId: id, results, createdAt },
  };
};
/** the line today's servers write: one flat record keyed by column name, no version */
const firstFormat = ({ assessment: a, result: r }: StoreItem) =>
  JSON.stringify({
    id: a.id,
    department: a.department,
    answers: a.answers,
    definition_hash: a.definitionHash,
    created_at: a.createdAt,
    result_id: r.id,
    results: r.results,
  });

describe.each(targets)('the calculation queue on $name', (target) => {
  let t: TestDatabase;
  const dirs: string[] = [];
  const journalDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'calculation-journal-'));
    dirs.push(dir);
    return dir;
  };
  const storedRow = async (id: string) => {
    const [row] = await t.db.orm
      .select()
      .from(assessments)
      .innerJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
      .where(eq(assessments.id, id));
    return row;
  };
  beforeAll(async () => {
    t = await target.open();
  });
  afterAll(async () => {
    await t.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("journals a calculation under a version and the tables' field names, and stores it under their SQL columns", async () => {
    const dir = journalDir();
    const queue = new CalculationQueue(t.db, Journal.open(dir, fakeClock()), { clock: fakeClock(), intervalMs: 0 });
    const sent = item(1);
    await queue.push(sent);
    const [file] = readdirSync(dir);
    const line = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(line).toMatchObject({ v: 2, assessment: { id: sent.assessment.id, definitionHash: 'h' }, result: { assessmentId: sent.assessment.id } });
    expect(await queue.close()).toMatchObject({ answered: 1, stored: 1, pending: 0 });
    const row = await storedRow(sent.assessment.id);
    expect(row?.assessments).toMatchObject({ department: 'hr', answers: sent.assessment.answers, definitionHash: 'h', createdAt: sent.assessment.createdAt });
    expect(row?.assessment_results).toMatchObject({ id: sent.result.id, results });
  });

  it("replays, after an upgrade, a journal holding lines of today's format (column-keyed, no version) beside lines of the new one", async () => {
    const dir = journalDir();
    const [old, current] = [item(2), item(3)];
    // a server of the earlier version stopped with one line unstored; this version wrote the next before a crash
    writeFileSync(join(dir, '1-1-000000.jsonl'), `${firstFormat(old)}\n`);
    writeFileSync(join(dir, '2-1-000000.jsonl'), `${encodeCalculation(current)}\n`);
    const logs: string[] = [];
    const queue = new CalculationQueue(t.db, Journal.open(dir, fakeClock()), { clock: fakeClock(), log: (l) => logs.push(l) });
    expect(queue.replayed).toBe(2);
    expect(await queue.close()).toMatchObject({ answered: 0, stored: 2, rejected: 0, dropped: 0, pending: 0 });
    for (const sent of [old, current]) {
      const row = await storedRow(sent.assessment.id);
      expect(row?.assessments).toMatchObject({ answers: sent.assessment.answers, definitionHash: 'h', createdAt: sent.assessment.createdAt });
      expect(row?.assessment_results).toMatchObject({ id: sent.result.id, results });
    }
    expect(logs).toEqual(['store queue: 2 calculations from the journal of an earlier run, storing them']);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('skips, and says so, a journal line that is no calculation', async () => {
    const dir = journalDir();
    writeFileSync(join(dir, '1-1-000000.jsonl'), `{"v":2,"assessment":"no"}\n${encodeCalculation(item(4))}\n`);
    const logs: string[] = [];
    const queue = new CalculationQueue(t.db, Journal.open(dir, fakeClock()), { clock: fakeClock(), log: (l) => logs.push(l) });
    expect(queue.replayed).toBe(1);
    expect(await queue.close()).toMatchObject({ stored: 1, pending: 0 });
    expect(logs[0]).toMatch(/^store queue: a line of .*1-1-000000\.jsonl is no calculation; skipped$/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
