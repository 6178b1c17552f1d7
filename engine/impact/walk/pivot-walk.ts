import { scopeOf } from '../../evaluation/evaluate.js';
import { ruleOf } from '../../answers/question-kinds.js';
import { conditionsOf } from '../../answers/conditions.js';
import type { Model } from '../../evaluation/model.js';
import { following, readsBesides, refill, type Following } from '../../proof/pivot.js';
import type { JointStep } from './joint-space.js';
import { forEachJointPath, type JointPath } from './joint-walk.js';

// below this many answer classes a number question is walked with the others: splitting it off would not pay
const worthIt = 8;

/** one version's scope along the pivoted walk: what follows the pivot's answer, and the names the outcome reads besides */
interface Side {
  model: Model;
  follow: Following;
  /** the names besides those that the result figures, recommendations and following formulas read */
  frontier: string[];
  scope: Record<string, number>;
}

function sideOf(model: Model, field: string): Side {
  const dept = model.definition;
  const follow = following(model, field);
  const figures = Object.values(dept.result).flatMap((v) => (typeof v === 'string' ? (v.startsWith('$') ? [] : [v]) : Object.values(v)));
  const texts = [...figures, ...dept.recommendations.map((r) => r.when), ...follow.formulas.map(([n]) => dept.formulas[n]!)];
  return { model, follow, frontier: readsBesides(texts, follow.names), scope: {} };
}

/**
 * The joint field worth walking last and apart: a step both versions always ask, no condition of either reads, both
 * accept every answer of, and every answer of which brings the same points (a number question without a points
 * table), so only its attrs, and the formulas reading them, differ from one answer to the next.
 */
export function jointPivot(before: Model, after: Model, joint: JointStep[]): number | undefined {
  const read = new Set(
    [before, after].flatMap((m) => conditionsOf(m.definition).when.flatMap((c) => [...(c?.identifiers ?? []), ...(c?.fields.map((r) => r.field) ?? [])])),
  );
  const samePoints = (side: 'before' | 'after', js: JointStep) => js.choices.every((c) => c[side] !== null && c[side].points === js.choices[0]![side]!.points);
  const j = joint.reduce((best, js, i) => (js.choices.length > (joint[best]?.choices.length ?? 0) ? i : best), -1);
  const js = joint[j];
  if (!js || js.choices.length < worthIt || read.has(js.field) || !js.before || !ruleOf(js.before).valued || !js.after || !ruleOf(js.after).valued)
    return undefined;
  return !js.before.when && !js.after.when && samePoints('before', js) && samePoints('after', js) ? j : undefined;
}

type Visit = (p: JointPath, before: Record<string, number> | null, after: Record<string, number> | null) => void;

/**
 * Every path of the joint space with the pivot field j walked apart: the other fields once (the pivot at its first
 * answer), the paths grouped by what both versions' outcomes read besides what follows the pivot, then each group
 * with every answer to the pivot. `visit` gets each group's first path with the pivot's answer and both scopes
 * filled; the weights are exact. Returns false, visiting nothing, when there are more than `limit` to visit.
 */
export function forEachPivotedPath(before: Model, after: Model, joint: JointStep[], j: number, limit: number, visit: Visit): boolean {
  const field = joint[j]!.field;
  const sides = [sideOf(before, field), sideOf(after, field)] as const;
  const once = joint.map((js, i) => (i === j ? { ...js, choices: [{ ...js.choices[0]!, count: 1 }], total: { before: 1, after: 1 } } : js));
  const groups = new Map<string, { path: JointPath; values: [number[], number[]] }>();
  forEachJointPath(before.definition, after.definition, once, (p) => {
    const filled = ([p.before, p.after] as const).map((v, i) => {
      const s = sides[i]!;
      if (!v.accepts) return [];
      const scope = scopeOf(s.model, v.effects, s.scope, v.changed);
      v.settle();
      return s.frontier.map((n) => scope[n]!);
    }) as [number[], number[]];
    const key = `${+p.before.accepts}${+p.after.accepts}${+p.otherQuestions}|${filled[0].join(',')}|${filled[1].join(',')}`;
    const known = groups.get(key);
    if (!known) return void groups.set(key, { path: { ...p, at: [...p.at], before: { ...p.before }, after: { ...p.after } }, values: filled });
    known.path.weight += p.weight;
    known.path.before.weight += p.before.weight;
    known.path.after.weight += p.after.weight;
  });
  const choices = joint[j]!.choices;
  if (groups.size * choices.length > limit) return false;
  for (const { path, values } of groups.values()) {
    const [w, wb, wa] = [path.weight, path.before.weight, path.after.weight];
    sides.forEach((s, i) => s.frontier.forEach((n, k) => (s.scope[n] = values[i]![k]!)));
    choices.forEach((c, k) => {
      refill(sides[0].scope, sides[0].follow, c.before!.attrs);
      refill(sides[1].scope, sides[1].follow, c.after!.attrs);
      path.at[j] = k;
      [path.weight, path.before.weight, path.after.weight] = [w * c.count, wb * c.count, wa * c.count];
      visit(path, path.before.accepts ? sides[0].scope : null, path.after.accepts ? sides[1].scope : null);
    });
  }
  return true;
}
