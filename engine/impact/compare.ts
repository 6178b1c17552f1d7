import type { AnswerValue } from '../answers/answers.js';
import { scopeOf } from '../evaluation/evaluate.js';
import type { Model } from '../evaluation/model.js';
import type { Department, Format } from '../schema/department.js';
import { jointSpace, type JointStep } from './walk/joint-space.js';
import { forEachJointPath, unasked, type JointPath, type VersionPath } from './walk/joint-walk.js';
import { forEachPivotedPath, jointPivot } from './walk/pivot-walk.js';
import { makeReader, type Outcome, type Reader } from './walk/outcome.js';
import { spreadOf, Tally, type Spread } from './walk/tally.js';

export interface BandMove {
  from: string | null;
  to: string | null;
  count: number;
  /** of the answer sets both definitions accept */
  share: number;
}

/** what a comparison says of one answer set or one stored calculation that moved */
export interface Change {
  answers: { field: string; answer: AnswerValue; labels: string[] }[];
  score: [number, number];
  bands: { set: string; from: string | null; to: string | null }[];
  figures: { name: string; format: Format; before: number; after: number }[];
}

export interface FigureImpact {
  name: string;
  format: Format;
  before: Spread | null;
  after: Spread | null;
}

/** an edit's effect on every answer set a visitor could send (counts are of real answer sets, multi-selects included) */
export interface AnswerImpact {
  answerSets: { before: number; after: number; both: number; onlyBefore: number; onlyAfter: number };
  /** of the answer sets both accept */
  changed: { score: number; band: number; recommendations: number; figures: number };
  /** of the answer sets both accept, how many are asked other questions (a step one version asks and the other not) */
  questions: number;
  /** whether either version asks a step only under a condition (the questions asked then depend on the answers) */
  conditional: boolean;
  /** per band set: every from -> to pair over the answer sets both accept, moves first */
  bands: { set: string; moves: BandMove[] }[];
  /** per score: how many answer sets get it before and after (each over its own definition's answer sets) */
  scores: { score: number; before: number; after: number }[];
  figures: FigureImpact[];
  recommendations: { id: string; before: number; after: number }[];
  /** the answer sets whose figures move most, largest first */
  largest: Change[];
}

const shown = 5;
const relative = (a: number, b: number) => (a === b ? 0 : Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b)));

/** matches two readers' figures and band sets by name, so each comparison reads them in one order */
export function pairOf(before: Reader, after: Reader) {
  const names = [...new Set([...after.figures, ...before.figures].map((f) => f.name))];
  const format = new Map([...before.figures, ...after.figures].map((f) => [f.name, f.format]));
  const sets = [...new Set([...after.bandSets, ...before.bandSets])];
  const at = (r: Reader) => ({ figures: names.map((n) => r.figures.findIndex((f) => f.name === n)), sets: sets.map((s) => r.bandSets.indexOf(s)) });
  const [ib, ia] = [at(before), at(after)];
  const order = (i: typeof ib, o: Outcome): Outcome => ({
    ...o,
    figures: i.figures.map((k) => o.figures[k] ?? NaN),
    bands: i.sets.map((k) => o.bands[k] ?? null),
  });
  return {
    names,
    sets,
    formatOf: (n: string) => format.get(n) ?? 'number',
    /** the two outcomes side by side, figures and bands in the pair's order */
    align: (b: Outcome, a: Outcome) => ({ b: order(ib, b), a: order(ia, a) }),
  };
}
export type Pair = ReturnType<typeof pairOf>;

/** the common case, checked without building anything */
function same(b: Outcome, a: Outcome): boolean {
  if (b.score !== a.score || b.recommendations.length !== a.recommendations.length) return false;
  for (let i = 0; i < b.figures.length; i++) if (!Object.is(b.figures[i], a.figures[i])) return false;
  for (let i = 0; i < b.bands.length; i++) if (b.bands[i] !== a.bands[i]) return false;
  for (let i = 0; i < b.recommendations.length; i++) if (b.recommendations[i] !== a.recommendations[i]) return false;
  return true;
}

