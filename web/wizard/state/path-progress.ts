import type { AnswerValue } from '../../../engine/answers/answers.js';
import { askedSteps, pathLength } from '../../../engine/answers/conditions.js';
import type { Department } from '../../../engine/schema/index.js';

/** where the visitor is: the n-th question asked, of `total`, which is the most still possible when `upTo` */
export interface PathProgress {
  n: number;
  total: number;
  /** whether the paths still possible differ in length: the label says "of up to" */
  upTo: boolean;
}

/**
 * The progress on question `index` (in wizard.steps) given the answers before it: n counts the questions asked
 * up to this one; total is the longest whole path the earlier answers still allow. Answering only ever narrows
 * the paths, so total never grows and n / total never falls as the visitor moves on.
 */
export function pathProgress(department: Department, values: Readonly<Record<string, AnswerValue | undefined>>, index: number): PathProgress {
  const { min, max } = pathLength(department, values, index);
  const n = askedSteps(department, values).slice(0, index).filter(Boolean).length + 1;
  return { n, total: max, upTo: min !== max };
}
