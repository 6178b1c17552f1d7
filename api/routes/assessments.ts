import type { Hono } from 'hono';
import { failureText } from '../db/client.js';
import { assessments } from '../db/schema.js';
import { readJson } from '../http/body.js';
import type { Deps } from './deps.js';
import { ApiError, validate } from '../http/errors.js';
import { fullAssessmentSchema } from './full-assessment.js';
import { json } from '../http/respond.js';

/** the spec's full assessment form: validated with its messages, stored, answered with the stored row */
export function assessmentRoutes(app: Hono, departments: string[], { db, limit, log }: Deps): void {
  const schema = fullAssessmentSchema(departments);
  app.post('/api/assessments', limit(), async (c) => {
    const data = validate(schema, await readJson(c));
    let row;
    try {
      [row] = await db.run((orm) => orm.insert(assessments).values(data).returning());
    } catch (e) {
      log(`assessment not stored: ${failureText(e)}`);
      throw new ApiError(503, 'database_unavailable', 'The assessment could not be saved just now; please try again in a minute.', [], {
        'Retry-After': '30',
      });
    }
    const { answers: _a, definitionHash: _h, ...stored } = row!;
    return json(stored, 201);
  });
}