/** how far an outcome moved (the largest relative change of the score or a figure), then its band and list moves */
export function changeOf(pair: Pair, b: Outcome, a: Outcome, answers: () => Change['answers']): { change: Change; rank: number[] } | null {
  if (same(b, a)) return null;
  const bands = pair.sets.flatMap((set, i) => (b.bands[i] !== a.bands[i] ? [{ set, from: b.bands[i]!, to: a.bands[i]! }] : []));
  const figures = pair.names.flatMap((name, i) =>
    Object.is(b.figures[i], a.figures[i]) ? [] : [{ name, format: pair.formatOf(name), before: b.figures[i]!, after: a.figures[i]! }],
  );
  const lists = +(b.recommendations.join('\n') !== a.recommendations.join('\n'));
  const moved = Math.max(relative(b.score, a.score), ...figures.map((f) => (Number.isFinite(f.before + f.after) ? relative(f.before, f.after) : 1)));
  return { change: { answers: answers(), score: [b.score, a.score], bands, figures }, rank: [moved, bands.length, lists] };
}

/** keeps the few largest by rank, first found first among equals */
export function keepLargest(list: { change: Change; rank: number[] }[], item: { change: Change; rank: number[] }): void {
  const beats = (x: number[], y: number[]) => {
    const i = x.findIndex((v, k) => v !== y[k]);
    return i >= 0 && x[i]! > y[i]!;
  };
  const at = list.findIndex((l) => beats(item.rank, l.rank));
  if (at >= 0) list.splice(at, 0, item);
  else list.push(item);
  if (list.length > shown) list.pop();
}

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
  const numbers = joint.filter((j) => [j.before, j.after].some((st) => st?.number)).map((j) => `${j.field} (${j.choices.length} values)`);
  const why = numbers.length ? `; the number questions ${numbers.join(', ')} multiply it, each value kept apart because formulas read it` : '';
  return `more than ${limit.toLocaleString('en-US')} classes of answer sets to evaluate under both versions${why}: not compared (never sampled)`;
}

/**
 * Compares two versions of a department over every answer set a visitor could send: every path of the union of
 * their questions, each version scoring the answers it asks (and its `skipped` for the rest).
 * @example compareAnswers(before, after).changed.band // answer sets that now see another band
 */
