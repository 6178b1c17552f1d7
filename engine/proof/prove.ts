import { answerSpace, forEachScope, notAsked, spaceSize, type AnswerSpace, type Effect } from './answer-space.js';
import { compile, type Compiled } from '../expressions/expression.js';
import { bound, type Interval } from '../expressions/interval.js';
import { conditionsOf } from '../answers/conditions.js';
import { following, pivotOf, readsBesides, refill } from './pivot.js';
import { baseNames, type Model } from '../evaluation/model.js';
import { figuresOf } from '../evaluation/result-entries.js';

/** what the proof checks: a result figure (finite, not negative) or an invariant (true) */
export interface Claim {
  kind: 'figure' | 'invariant';
  /** the YAML path it is written at */
  path: (string | number)[];
  /** the figure's name, or the statement's text */
  text: string;
  run: Compiled;
  /** names whose values a counterexample shows */
  shows: string[];
  /** the names its expression reads */
  reads: string[];
}

/** a claim that fails: on enumeration, the first answer set that breaks it; on intervals, the range it may take */
export interface Failure {
  claim: Claim;
  /** answer sets in the whole space */
  total: number;
  broken?: { at: number[]; values: [string, number][]; count: number };
  unproven?: Interval;
}

/** enumeration stops being worth it past this many answer sets for one group of claims; intervals take over */
export const enumerationLimit = 500_000;
/** answer sets walked over all groups of a department before the rest are bounded by intervals: keeps the lint fast */
export const totalLimit = 600_000;

const holds = (claim: Claim, v: number): boolean => (claim.kind === 'figure' ? Number.isFinite(v) && v >= 0 : v !== 0);
const holdsOver = (claim: Claim, [lo, hi]: Interval): boolean => (claim.kind === 'figure' ? lo >= 0 && hi < Infinity : lo > 0 || hi < 0);

/** per name of the scoring scope, the base names (answer attrs, components, score) it is computed from */
function dependencies(model: Model): { reads: Map<string, Set<string>>; of: (text: string) => Set<string> } {
  const dept = model.definition;
  const reads = new Map<string, Set<string>>();
  const of = (text: string) => new Set(compile(text).identifiers.flatMap((n) => [...(reads.get(n) ?? [])]));
  for (const names of model.attrsByField.values()) for (const n of names) reads.set(n, new Set([n]));
  for (const c of dept.scoring.components) reads.set(c.id, new Set([c.id]));
  reads.set('score', new Set(['score']));
  for (const [name, text] of Object.entries(dept.formulas)) reads.set(name, of(text));
  return { reads, of };
}

/** the result figures and the invariants, each with the base names it reads */
function claimsOf(model: Model): { claim: Claim; reads: Set<string> }[] {
  const dept = model.definition;
  const { reads, of } = dependencies(model);
  const figures = model.result.flatMap(figuresOf).map(({ name, text, path, run }) => {
    reads.set(name, of(text));
    return { claim: { kind: 'figure' as const, path, text: name, run, shows: [name], reads: compile(text).identifiers }, reads: reads.get(name)! };
  });
  const invariants = model.invariants.map((inv, i) => {
    const text = dept.invariants[i]!.that;
    return {
      claim: { kind: 'invariant' as const, path: ['invariants', i, 'that'], text, run: inv.that, shows: inv.names, reads: compile(text).identifiers },
      reads: of(text),
    };
  });
  return [...figures, ...invariants];
}

/** the steps whose conditions matter to a group: those it reads that are conditional, and every step their conditions read, in turn */
function conditionsRead(model: Model, space: AnswerSpace, read: Set<string>): Set<string> {
  const when = conditionsOf(model.definition).when;
  const index = new Map(space.map((st, i) => [st.step.field, i]));
  const keep = new Set<string>();
  const visit = (field: string) => {
    const i = index.get(field);
    if (i === undefined || keep.has(field)) return;
    keep.add(field);
    const c = when[i];
    for (const f of [...(c?.fields.map((r) => r.field) ?? []), ...(c?.identifiers ?? [])]) visit(f);
  };
  for (const field of read) if (when[index.get(field) ?? -1]) visit(field);
  return keep;
}

/** the space as a group of claims sees it: per step, the effects that differ in what the claims read, each with
 * how many effects of the whole space it stands for and the index of the first of them. With `exact`, effects
 * that ask different later steps never fold, so the weights count the whole space's answer sets; without it only
 * the steps whose conditions matter to the group keep them apart (the walk is the same, the counts may not be) */
