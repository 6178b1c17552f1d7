import { conditionsOf } from '../../answers/conditions.js';
import { skippedEffect } from '../../evaluation/evaluate.js';
import type { StepEffect } from '../../answers/question-kinds.js';
import type { Department } from '../../schema/department.js';
import type { JointStep } from './joint-space.js';

/** one version along a walk of the joint space: the effect of each of its steps, and which it asks */
export interface VersionPath {
  /** per step of the version, in its own order: the effect its answer has, or its `skipped` when not asked */
  effects: StepEffect[];
  /** per joint field: whether this version asks it on the path */
  asked: boolean[];
  /** whether the version accepts every answer it asks on the path */
  accepts: boolean;
  /** this version's answer sets the path stands for (its joint weight, each field only the other asks counted once) */
  weight: number;
  /** its first step whose effect changed since the version's last `settle()` */
  changed: number;
  /** marks the effects read (by scopeOf from `changed`): the next path says again what changed since */
  settle(): void;
}

/** one path of the joint space as both versions see it */
export interface JointPath {
  /** per joint field: the index of its answer class, or -1 when neither version asks it */
  at: number[];
  /** how many real answer sets the path stands for */
  weight: number;
  before: VersionPath;
  after: VersionPath;
  /** whether the two versions ask different questions of this answer set */
  otherQuestions: boolean;
}

/** a field neither version asks on a path */
export const unasked = -1;

function versionOf(dept: Department, joint: JointStep[]) {
  const steps = dept.wizard.steps;
  const conditions = conditionsOf(dept);
  const index = joint.map((j) => steps.findIndex((s) => s.field === j.field));
  const path: VersionPath = {
    effects: steps.map(skippedEffect),
    asked: joint.map(() => false),
    accepts: true,
    weight: 1,
    changed: 0,
    settle: () => (path.changed = steps.length),
  };
  return { conditions, index, skipped: steps.map(skippedEffect), scope: { ...conditions.blank }, path };
}

/**
 * Walks every path of the union of two versions' questions: joint fields in order, a field enumerated when either
 * version asks it (each version's conditions over the answers it asked so far), not enumerated when neither does.
 * A version drops the answers it does not ask. `visit` gets one reused object per path (read it inside); it returns
 * true to stop. Returns how many paths it visited.
 */
export function forEachJointPath(before: Department, after: Department, joint: JointStep[], visit: (p: JointPath) => boolean | void): number {
  const sides = [versionOf(before, joint), versionOf(after, joint)] as const;
  const path: JointPath = { at: joint.map(() => unasked), weight: 1, before: sides[0].path, after: sides[1].path, otherQuestions: false };
  let visited = 0;
  let stop = false;
  const [b, a] = sides;
  /** sets one version's effect of joint field j (its skipped when it does not ask it) and the keys its answer sets */
  const place = (s: (typeof sides)[number], j: number, on: boolean, effect: StepEffect | null, keys: [string, number][] | undefined) => {
    const i = s.index[j]!;
    if (i < 0) return;
    s.path.effects[i] = (on ? effect : null) ?? s.skipped[i]!;
    if (i < s.path.changed) s.path.changed = i;
    if (on && keys) for (const [key, v] of keys) s.scope[key] = v;
  };
  const clear = (s: (typeof sides)[number], on: boolean, keys: [string, number][]) => {
    if (on) for (const [key] of keys) s.scope[key] = 0;
  };
  const asks = (s: (typeof sides)[number], j: number) => {
    const i = s.index[j]!;
    const c = i >= 0 ? s.conditions.when[i] : undefined;
    return (s.path.asked[j] = i >= 0 && (!c || c.run(s.scope) !== 0));
  };
  const walk = (j: number, weight: number, wb: number, wa: number, okB: boolean, okA: boolean, other: boolean): void => {
    if (j === joint.length) {
      visited++;
      path.weight = weight;
      path.otherQuestions = other;
      [b.path.weight, b.path.accepts, a.path.weight, a.path.accepts] = [wb, okB, wa, okA];
      stop = visit(path) === true;
      return;
    }
    const js = joint[j]!;
    const [askB, askA] = [asks(b, j), asks(a, j)];
    if (!askB && !askA) {
      path.at[j] = unasked;
      place(b, j, false, null, undefined);
      place(a, j, false, null, undefined);
      return walk(j + 1, weight, wb, wa, okB, okA, other);
    }
    // asked by one version only: its answers are those it accepts, and an answer set of the other version stands
    // for each of them once
    const [nb, na] = [askB ? 1 : js.total.after, askA ? 1 : js.total.before];
    for (let k = 0; k < js.choices.length && !stop; k++) {
      const c = js.choices[k]!;
      if ((!askB && c.after === null) || (!askA && c.before === null)) continue;
      path.at[j] = k;
      place(b, j, askB, c.before, c.keys.before);
      place(a, j, askA, c.after, c.keys.after);
      walk(
        j + 1,
        weight * c.count,
        (wb * c.count) / nb,
        (wa * c.count) / na,
        okB && (!askB || c.before !== null),
        okA && (!askA || c.after !== null),
        other || askB !== askA,
      );
      clear(b, askB, c.keys.before);
      clear(a, askA, c.keys.after);
    }
  };
  walk(0, 1, 1, 1, true, true, false);
  return visited;
}
