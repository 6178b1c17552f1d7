import type { Database } from '../db/client.js';
import { assessments } from '../db/schema.js';
import { DatabaseUnavailable } from './errors.js';

/** stores a full assessment and answers the row as stored; fails with DatabaseUnavailable */
export async function storeAssessment(db: Database, data: typeof assessments.$inferInsert): Promise<typeof assessments.$inferSelect> {
  try {
    const [row] = await db.run((orm) => orm.insert(assessments).values(data).returning());
    return row!;
  } catch (e) {
    throw new DatabaseUnavailable('the assessment was not stored', { cause: e });
  }
}