export function compareAnswers(before: Model, after: Model, limit = maxJointPaths): AnswerImpact {
  const [db, da] = [before.definition, after.definition];
  const joint = jointSpace(db, da);
  // past the limit, a number question no condition reads is walked apart (exact), or the space is not compared
  const wide = joint.reduce((n, j) => n * Math.max(1, j.choices.length), 1) > limit;
  const pivot = wide ? jointPivot(before, after, joint) : undefined;
  if (pivot === undefined && wide && tooMany(db, da, joint, limit)) throw new SpaceTooLarge(tooLarge(joint, limit));
  const rb = makeReader(before);
  const ra = makeReader(after);
  const pair = pairOf(rb, ra);
  const sb: Record<string, number> = {};
  const sa: Record<string, number> = {};
  const counts = { before: 0, after: 0, both: 0, onlyBefore: 0, onlyAfter: 0 };
  const changed = { score: 0, band: 0, recommendations: 0, figures: 0 };
  let questions = 0;
  const moves = pair.sets.map(() => new Tally<string>());
  const scores = { before: new Tally<number>(), after: new Tally<number>() };
  const figures = pair.names.map(() => ({ before: new Tally<number>(), after: new Tally<number>() }));
  const recs = { before: new Tally<string>(), after: new Tally<string>() };
  const largest: { change: Change; rank: number[] }[] = [];
  const add = (side: 'before' | 'after', o: Outcome, w: number) => {
    counts[side] += w;
    scores[side].add(o.score, w);
    for (let i = 0; i < o.figures.length; i++) figures[i]![side].add(o.figures[i]!, w);
    for (const id of o.recommendations) recs[side].add(id, w);
  };
  const scopeAlong = (m: Model, s: Record<string, number>, v: VersionPath) => {
    if (!v.accepts) return null;
    scopeOf(m, v.effects, s, v.changed);
    v.settle();
    return s;
  };
  const shownAnswers = (at: readonly number[]) =>
    joint.flatMap((j, i) => (at[i] === unasked ? [] : [{ field: j.field, answer: j.choices[at[i]!]!.answer, labels: j.choices[at[i]!]!.labels }]));

  const each = (p: JointPath, scopeB: Record<string, number> | null, scopeA: Record<string, number> | null) => {
    const { weight } = p;
    const [inBefore, inAfter] = [p.before.accepts, p.after.accepts];
    // the before reader's outcome is read before the after reader fills its own (each reuses one object)
    const raw = { b: scopeB && rb.fromScope(scopeB), a: scopeA && ra.fromScope(scopeA) };
    const { b, a } = pair.align(raw.b ?? raw.a!, raw.a ?? raw.b!);
    if (inBefore) add('before', b, p.before.weight);
    if (inAfter) add('after', a, p.after.weight);
    if (!inBefore || !inAfter) {
      counts[inBefore ? 'onlyBefore' : 'onlyAfter'] += weight;
      return;
    }
    counts.both += weight;
    if (p.otherQuestions) questions += weight;
    for (let i = 0; i < pair.sets.length; i++) moves[i]!.add(moveKey(b.bands[i]!, a.bands[i]!), weight);
    const moved = changeOf(pair, b, a, () => shownAnswers(p.at));
    if (!moved) return;
    if (b.score !== a.score) changed.score += weight;
    if (moved.change.bands.length) changed.band += weight;
    if (moved.rank[2]) changed.recommendations += weight;
    if (moved.change.figures.length) changed.figures += weight;
    keepLargest(largest, moved);
  };
  if (pivot === undefined) forEachJointPath(db, da, joint, (p) => each(p, scopeAlong(before, sb, p.before), scopeAlong(after, sa, p.after)));
  else if (!forEachPivotedPath(before, after, joint, pivot, limit, each)) throw new SpaceTooLarge(tooLarge(joint, limit));

  return {
    answerSets: { ...counts, before: Math.round(counts.before), after: Math.round(counts.after) },
    changed,
    questions,
    conditional: [db, da].some((d) => d.wizard.steps.some((s) => s.when !== undefined)),
    bands: pair.sets.map((set, i) => ({ set, moves: bandMoves(moves[i]!, counts.both) })),
    scores: [...new Set([...scores.before.counts.keys(), ...scores.after.counts.keys()])]
      .sort((x, y) => x - y)
      .map((score) => ({ score, before: Math.round(scores.before.get(score)), after: Math.round(scores.after.get(score)) })),
    figures: pair.names.map((name, i) => ({ name, format: pair.formatOf(name), before: spreadOf(figures[i]!.before), after: spreadOf(figures[i]!.after) })),
    recommendations: [...new Set([...recs.after.counts.keys(), ...recs.before.counts.keys()])].map((id) => ({
      id,
      before: Math.round(recs.before.get(id)),
      after: Math.round(recs.after.get(id)),
    })),
    largest: largest.map((l) => l.change),
  };
}

const [sep, none] = ['\u0000', '\u0001'];
/** a from -> to pair as one tally key (no band text holds control characters) */
export const moveKey = (from: string | null, to: string | null) => `${from ?? none}${sep}${to ?? none}`;

/** a band set's from -> to table: moves first (largest first), then the bands that stayed */
export function bandMoves(tally: Tally<string>, total: number): BandMove[] {
  return [...tally.counts]
    .map(([key, count]) => {
      const [from, to] = key.split(sep).map((t) => (t === none ? null : t)) as [string | null, string | null];
      return { from, to, count, share: total ? count / total : 0 };
    })
    .sort((x, y) => +(x.from === x.to) - +(y.from === y.to) || y.count - x.count);
}