function folded(model: Model, space: AnswerSpace, reads: Set<string>, exact: boolean): { sub: AnswerSpace; weight: number[][]; origin: number[][] } {
  const dept = model.definition;
  const scored = new Set(dept.scoring.components.filter((c) => reads.has('score') || reads.has(c.id)).flatMap((c) => c.from));
  const read = new Set(
    space.filter((st) => scored.has(st.step.field) || (model.attrsByField.get(st.step.field) ?? []).some((n) => reads.has(n))).map((st) => st.step.field),
  );
  const conditional = exact ? undefined : conditionsRead(model, space, read);
  const weight: number[][] = [];
  const origin: number[][] = [];
  const sub = space.map((st, i) => {
    const attrs = (model.attrsByField.get(st.step.field) ?? []).filter((n) => reads.has(n));
    const points = scored.has(st.step.field);
    const kept = new Map<string, number>();
    const effects: Effect[] = [];
    weight[i] = [];
    origin[i] = [];
    st.effects.forEach((e, k) => {
      const sig = !conditional || conditional.has(st.step.field) ? e.sig : '';
      const key = `${points ? e.points : ''}|${attrs.map((n) => e.attrs[n] ?? 0).join('|')}#${sig}`;
      const at = kept.get(key);
      if (at !== undefined) return void weight[i]![at]!++;
      kept.set(key, effects.length);
      effects.push(e);
      weight[i]!.push(1);
      origin[i]!.push(k);
    });
    return { ...st, effects };
  });
  return { sub, weight, origin };
}

/** every name of the scope bounded over the whole answer space, for claims too large to enumerate */
function intervalScope(model: Model, space: AnswerSpace): Record<string, Interval> {
  const dept = model.definition;
  const s: Record<string, Interval> = {};
  for (const [n, v] of Object.entries(dept.constants)) s[n] = [v, v];
  // a conditional step may also count as its `skipped`
  const effectsOf = (st: AnswerSpace[number]) => (st.when ? [...st.effects, st.skipped] : st.effects);
  const points = space.map((st) => effectsOf(st).map((e) => e.points));
  space.forEach((st) => {
    for (const name of model.attrsByField.get(st.step.field) ?? []) {
      const values = effectsOf(st).map((e) => e.attrs[name] ?? 0);
      s[name] = [Math.min(...values), Math.max(...values)];
    }
  });
  const index = new Map(dept.wizard.steps.map((st, i) => [st.field, i]));
  let lo = 0;
  let hi = 0;
  for (const c of dept.scoring.components) {
    const from = c.from.flatMap((f) => index.get(f) ?? []);
    const range: Interval = [
      Math.min(
        c.max,
        from.reduce((t, i) => t + Math.min(...points[i]!), 0),
      ),
      Math.min(
        c.max,
        from.reduce((t, i) => t + Math.max(...points[i]!), 0),
      ),
    ];
    s[c.id] = range;
    lo += range[0];
    hi += range[1];
  }
  s.score = [Math.min(lo, dept.scoring.max), Math.min(hi, dept.scoring.max)];
  s.maxScore = [dept.scoring.max, dept.scoring.max];
  for (const [name, text] of Object.entries(dept.formulas)) s[name] = bound(text, s);
  for (const { name, text } of model.result.flatMap(figuresOf)) s[name] = bound(text, s);
  return s;
}

type Broken = NonNullable<Failure['broken']>;
/** whether path a comes before path b in the walk's order (wizard order, each step's effects in turn) */
const earlier = (a: readonly number[], b: readonly number[]) => {
  const i = a.findIndex((k, j) => k !== b[j]);
  return i >= 0 && a[i]! < b[i]!;
};

/**
 * Walks a folded space for a group of claims: the first path that breaks each, and how many answer sets do. A step
 * with many answers that differ only in their attrs (a number question) is walked apart: the rest of the space once,
 * its paths grouped by the values the claims that follow that step read, then each group with every answer of it.
 */
