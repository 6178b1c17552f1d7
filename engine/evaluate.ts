import { otherName, type Answers } from './answers.js';
import type { Model } from './model.js';
import type { Option, Step } from './schema/department.js';

export type ResultValue = number | Record<string, number> | RecommendationOut[];
export type Result = Record<string, ResultValue> & { definitionHash: string };
export interface RecommendationOut {
  id: string;
  title: string;
  description: string;
  impact: string;
  timeToImplement: string;
}

/** the options an answer chose; an "other" name picks the step's other option */
export function chosenOptions(step: Step, value: Answers[string] | undefined): Option[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((v) => {
    const direct = step.options.find((o) => o.value === v && o.value !== step.other?.value);
    if (direct) return [direct];
    const other = step.other && otherName(step, v) !== undefined ? step.options.find((o) => o.value === step.other?.value) : undefined;
    return other ? [other] : [];
  });
}

/** a step's points and attrs: a multi-select counts its highest chosen option */
function stepValues(step: Step, chosen: Option[]): { points: number; attrs: Record<string, number> } {
  const points = Math.max(0, ...chosen.map((o) => o.points));
  // attrs come from the highest option, so a more automated pick never brings a more manual figure along
  const highest = chosen.filter((o) => o.points === points);
  const attrs: Record<string, number> = {};
  for (const name of Object.keys(step.options[0]?.attrs ?? {})) attrs[name] = Math.max(...highest.map((o) => o.attrs[name] ?? 0));
  return { points, attrs };
}

export class EvaluationError extends Error {}

/** the scoring scope: constants, answer attrs, components, score, then every formula */
export function scope(model: Model, answers: Answers): Record<string, number> {
  const dept = model.definition;
  const s: Record<string, number> = { ...dept.constants };
  const points = new Map<string, number>();
  for (const step of dept.wizard.steps) {
    const chosen = chosenOptions(step, answers[step.field]);
    if (chosen.length === 0) throw new EvaluationError(`no answer for "${step.field}"`);
    const v = stepValues(step, chosen);
    points.set(step.field, v.points);
    Object.assign(s, v.attrs);
  }
  let score = 0;
  for (const c of dept.scoring.components) {
    const sum = c.from.reduce((t, f) => t + (points.get(f) ?? 0), 0);
    s[c.id] = Math.min(sum, c.max);
    score += s[c.id]!;
  }
  s.score = Math.min(score, dept.scoring.max);
  s.maxScore = dept.scoring.max;
  for (const [name, run] of model.formulas) s[name] = run(s);
  return s;
}

const checked = (field: string, v: number): number => {
  if (!Number.isFinite(v) || v < 0) throw new EvaluationError(`result field "${field}" came out as ${v}; every figure must be finite and not negative`);
  return v;
};

/**
 * Scores answers already validated by answersSchema: pure, the same in the API, the browser and the tests.
 * @example evaluate(model, { crmPlatform: 'hubspot', ... }).aiReadinessScore // 21
 */
export function evaluate(model: Model, answers: Answers): Result {
  const s = scope(model, answers);
  const out: Record<string, ResultValue> = {};
  for (const [field, run] of model.result) {
    if (run === '$recommendations') {
      out[field] = model.recommendations.filter((r) => r.when(s)).map(({ rec: { when: _w, ...r } }) => r);
    } else if (typeof run === 'function') {
      out[field] = checked(field, run(s));
    } else {
      out[field] = Object.fromEntries(run.map(([k, f]) => [k, checked(`${field}.${k}`, f(s))]));
    }
  }
  return { ...out, definitionHash: model.hash } as Result;
}
