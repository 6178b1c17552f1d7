import type { Answers } from '../answers/answers.js';
import { answerKeys, askedSteps, conditionsOf } from '../answers/conditions.js';
import type { Department } from '../schema/department.js';
import { conditionParts, type ConditionPart } from './condition-words.js';

/** why a step is or is not asked on some answers */
export interface WhyAsked {
  field: string;
  /** whether the answers ask it */
  asked: boolean;
  /** the whole explanation in one sentence */
  summary: string;
  /** its condition, part by part with each value; undefined for a step asked always */
  condition?: ConditionPart;
  /** the steps before it that the answers do not ask, so their answers count for nothing here */
  notAskedBefore: string[];
}

/** the scope a step's condition is read in: the answers of the steps asked before it, as the wizard reads them */
function scopeBefore(dept: Department, answers: Answers, index: number, asked: boolean[]): Record<string, number> {
  const scope = { ...conditionsOf(dept).blank };
  dept.wizard.steps.slice(0, index).forEach((step, i) => {
    const value = answers[step.field];
    if (asked[i] && value !== undefined) for (const [k, v] of answerKeys(step, value)) scope[k] = v;
  });
  return scope;
}

/**
 * "Why is this asked?": a step's condition evaluated on the given answers, sub-expression by sub-expression, in
 * words. Undefined when the department has no such step.
 * @example whyAsked(dept, 'adChannels', { paidAds: 'no' }).summary // 'adChannels is not asked: the answer to paidAds is "yes" does not hold'
 */
export function whyAsked(dept: Department, field: string, answers: Answers): WhyAsked | undefined {
  const index = dept.wizard.steps.findIndex((s) => s.field === field);
  if (index < 0) return undefined;
  const step = dept.wizard.steps[index]!;
  const asked = askedSteps(dept, answers);
  const notAskedBefore = dept.wizard.steps.slice(0, index).flatMap((s, i) => (asked[i] ? [] : [s.field]));
  if (step.when === undefined) return { field, asked: asked[index]!, summary: `${field} is always asked: it has no condition`, notAskedBefore };
  const condition = conditionParts(step.when, scopeBefore(dept, answers, index, asked));
  const summary = asked[index]
    ? `${field} is asked: ${condition.words} holds on these answers`
    : `${field} is not asked: ${condition.words} does not hold on these answers`;
  return { field, asked: asked[index]!, summary, condition, notAskedBefore };
}
