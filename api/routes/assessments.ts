import type { Hono } from 'hono';
import { failureText } from '../db/client.js';
import { readJson } from '../http/body.js';
import type { Deps } from './deps.js';
import { validate } from '../http/errors.js';
import { storageAnswer } from '../http/storage-answer.js';
import { storeAssessment } from '../storage/assessment-store.js';
import { fullAssessmentSchema } from './full-assessment.js';
import { json } from '../http/respond.js';

/** the spec's full assessment form: validated with its messages, stored, answered with the stored row */
export function assessmentRoutes(app: Hono, departments: string[], { db, limit, log }: Deps): void {
  const schema = fullAssessmentSchema(departments);
  app.post('/api/assessments', limit(), async (c) => {
    const data = validate(schema, await readJson(c));
    let row;
    try {
      row = await storeAssessment(db, data);
    } catch (e) {
      log(`assessment not stored: ${failureText(e)}`);
      throw storageAnswer(e, 'assessment');
    }
    const { answers: _a, definitionHash: _h, ...stored } = row;
    return json(stored, 201);
  });
}
