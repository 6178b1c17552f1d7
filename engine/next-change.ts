import { otherName, type Answers } from './answers.js';
import type { z } from 'zod';
import type { NextChangeSchema } from './result-schema.js';
import type { Department, Step } from './schema/department.js';

/** one score component: what the visitor earns, their answers, and the one change of answer that raises the score most */
export type NextChange = z.infer<typeof NextChangeSchema>;

const listOf = (value: Answers[string] | undefined): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** per component, its questions with what each answer is worth and which options may be suggested; built once */
interface Part {
  id: string;
  max: number;
  shown: boolean;
  steps: { step: Step; byValue: Map<string, number>; other?: number; suggest: { value: string; points: number }[] }[];
}
const plans = new WeakMap<Department, Part[]>();

function planOf(dept: Department): Part[] {
  const known = plans.get(dept);
  if (known) return known;
  const steps = new Map(dept.wizard.steps.map((s) => [s.field, s]));
  const parts = dept.scoring.components.map((c) => ({
    id: c.id,
    max: c.max,
    shown: c.shown,
    steps: c.from.map((f) => {
      const step = steps.get(f)!;
      // a team size is a fact, not a practice; a typed "other" names nothing to choose
      const suggest = step.role === 'team-size' ? [] : step.options.filter((o) => o.value !== step.other?.value);
      const plain = step.options.filter((o) => o.value !== step.other?.value);
      return {
        step,
        byValue: new Map(plain.map((o) => [o.value, o.points])),
        other: step.options.find((o) => o.value === step.other?.value)?.points,
        suggest: suggest.map((o) => ({ value: o.value, points: o.points })),
      };
    }),
  }));
  plans.set(dept, parts);
  return parts;
}

/** the points an answer brings to its question: a multi-select counts its highest choice, as scoring does */
function pointsOf({ step, byValue, other }: Part['steps'][number], value: Answers[string] | undefined): number {
  let best = 0;
  for (const v of listOf(value)) {
    const p = byValue.get(v) ?? (other !== undefined && otherName(step, v) !== undefined ? other : 0);
    if (p > best) best = p;
  }
  return best;
}

/**
 * For each shown score component, the visitor's answers and the single answer that raises the score most
 * (ties: the first question, then the first option). A team size is a fact, not a practice, so it is never
 * suggested; nor is a typed "other". Pure: from the definition and answers already validated.
 * @example nextChanges(dept, answers)[0] // { component: 'proposal', points: 0, max: 10, answers: {...}, change: { field: 'proposalMethod', to: 'ai', points: 10, score: 27 } }
 */
export function nextChanges(dept: Department, answers: Answers): NextChange[] {
  const parts = planOf(dept).map((part) => {
    const points = part.steps.map((s) => pointsOf(s, answers[s.step.field]));
    const raw = points.reduce((t, p) => t + p, 0);
    return { part, points, raw, value: Math.min(raw, part.max) };
  });
  const total = parts.reduce((t, p) => t + p.value, 0);
  const score = Math.min(total, dept.scoring.max);

  const out: NextChange[] = [];
  for (const { part, points, raw, value } of parts) {
    if (!part.shown) continue;
    let best: NextChange['change'];
    let gain = 0;
    part.steps.forEach(({ step, suggest }, i) => {
      for (const o of suggest) {
        const after = Math.min(raw - points[i]! + o.points, part.max);
        const newScore = Math.min(total - value + after, dept.scoring.max);
        if (newScore - score > gain) {
          gain = newScore - score;
          best = { field: step.field, to: o.value, points: after, score: newScore };
        }
      }
    });
    if (!best && value !== part.max) continue;
    const own: Record<string, string[]> = {};
    for (const { step } of part.steps) own[step.field] = listOf(answers[step.field]);
    out.push(best ? { component: part.id, points: value, max: part.max, answers: own, change: best } : { component: part.id, points: value, max: part.max, answers: own });
  }
  return out;
}
