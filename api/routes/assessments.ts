import { failureText } from '../db/client.js';
import { json } from '../http/respond.js';
import { storageAnswer } from '../http/storage-answer.js';
import { storeAssessment } from '../storage/assessment-store.js';
import { fullAssessmentSchema } from './full-assessment.js';
import { notStored } from './quotes.js';
import { AssessmentResponseSchema } from './response-schemas.js';
import { route, type ApiRoute } from './route.js';

/** the spec's full assessment form: validated with its messages, stored, answered with the stored row */
export function assessmentRoute(departments: string[]): ApiRoute {
  return route({
    method: 'post',
    path: '/api/assessments',
    summary: 'the full assessment form, stored',
    body: fullAssessmentSchema(departments),
    languages: true,
    answer: { status: 201, description: 'the stored assessment', schema: AssessmentResponseSchema },
    limit: 'writes',
    errors: [notStored],
    async handle(_c, { body: data }, { db, log }) {
      let row;
      try {
        row = await storeAssessment(db, data);
      } catch (e) {
        log(`assessment not stored: ${failureText(e)}`);
        throw storageAnswer(e, 'assessment');
      }
      const { answers: _a, definitionHash: _h, ...stored } = row;
      return json(stored, 201);
    },
  });
}
