import { otherName, type Answers } from '../answers/answers.js';
import { askedSteps, conditionsOf } from '../answers/conditions.js';
import { choicesOf } from '../answers/choices.js';
import { optionsOf, otherOf, ruleOf } from '../answers/question-kinds.js';
import type { z } from 'zod';
import type { NextChangeSchema } from './result-schema.js';
import type { Department, Step } from '../schema/department.js';

/** one score component: what the visitor earns, their answers, and the one change of answer that raises the score most */
export type NextChange = z.infer<typeof NextChangeSchema>;

const listOf = (value: Answers[string] | undefined): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [String(value)]);

/** one question of a component: what each answer is worth and which options may be suggested */
interface PartStep {
  /** its index in the wizard */
  index: number;
  step: Step;
  byValue: Map<string, number>;
  other?: number;
  skipped: number;
  suggest: { value: string; points: number }[];
  /** whether a condition reads its answer: only then can a change of it ask or skip other questions */
  steers: boolean;
}
/** per component, its questions; built once */
interface Part {
  id: string;
  max: number;
  shown: boolean;
  steps: PartStep[];
}
const plans = new WeakMap<Department, Part[]>();

function planOf(dept: Department): Part[] {
  const known = plans.get(dept);
  if (known) return known;
  const index = new Map(dept.wizard.steps.map((s, i) => [s.field, i]));
  const read = new Set(conditionsOf(dept).when.flatMap((c) => (c ? [...c.fields.map((f) => f.field), ...c.identifiers] : [])));
  const parts = dept.scoring.components.map((c) => ({
    id: c.id,
    max: c.max,
    shown: c.shown,
    steps: c.from.map((f) => {
      const step = dept.wizard.steps[index.get(f)!]!;
      const typed = otherOf(step)?.value;
      const plain = choicesOf(step).filter((o) => o.value !== typed);
      // a team size or any number is a fact, not a practice; a typed "other" names nothing to choose
      const suggest = step.role === 'team-size' || !ruleOf(step).suggests ? [] : plain;
      return {
        index: index.get(f)!,
        step,
        byValue: new Map(plain.map((o) => [o.value, o.points])),
        other: optionsOf(step).find((o) => o.value === typed)?.points,
        skipped: step.skipped?.points ?? 0,
        suggest: suggest.map((o) => ({ value: o.value, points: o.points })),
        steers: read.has(f),
      };
    }),
  }));
  plans.set(dept, parts);
  return parts;
}

/** the points an answer brings to its question: a multi-select counts its highest choice, as scoring does */
function pointsOf({ step, byValue, other }: PartStep, value: Answers[string] | undefined): number {
  let best = 0;
  for (const v of listOf(value)) {
    const p = byValue.get(v) ?? (other !== undefined && otherName(step, v) !== undefined ? other : 0);
    if (p > best) best = p;
  }
  return best;
}

/** each component's points before its cap, and the score, for answers and the steps they ask */
function scoreOf(dept: Department, parts: Part[], answers: Answers, asked: readonly boolean[]) {
  const raws = parts.map((part) => part.steps.reduce((t, s) => t + (asked[s.index] ? pointsOf(s, answers[s.step.field]) : s.skipped), 0));
  const values = raws.map((raw, i) => Math.min(raw, parts[i]!.max));
  return {
    raws,
    values,
    score: Math.min(
      values.reduce((t, v) => t + v, 0),
      dept.scoring.max,
    ),
  };
}

/**
 * For each shown score component, the visitor's answers and the single answer that raises the score most
 * (ties: the first question, then the first option). A team size or number is a fact, not a practice, so it is
 * never suggested; nor is a typed "other", nor a change that would ask a question the visitor has not answered.
 * A change that stops asking a question counts that question as its `skipped`. Pure: from the definition and
 * answers already validated.
 * @example nextChanges(dept, answers)[0] // { component: 'proposal', points: 0, max: 10, answers: {...}, change: { field: 'proposalMethod', to: 'ai', points: 10, score: 27 } }
 */
export function nextChanges(dept: Department, answers: Answers): NextChange[] {
  const parts = planOf(dept);
  const conditional = conditionsOf(dept).any;
  const asked = askedSteps(dept, answers);
  const now = scoreOf(dept, parts, answers, asked);

  // the score after one change: when no condition reads the question only its component moves; else any question may come or go
  const after = (p: number, s: PartStep, to: { value: string; points: number }): { points: number; score: number } | undefined => {
    if (!conditional || !s.steers) {
      const points = Math.min(now.raws[p]! - pointsOf(s, answers[s.step.field]) + to.points, parts[p]!.max);
      return { points, score: Math.min(now.score - now.values[p]! + points, dept.scoring.max) };
    }
    const changed = { ...answers, [s.step.field]: to.value };
    const asks = askedSteps(dept, changed);
    if (asks.some((a, i) => a && !asked[i])) return undefined;
    const then = scoreOf(dept, parts, changed, asks);
    return { points: then.values[p]!, score: then.score };
  };

  const out: NextChange[] = [];
  parts.forEach((part, p) => {
    // a component none of whose questions was asked has nothing to say: no answer, nothing to change
    if (!part.shown || !part.steps.some((s) => asked[s.index])) return;
    const value = now.values[p]!;
    let best: NextChange['change'];
    let gain = 0;
    for (const s of part.steps) {
      if (!asked[s.index]) continue;
      for (const o of s.suggest) {
        const then = after(p, s, o);
        if (then && then.score - now.score > gain) {
          gain = then.score - now.score;
          best = { field: s.step.field, to: o.value, points: then.points, score: then.score };
        }
      }
    }
    if (!best && value !== part.max) return;
    const own: Record<string, string[]> = {};
    for (const s of part.steps) if (asked[s.index]) own[s.step.field] = listOf(answers[s.step.field]);
    out.push(
      best
        ? { component: part.id, points: value, max: part.max, answers: own, change: best }
        : { component: part.id, points: value, max: part.max, answers: own },
    );
  });
  return out;
}
