import { chosenOptions, type Answers } from './answers.js';
import type { Department, Step } from './schema/department.js';

/** one score component: what the visitor earns, their answers, and the one change of answer that raises the score most */
export interface NextChange {
  /** the component's id */
  component: string;
  points: number;
  max: number;
  /** the visitor's answer to each question of the component, as sent */
  answers: Record<string, string[]>;
  /** absent when no single change raises the score (the component is at its best) */
  change?: {
    field: string;
    /** the option value to choose instead */
    to: string;
    /** the component's points after the change */
    points: number;
    /** the score after the change */
    score: number;
  };
}

const listOf = (value: Answers[string] | undefined): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** the points an answer brings to its question: a multi-select counts its highest choice, as scoring does */
const pointsOf = (step: Step, value: Answers[string] | undefined): number =>
  chosenOptions(step, value).reduce((best, o) => Math.max(best, o.points), 0);

/**
 * For each shown score component, the visitor's answers and the single answer that raises the score most
 * (ties: the first question, then the first option). A team size is a fact, not a practice, so it is never
 * suggested; nor is a typed "other". Pure: from the definition and answers already validated.
 * @example nextChanges(dept, answers)[0] // { component: 'proposal', points: 0, max: 10, answers: {...}, change: { field: 'proposalMethod', to: 'ai', points: 10, score: 27 } }
 */
export function nextChanges(dept: Department, answers: Answers): NextChange[] {
  const { scoring } = dept;
  const steps = new Map(dept.wizard.steps.map((s) => [s.field, s]));
  const parts = scoring.components.map((c) => {
    const points = c.from.map((f) => pointsOf(steps.get(f)!, answers[f]));
    const raw = points.reduce((t, p) => t + p, 0);
    return { c, points, raw, value: Math.min(raw, c.max) };
  });
  const total = parts.reduce((t, p) => t + p.value, 0);
  const score = Math.min(total, scoring.max);

  return parts.flatMap(({ c, points, raw, value }) => {
    if (!c.shown) return [];
    let best: (NextChange['change'] & { gain: number }) | undefined;
    c.from.forEach((field, i) => {
      const step = steps.get(field)!;
      if (step.role === 'team-size') return;
      for (const o of step.options) {
        if (o.value === step.other?.value) continue;
        const after = Math.min(raw - points[i]! + o.points, c.max);
        const newScore = Math.min(total - value + after, scoring.max);
        const gain = newScore - score;
        if (gain > 0 && gain > (best?.gain ?? 0)) best = { field, to: o.value, points: after, score: newScore, gain };
      }
    });
    const own = Object.fromEntries(c.from.map((f) => [f, listOf(answers[f])]));
    if (!best) return value === c.max ? [{ component: c.id, points: value, max: c.max, answers: own }] : [];
    const { gain: _gain, ...change } = best;
    return [{ component: c.id, points: value, max: c.max, answers: own, change }];
  });
}
