import { answerSpace, spaceSize, type AnswerSpace } from './answer-space.js';
import { claimsOf, holdsOver, type Broken, type Claim, type ClaimReads } from './claims.js';
import { walkClaims } from './claim-walk.js';
import { folded } from './fold.js';
import { intervalScope } from './interval-scope.js';
import { bound, type Interval } from '../expressions/interval.js';
import { baseNames, type Model } from '../evaluation/model.js';

export type { Claim } from './claims.js';

/** a claim that fails: on enumeration, the first answer set that breaks it; on intervals, the range it may take */
export interface Failure {
  claim: Claim;
  /** answer sets in the whole space */
  total: number;
  broken?: Broken;
  unproven?: Interval;
}

/** enumeration stops being worth it past this many answer sets for one group of claims; intervals take over */
export const enumerationLimit = 500_000;
/** answer sets walked over all groups of a department before the rest are bounded by intervals: keeps the lint fast */
export const totalLimit = 600_000;

/** claims that read the same base names: proven together over one folded space */
interface ClaimGroup {
  reads: Set<string>;
  claims: Claim[];
}

/** what every group's proof shares: the model, its whole space, and what the walks have spent so far */
interface Proof {
  model: Model;
  space: AnswerSpace;
  total: number;
  /** every result figure, in result order */
  figures: Claim[];
  /** the names of the scoring scope (base names and formulas) */
  scoring: Set<string>;
  /** answer sets walked over the groups so far */
  walked: number;
  /** the whole space's interval bounds, built for the first group */
  intervals?: ReturnType<typeof intervalScope>;
}

/** the claims grouped by the base names they read, in the order they are first met */
function groupByReads(claims: ClaimReads[]): ClaimGroup[] {
  const groups = new Map<string, ClaimGroup>();
  for (const { claim, reads } of claims) {
    const key = [...reads].sort().join(',');
    const group = groups.get(key) ?? groups.set(key, { reads, claims: [] }).get(key)!;
    group.claims.push(claim);
  }
  return [...groups.values()];
}

/** each claim of a group bounded over the whole space: the range it may take */
function rangesOf(proof: Proof, group: ClaimGroup): Interval[] {
  const { scope, figures } = (proof.intervals ??= intervalScope(proof.model, proof.space));
  return group.claims.map((claim) => (claim.kind === 'figure' ? figures[claim.text]! : bound(claim.text, scope)));
}

/**
 * One group's failures. Bounds come first: a claim that holds over its whole range is proven without a walk (sound:
 * the range holds every value the claim takes). The rest are walked when the group's folded space fits the limits,
 * for the first answers that break each and the exact count; past them, each is reported unproven with its range.
 */
function proveGroup(proof: Proof, group: ClaimGroup): Failure[] {
  const { model, space, figures, scoring } = proof;
  const ranges = rangesOf(proof, group);
  const open = group.claims.filter((claim, i) => !holdsOver(claim, ranges[i]!));
  if (open.length === 0) return [];
  // answers that differ only in what the group does not read fold into one, weighted by how many they are
  const quick = folded(model, space, group.reads, false);
  const size = spaceSize(quick.space);
  if (size > enumerationLimit || proof.walked + size > totalLimit) {
    return open.map((claim) => ({ claim, total: proof.total, unproven: ranges[group.claims.indexOf(claim)]! }));
  }
  proof.walked += size;
  let found = walkClaims(model, quick, open, figures, scoring);
  // a failure is told with a real path and exact counts: walked again keeping every condition apart
  if (found.size) found = walkClaims(model, folded(model, space, group.reads, true), open, figures, scoring);
  return [...found].map(([claim, broken]) => ({ claim, total: proof.total, broken }));
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
  const claims = claimsOf(model);
  const proof: Proof = {
    model,
    space,
    total: spaceSize(space),
    figures: claims.filter((c) => c.claim.kind === 'figure').map((c) => c.claim),
    scoring: new Set(baseNames(model.definition).concat(Object.keys(model.definition.formulas))),
    walked: 0,
  };
  const failures = groupByReads(claims).flatMap((group) => proveGroup(proof, group));
  const order = claims.map((c) => c.claim);
  return failures.sort((a, b) => order.indexOf(a.claim) - order.indexOf(b.claim));
}
