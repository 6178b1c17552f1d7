import type { assessmentResults, assessments } from '../db/schema.js';

export type NewAssessment = typeof assessments.$inferInsert & { id: string };
export type NewResult = typeof assessmentResults.$inferInsert & { id: string };

/** one answered calculation */
export interface StoreItem {
  assessment: NewAssessment;
  result: NewResult;
}
