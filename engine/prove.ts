import { answerSpace, forEachScope, spaceSize, type AnswerSpace } from './answer-space.js';
import { compile, type Compiled } from './expression.js';
import { bound, type Interval } from './interval.js';
import type { Model } from './model.js';

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

const holds = (claim: Claim, v: number): boolean => (claim.kind === 'figure' ? Number.isFinite(v) && v >= 0 : v !== 0);
const holdsOver = (claim: Claim, [lo, hi]: Interval): boolean =>
  claim.kind === 'figure' ? lo >= 0 && hi < Infinity : lo > 0 || hi < 0;

/** per name of the scoring scope, the steps (by index) whose answers can change it */
function dependencies(model: Model): { deps: Map<string, Set<number>>; of: (text: string) => Set<number> } {
  const dept = model.definition;
  const deps = new Map<string, Set<number>>();
  const of = (text: string) => new Set(compile(text).identifiers.flatMap((n) => [...(deps.get(n) ?? [])]));
  dept.wizard.steps.forEach((step, i) => {
    for (const name of model.attrsByField.get(step.field) ?? []) deps.set(name, new Set([...(deps.get(name) ?? []), i]));
  });
  const index = new Map(dept.wizard.steps.map((s, i) => [s.field, i]));
  const score = new Set<number>();
  for (const c of dept.scoring.components) {
    const from = new Set(c.from.flatMap((f) => index.get(f) ?? []));
    deps.set(c.id, from);
    from.forEach((i) => score.add(i));
  }
  deps.set('score', score);
  for (const [name, text] of Object.entries(dept.formulas)) deps.set(name, of(text));
  return { deps, of };
}

/** the result figures and the invariants, each with the steps it depends on */
function claimsOf(model: Model): { claim: Claim; steps: Set<number> }[] {
  const dept = model.definition;
  const { deps, of } = dependencies(model);
  const figures = model.result.flatMap(([field, run]) => {
    if (run === '$recommendations') return [];
    const texts = dept.result[field] as string | Record<string, string>;
    const list: [(string | number)[], string, Compiled, string][] =
      typeof run === 'function' ? [[['result', field], field, run, texts as string]] : run.map(([k, f]) => [['result', field, k], k, f, (texts as Record<string, string>)[k]!]);
    return list.map(([path, name, f, text]) => {
      deps.set(name, of(text));
      return { claim: { kind: 'figure' as const, path, text: name, run: f, shows: [name] }, steps: deps.get(name)! };
    });
  });
  const invariants = model.invariants.map((inv, i) => {
    const text = dept.invariants[i]!.that;
    return { claim: { kind: 'invariant' as const, path: ['invariants', i, 'that'], text, run: inv.that, shows: inv.names }, steps: of(text) };
  });
  return [...figures, ...invariants];
}

/** every name of the scope bounded over the whole answer space, for claims too large to enumerate */
function intervalScope(model: Model, space: AnswerSpace): Record<string, Interval> {
  const dept = model.definition;
  const s: Record<string, Interval> = {};
  for (const [n, v] of Object.entries(dept.constants)) s[n] = [v, v];
  const points = space.map((st) => st.effects.map((e) => e.points));
  space.forEach((st) => {
    for (const name of model.attrsByField.get(st.step.field) ?? []) {
      const values = st.effects.map((e) => e.attrs[name] ?? 0);
      s[name] = [Math.min(...values), Math.max(...values)];
    }
  });
  const index = new Map(dept.wizard.steps.map((st, i) => [st.field, i]));
  let lo = 0;
  let hi = 0;
  for (const c of dept.scoring.components) {
    const from = c.from.flatMap((f) => index.get(f) ?? []);
    const range: Interval = [Math.min(c.max, from.reduce((t, i) => t + Math.min(...points[i]!), 0)), Math.min(c.max, from.reduce((t, i) => t + Math.max(...points[i]!), 0))];
    s[c.id] = range;
    lo += range[0];
    hi += range[1];
  }
  s.score = [Math.min(lo, dept.scoring.max), Math.min(hi, dept.scoring.max)];
  s.maxScore = [dept.scoring.max, dept.scoring.max];
  for (const [name, text] of Object.entries(dept.formulas)) s[name] = bound(text, s);
  for (const [field, v] of Object.entries(dept.result)) {
    if (typeof v === 'string' && v !== '$recommendations') s[field] = bound(v, s);
    else if (typeof v === 'object') for (const [k, text] of Object.entries(v)) s[k] = bound(text, s);
  }
  return s;
}

/**
 * Proves every result figure finite and not negative, and every invariant true, over the exact answer space.
 * Claims are grouped by the steps they depend on, and each group enumerates only those steps' effects; a group
 * past enumerationLimit is bounded by intervals instead (sound: it never passes a claim that can fail).
 * @example prove(model).map((f) => f.claim.text) // [] when everything holds
 */
export function prove(model: Model): Failure[] {
  const space = answerSpace(model.definition);
  const total = spaceSize(space);
  const claims = claimsOf(model);
  const groups = new Map<string, { steps: Set<number>; claims: Claim[] }>();
  for (const { claim, steps } of claims) {
    const key = [...steps].sort((a, b) => a - b).join(',');
    const group = groups.get(key) ?? groups.set(key, { steps, claims: [] }).get(key)!;
    group.claims.push(claim);
  }
  const figures = claims.filter((c) => c.claim.kind === 'figure').map((c) => c.claim);
  const failures: Failure[] = [];
  let intervals: Record<string, Interval> | undefined;
  for (const { steps, claims: list } of groups.values()) {
    // the steps a group does not depend on stay at their first effect: they cannot change its claims
    const sub = space.map((st, i) => (steps.has(i) ? st : { ...st, effects: st.effects.slice(0, 1) }));
    const size = spaceSize(sub);
    if (size > enumerationLimit) {
      intervals ??= intervalScope(model, space);
      for (const claim of list) {
        const range = claim.kind === 'figure' ? intervals[claim.text]! : bound(claim.text, intervals);
        if (!holdsOver(claim, range)) failures.push({ claim, total, unproven: range });
      }
      continue;
    }
    const found = new Map<Claim, NonNullable<Failure['broken']>>();
    // the figures this group checks or its invariants read, from the scoring scope first (a figure may share a name)
    const read = new Set(list.flatMap((c) => (c.kind === 'figure' ? [c.text] : c.shows)));
    const needed = figures.filter((f) => read.has(f.text));
    const values = new Map<Claim, number>();
    forEachScope(model, sub, (s, at) => {
      for (const f of needed) values.set(f, f.run(s));
      for (const f of needed) s[f.text] = values.get(f)!;
      for (const claim of list) {
        if (holds(claim, claim.kind === 'figure' ? values.get(claim)! : claim.run(s))) continue;
        const known = found.get(claim);
        if (known) known.count++;
        else found.set(claim, { at: [...at], values: claim.shows.map((n) => [n, s[n]!]), count: 1 });
      }
    });
    for (const [claim, broken] of found) failures.push({ claim, total, broken: { ...broken, count: broken.count * (total / size) } });
  }
  const order = claims.map((c) => c.claim);
  return failures.sort((a, b) => order.indexOf(a.claim) - order.indexOf(b.claim));
}
