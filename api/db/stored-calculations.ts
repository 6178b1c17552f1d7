import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Answers } from '../../engine/answers/answers.js';
import type { Stored, StoredCalculation } from '../../engine/impact/replay.js';
import { failureText, ServerDatabase, type Database } from './client.js';
import { EmbeddedThreadDatabase } from './pglite-thread.js';
import { assessmentResults, assessments, definitionVersions } from './schema.js';

export type { Stored } from '../../engine/impact/replay.js';

/** the stored calculations of the departments and every kept definition version, from an open database */
export async function readCalculations(db: Database, departments: string[]): Promise<Omit<Stored, 'source'>> {
  const rows = await db.run((orm) =>
    orm
      .select({ department: assessments.department, answers: assessments.answers, hash: assessments.definitionHash, results: assessmentResults.results })
      .from(assessments)
      .innerJoin(assessmentResults, eq(assessmentResults.assessmentId, assessments.id))
      .where(and(isNotNull(assessments.answers), inArray(assessments.department, departments))),
  );
  const calculations = new Map<string, StoredCalculation[]>();
  for (const r of rows) {
    const list = calculations.get(r.department) ?? calculations.set(r.department, []).get(r.department)!;
    list.push({ answers: r.answers as Answers, definitionHash: r.hash, results: r.results });
  }
  // a database from before definition versions were kept has no such table
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- a raw statement's rows are typed here, not by the driver
  const [{ kept }] = (await db.run((orm) => orm.execute(sql`select to_regclass('definition_versions') is not null as kept`))) as unknown as [{ kept: boolean }];
  const versions = new Map<string, string>();
  if (kept) for (const v of await db.run((orm) => orm.select().from(definitionVersions))) versions.set(v.hash, v.content);
  return { calculations, versions };
}

/**
 * The stored calculations of some departments and the kept definition versions: from DATABASE_URL, or from a copy
 * of the embedded database under DATA_DIR (the original is never written). A string says why they cannot be read.
 */
export async function readStored(departments: string[], env: NodeJS.ProcessEnv = process.env): Promise<Stored | string> {
  if (env.DATABASE_URL) {
    const db = new ServerDatabase(env.DATABASE_URL, { max: 1 });
    const where = `PostgreSQL (DATABASE_URL)`;
    try {
      return { ...(await readCalculations(db, departments)), source: where };
    } catch (e) {
      return `cannot read ${where}: ${failureText(e)}`;
    } finally {
      await db.close().catch(() => {});
    }
  }
  const dir = env.DATA_DIR || '.data';
  if (!existsSync(join(dir, 'PG_VERSION'))) return `no embedded database in ${dir} (DATA_DIR) and no DATABASE_URL: no stored calculations to replay`;
  if (existsSync(join(dir, 'postmaster.pid'))) {
    return `the embedded database in ${dir} is locked: a server is using it (or one stopped without closing it, leaving ${join(dir, 'postmaster.pid')}); stop the server and run again, or set DATABASE_URL`;
  }
  const copy = mkdtempSync(join(tmpdir(), 'impact-'));
  try {
    cpSync(dir, copy, { recursive: true });
    const db = await EmbeddedThreadDatabase.open(copy);
    try {
      return { ...(await readCalculations(db, departments)), source: `the embedded database in ${dir} (read from a copy)` };
    } finally {
      await db.close();
    }
  } catch (e) {
    return `cannot read the embedded database in ${dir}: ${failureText(e)}`;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
