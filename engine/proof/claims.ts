import { compile, type Compiled } from '../expressions/expression.js';
import type { Interval } from '../expressions/interval.js';
import type { Model } from '../evaluation/model.js';
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

/** the first answer set that breaks a claim (its path in the whole space), the values shown, and how many answer sets do */
export interface Broken {
  at: number[];
  values: [string, number][];
  count: number;
}

/** a claim with the base names (answer attrs, components, score) it is computed from */
export interface ClaimReads {
  claim: Claim;
  reads: Set<string>;
}

/** whether a claim holds for one value of its expression */
export const holds = (claim: Claim, v: number): boolean => (claim.kind === 'figure' ? Number.isFinite(v) && v >= 0 : v !== 0);
/** whether a claim holds for every value of a range */
export const holdsOver = (claim: Claim, [lo, hi]: Interval): boolean => (claim.kind === 'figure' ? lo >= 0 && hi < Infinity : lo > 0 || hi < 0);

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
export function claimsOf(model: Model): ClaimReads[] {
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
