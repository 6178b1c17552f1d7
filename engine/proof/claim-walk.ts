import { forEachScope, notAsked, type AnswerSpace } from './answer-space.js';
import { holds, type Broken, type Claim } from './claims.js';
import type { FoldedEffect, FoldedSpace } from './fold.js';
import { following, pivotOf, readsBesides, refill, type Following } from './pivot.js';
import type { Model } from '../evaluation/model.js';

/** a result figure the group checks or its invariants read: its value on the current path, and when it is worked out */
interface FigureSlot {
  figure: Claim;
  value: number;
  /** false when a scoring name is spelt like the figure (hours: hours): the scope keeps the scoring value */
  written: boolean;
  /** whether it reads what follows the pivot's answer, so it is worked out per answer of the pivot */
  late: boolean;
}

/** a claim of the group: the slot holding its value when it is a figure, and whether it is checked per answer of the pivot */
interface Check {
  claim: Claim;
  own: FigureSlot | undefined;
  late: boolean;
}

/** the step walked apart (a number question), what follows its answer, and what else the late checks read */
interface Pivot {
  step: number;
  follow: Following;
  /** the names besides those following the pivot that the late figures and checks read */
  frontier: string[];
  /** the pivot's answer sets: each path walked with the pivot at its first answer stands for them all */
  total: number;
}

/** paths alike in what the late checks read: those values, their answer sets (the pivot left out) and the first path */
interface PathGroup {
  values: number[];
  weight: number;
  at: number[];
}

/** whether path a comes before path b in the walk's order (wizard order, each step's effects in turn) */
const earlier = (a: readonly number[], b: readonly number[]) => {
  const i = a.findIndex((k, j) => k !== b[j]);
  return i >= 0 && a[i]! < b[i]!;
};

/** the figures the group needs, from the scoring scope first (a figure may share a name), and a check per claim */
function checksOf(list: Claim[], figures: Claim[], scoring: Set<string>): { slots: FigureSlot[]; checks: Check[] } {
  const read = new Set(list.flatMap((c) => (c.kind === 'figure' ? [c.text] : c.shows)));
  const slots = figures.filter((f) => read.has(f.text)).map((figure) => ({ figure, value: 0, written: !scoring.has(figure.text), late: false }));
  const checks = list.map((claim) => ({ claim, own: slots.find((s) => s.figure === claim), late: false }));
  return { slots, checks };
}

/** the pivot of the space, if any; marks the slots and checks that follow its answer as late */
function pivotFor(model: Model, folded: FoldedSpace, slots: FigureSlot[], checks: Check[]): Pivot | undefined {
  const step = pivotOf(folded.space);
  if (step === undefined) return undefined;
  const follow = following(model, folded.space[step]!.step.field);
  // what follows the pivot's answer: its formulas, the figures reading them, the claims reading either
  const moves = new Set(follow.names);
  for (const slot of slots) slot.late = slot.figure.reads.some((n) => moves.has(n));
  for (const slot of slots) if (slot.late && slot.written) moves.add(slot.figure.text);
  for (const c of checks) c.late = c.own ? c.own.late : c.claim.reads.some((n) => moves.has(n));
  const texts = [
    ...follow.formulas.map(([n]) => model.definition.formulas[n]!),
    ...slots.flatMap((s) => (s.late ? s.figure.reads : [])),
    ...checks.flatMap((c) => (c.late ? [...c.claim.reads, ...c.claim.shows] : [])),
  ];
  const total = folded.kept[step]!.reduce((a, b) => a + b.weight, 0);
  return { step, follow, frontier: readsBesides(texts, moves), total };
}

/** works out the slots' figures on a scope, then writes those not shadowed by a scoring name into it */
function fill(s: Record<string, number>, slots: FigureSlot[]): void {
  for (const slot of slots) slot.value = slot.figure.run(s);
  for (const slot of slots) if (slot.written) s[slot.figure.text] = slot.value;
}

/** the first path that breaks each claim (in the whole space's indices) and how many answer sets do */
class Findings {
  readonly found = new Map<Claim, Broken>();
  constructor(private readonly kept: FoldedEffect[][]) {}

