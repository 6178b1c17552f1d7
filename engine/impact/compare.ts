import { scopeOf } from '../evaluation/evaluate.js';
import { ruleOf } from '../answers/question-kinds.js';
import type { Model } from '../evaluation/model.js';
import type { Department } from '../schema/department.js';
import { AnswerTally, type AnswerImpact } from './answer-tally.js';
import { pairOf } from './change.js';
import { jointSpace, type JointStep } from './walk/joint-space.js';
import { forEachJointPath, type VersionPath } from './walk/joint-walk.js';
import { forEachPivotedPath, jointPivot } from './walk/pivot-walk.js';
import { makeReader } from './walk/outcome.js';

export type { AnswerImpact, FigureImpact } from './answer-tally.js';
export type { BandMove, Change } from './change.js';

/** past this many classes of answer sets (each evaluated under both versions) the comparison is refused, never sampled */
export const maxJointPaths = 1_000_000;

/** the answer space is too large to compare exactly; the message says how large and what to do */
export class SpaceTooLarge extends Error {}

/** whether the joint space holds more than `limit` paths (counting stops one past it) */
function tooMany(db: Department, da: Department, joint: JointStep[], limit: number): boolean {
  let paths = 0;
  forEachJointPath(db, da, joint, () => ++paths > limit);
  return paths > limit;
}

/** why a space is not compared: how large, and which number questions multiply it */
function tooLarge(joint: JointStep[], limit: number): string {
  // the number questions multiply it most: each value is its own class, since formulas read it
  const numbers = joint.filter((j) => [j.before, j.after].some((st) => st && ruleOf(st).valued)).map((j) => `${j.field} (${j.choices.length} values)`);
  const why = numbers.length ? `; the number questions ${numbers.join(', ')} multiply it, each value kept apart because formulas read it` : '';
  return `more than ${limit.toLocaleString('en-US')} classes of answer sets to evaluate under both versions${why}: not compared (never sampled)`;
}

/** one version's scope along a path it accepts, filled into `scope` (reused from path to path), or null */
function scopeAlong(model: Model, scope: Record<string, number>, v: VersionPath): Record<string, number> | null {
  if (!v.accepts) return null;
  scopeOf(model, v.effects, scope, v.changed);
  v.settle();
  return scope;
}

/** the number question walked apart when the space is past the limit; throws when the space is too large either way */
function pivotWithin(before: Model, after: Model, joint: JointStep[], limit: number): number | undefined {
  // past the limit, a number question no condition reads is walked apart (exact), or the space is not compared
  const wide = joint.reduce((n, j) => n * Math.max(1, j.choices.length), 1) > limit;
  const pivot = wide ? jointPivot(before, after, joint) : undefined;
  if (pivot === undefined && wide && tooMany(before.definition, after.definition, joint, limit)) throw new SpaceTooLarge(tooLarge(joint, limit));
  return pivot;
}

/**
 * Compares two versions of a department over every answer set a visitor could send: every path of the union of
 * their questions, each version scoring the answers it asks (and its `skipped` for the rest).
 * @example compareAnswers(before, after).changed.band // answer sets that now see another band
 */
export function compareAnswers(before: Model, after: Model, limit = maxJointPaths): AnswerImpact {
  const joint = jointSpace(before.definition, after.definition);
  const pivot = pivotWithin(before, after, joint, limit);
  const readers = { before: makeReader(before), after: makeReader(after) };
  const tally = new AnswerTally(pairOf(readers.before, readers.after), readers, joint);
  const scopes: Record<'before' | 'after', Record<string, number>> = { before: {}, after: {} };
  if (pivot === undefined)
    forEachJointPath(before.definition, after.definition, joint, (p) =>
      tally.visit(p, scopeAlong(before, scopes.before, p.before), scopeAlong(after, scopes.after, p.after)),
    );
  else if (!forEachPivotedPath(before, after, joint, pivot, limit, tally.visit)) throw new SpaceTooLarge(tooLarge(joint, limit));
  return tally.impact([before, after].some((m) => m.definition.wizard.steps.some((s) => s.when !== undefined)));
}
