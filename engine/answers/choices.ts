import { ruleOf } from './question-kinds.js';
import type { Option, Step } from '../schema/department.js';

/**
 * The answers a step can take, as options: its own, or for a number question one per accepted value, worth the
 * points of its `points` row (0 without one) and carrying the value as an attr named after the field, so the
 * answer space, the proofs and the scoring treat both alike.
 * @example choicesOf({ kind: 'number', field: 'teamSize', number: { min: 1, max: 3, step: 1 }, ... }).map((o) => o.attrs.teamSize) // [1, 2, 3]
 */
export const choicesOf = (step: Step): Option[] => ruleOf(step).choices(step);