function walk(model: Model, { sub, weight, origin }: ReturnType<typeof folded>, list: Claim[], figures: Claim[], scoring: Set<string>) {
  // the figures this group checks or its invariants read, from the scoring scope first (a figure may share a name)
  const read = new Set(list.flatMap((c) => (c.kind === 'figure' ? [c.text] : c.shows)));
  const needed = figures.filter((f) => read.has(f.text));
  const values = needed.map(() => 0);
  const own = list.map((c) => needed.indexOf(c));
  // a figure named like a scoring name (hours: hours) leaves that name to the scoring scope
  const written = new Set(needed.flatMap((f, i) => (scoring.has(f.text) ? [] : [i])));
  const found = new Map<Claim, Broken>();
  const p = pivotOf(sub);
  const pivot = p === undefined ? undefined : following(model, sub[p]!.step.field);
  // what follows the pivot's answer: its formulas, the figures reading them, the claims reading either
  const moves = new Set(pivot?.names);
  const late = needed.flatMap((f, i) => (f.reads.some((n) => moves.has(n)) ? [i] : []));
  for (const i of late) if (written.has(i)) moves.add(needed[i]!.text);
  const isLate = list.map((c, i) => pivot !== undefined && (own[i]! >= 0 ? late.includes(own[i]!) : c.reads.some((n) => moves.has(n))));
  const early = needed.flatMap((_f, i) => (late.includes(i) ? [] : [i]));
  const record = (i: number, s: Record<string, number>, at: readonly number[], many: number) => {
    const claim = list[i]!;
    if (holds(claim, own[i]! >= 0 ? values[own[i]!]! : claim.run(s))) return;
    const path = at.map((k, j) => (k === notAsked ? k : origin[j]![k]!));
    const known = found.get(claim);
    if (known) known.count += many;
    // the pivot's groups are walked after the rest: keep the path that comes first in the wizard's order
    if (!known || earlier(path, known.at)) found.set(claim, { at: path, values: claim.shows.map((n) => [n, s[n]!]), count: known?.count ?? many });
  };
  const figuresOf = (s: Record<string, number>, which: number[]) => {
    for (const i of which) values[i] = needed[i]!.run(s);
    for (const i of which) if (written.has(i)) s[needed[i]!.text] = values[i]!;
  };
  const space = p === undefined ? sub : sub.map((st, j) => (j === p ? { ...st, effects: st.effects.slice(0, 1) } : st));
  const pivotTotal = p === undefined ? 1 : weight[p]!.reduce((a, b) => a + b, 0);
  // per group of paths alike in what the late claims read: those values, its answer sets and its first path
  const frontier = pivot
    ? readsBesides(
        [
          ...pivot.formulas.map(([n]) => model.definition.formulas[n]!),
          ...late.flatMap((i) => needed[i]!.reads),
          ...list.flatMap((c, i) => (isLate[i] ? [...c.reads, ...c.shows] : [])),
        ],
        moves,
      )
    : [];
  const groups = new Map<string, { values: number[]; weight: number; at: number[] }>();
  let scope: Record<string, number> = {};
  forEachScope(model, space, (s, at) => {
    scope = s;
    figuresOf(s, early);
    const many = at.reduce((n, k, j) => (k === notAsked || j === p ? n : n * weight[j]![k]!), 1);
    for (let i = 0; i < list.length; i++) if (!isLate[i]) record(i, s, at, many * pivotTotal);
    if (!late.length && !isLate.includes(true)) return;
    const key = frontier.map((n) => s[n]).join(',');
    const group = groups.get(key);
    if (group) group.weight += many;
    else groups.set(key, { values: frontier.map((n) => s[n]!), weight: many, at: [...at] });
  });
  if (!pivot || p === undefined) return found;
  for (const group of groups.values()) {
    frontier.forEach((n, i) => (scope[n] = group.values[i]!));
    sub[p]!.effects.forEach((e, k) => {
      refill(scope, pivot, e.attrs);
      figuresOf(scope, late);
      group.at[p] = k;
      for (let i = 0; i < list.length; i++) if (isLate[i]) record(i, scope, group.at, group.weight * weight[p]![k]!);
    });
  }
  return found;
}

/**
 * Proves every result figure and not negative, and every invariant true, over the exact answer space.
 * Claims are grouped by the names they read, and each group enumerates only the effects that differ in those
 * names, each weighted by the answer sets it stands for; a group past enumerationLimit (or past totalLimit walked
 * over the groups before it, so a large department stays fast) is bounded by intervals instead (sound: it never passes a claim that can fail).
 * @example prove(model).map((f) => f.claim.text) // [] when everything holds
 */
export function prove(model: Model): Failure[] {
  const space = answerSpace(model.definition);
  const total = spaceSize(space);
  const claims = claimsOf(model);
  const groups = new Map<string, { reads: Set<string>; claims: Claim[] }>();
  for (const { claim, reads } of claims) {
    const key = [...reads].sort().join(',');
    const group = groups.get(key) ?? groups.set(key, { reads, claims: [] }).get(key)!;
    group.claims.push(claim);
  }
  const figures = claims.filter((c) => c.claim.kind === 'figure').map((c) => c.claim);
  const scoring = new Set(baseNames(model.definition).concat(Object.keys(model.definition.formulas)));
  const failures: Failure[] = [];
  let intervals: Record<string, Interval> | undefined;
  let walked = 0;
  for (const { reads, claims: list } of groups.values()) {
    // answers that differ only in what the group does not read fold into one, weighted by how many they are
    const quick = folded(model, space, reads, false);
    const size = spaceSize(quick.sub);
    if (size > enumerationLimit || walked + size > totalLimit) {
      intervals ??= intervalScope(model, space);
      for (const claim of list) {
        const range = claim.kind === 'figure' ? intervals[claim.text]! : bound(claim.text, intervals);
        if (!holdsOver(claim, range)) failures.push({ claim, total, unproven: range });
      }
      continue;
    }
    walked += size;
    let found = walk(model, quick, list, figures, scoring);
    // a failure is told with a real path and exact counts: walked again keeping every condition apart
    if (found.size) found = walk(model, folded(model, space, reads, true), list, figures, scoring);
    failures.push(...[...found].map(([claim, broken]) => ({ claim, total, broken })));
  }
  const order = claims.map((c) => c.claim);
  return failures.sort((a, b) => order.indexOf(a.claim) - order.indexOf(b.claim));
}