  /** checks a claim on one path standing for `many` answer sets */
  check({ claim, own }: Check, s: Record<string, number>, at: readonly number[], many: number): void {
    if (holds(claim, own ? own.value : claim.run(s))) return;
    const path = at.map((k, j) => (k === notAsked ? k : this.kept[j]![k]!.origin));
    const known = this.found.get(claim);
    if (known) known.count += many;
    // the pivot's groups are walked after the rest: keep the path that comes first in the wizard's order
    if (!known || earlier(path, known.at)) this.found.set(claim, { at: path, values: claim.shows.map((n) => [n, s[n]!]), count: known?.count ?? many });
  }
}

/** the answer sets one path of the folded space stands for, the pivot's step left out */
function weightOf(kept: FoldedEffect[][], at: readonly number[], pivot: number | undefined): number {
  let many = 1;
  for (let j = 0; j < at.length; j++) if (at[j] !== notAsked && j !== pivot) many *= kept[j]![at[j]!]!.weight;
  return many;
}

/** walks every path with the pivot at its first answer: checks the early claims, and groups the paths for the late ones */
function walkRest(model: Model, folded: FoldedSpace, pivot: Pivot | undefined, slots: FigureSlot[], checks: Check[], findings: Findings) {
  const step = pivot?.step;
  const space: AnswerSpace = step === undefined ? folded.space : folded.space.map((st, j) => (j === step ? { ...st, effects: st.effects.slice(0, 1) } : st));
  const early = slots.filter((s) => !s.late);
  const [now, later] = [checks.filter((c) => !c.late), checks.filter((c) => c.late)];
  const grouping = slots.some((s) => s.late) || later.length > 0;
  const frontier = pivot?.frontier ?? [];
  const pivotTotal = pivot?.total ?? 1;
  const groups = new Map<string, PathGroup>();
  let scope: Record<string, number> = {};
  forEachScope(model, space, (s, at) => {
    scope = s;
    fill(s, early);
    const many = weightOf(folded.kept, at, step);
    for (const c of now) findings.check(c, s, at, many * pivotTotal);
    if (!grouping) return;
    const key = frontier.map((n) => s[n]).join(',');
    const group = groups.get(key);
    if (group) group.weight += many;
    else groups.set(key, { values: frontier.map((n) => s[n]!), weight: many, at: [...at] });
  });
  return { groups, scope };
}

/** walks each group of paths with every answer of the pivot, checking the late claims */
function walkPivot(
  folded: FoldedSpace,
  pivot: Pivot,
  groups: Iterable<PathGroup>,
  scope: Record<string, number>,
  slots: FigureSlot[],
  checks: Check[],
  findings: Findings,
) {
  const late = slots.filter((s) => s.late);
  const later = checks.filter((c) => c.late);
  const kept = folded.kept[pivot.step]!;
  for (const group of groups) {
    pivot.frontier.forEach((n, i) => (scope[n] = group.values[i]!));
    folded.space[pivot.step]!.effects.forEach((e, k) => {
      refill(scope, pivot.follow, e.attrs);
      fill(scope, late);
      group.at[pivot.step] = k;
      for (const c of later) findings.check(c, scope, group.at, group.weight * kept[k]!.weight);
    });
  }
}

/**
 * Walks a folded space for a group of claims: the first path that breaks each, and how many answer sets do. A step
 * with many answers that differ only in their attrs (a number question) is walked apart: the rest of the space once,
 * its paths grouped by the values the claims that follow that step read, then each group with every answer of it.
 */
export function walkClaims(model: Model, folded: FoldedSpace, list: Claim[], figures: Claim[], scoring: Set<string>): Map<Claim, Broken> {
  const { slots, checks } = checksOf(list, figures, scoring);
  const pivot = pivotFor(model, folded, slots, checks);
  const findings = new Findings(folded.kept);
  const { groups, scope } = walkRest(model, folded, pivot, slots, checks, findings);
  if (pivot) walkPivot(folded, pivot, groups.values(), scope, slots, checks, findings);
  return findings.found;
}
