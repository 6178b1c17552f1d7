import type { Department } from '../../engine/schema/index.js';

/**
 * A stored result a page can show: an object whose score is a number. Anything else (an empty object, a score
 * that is not a number) reads as missing, like a value that is not JSON, so no page shows a result of zeros.
 */
export const isStoredResult = (v: unknown, department: Department): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Number.isFinite((v as Record<string, unknown>)[department.scoring.field]);
