import { forEachPoint } from '../answer-space.js';
import type { AnswerValue } from '../answers.js';
import { scopeOf } from '../evaluate.js';
import type { StepEffect } from '../question-kinds.js';
import type { Model } from '../model.js';
import type { Format } from '../schema/department.js';
import { jointSpace } from './joint-space.js';
import { makeReader, type Outcome, type Reader } from './outcome.js';
import { spreadOf, Tally, type Spread } from './tally.js';

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
  const order = (i: typeof ib, o: Outcome): Outcome => ({ ...o, figures: i.figures.map((k) => o.figures[k] ?? NaN), bands: i.sets.map((k) => o.bands[k] ?? null) });
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

/**
 * Compares two versions of a department over every answer set a visitor could send.
 * @example compareAnswers(before, after).changed.band // answer sets that now see another band
 */
export function compareAnswers(before: Model, after: Model): AnswerImpact {
  const joint = jointSpace(before.definition, after.definition);
  const rb = makeReader(before);
  const ra = makeReader(after);
  const pair = pairOf(rb, ra);
  const sideOf = (m: Model) => m.definition.wizard.steps.map((s) => joint.findIndex((j) => j.field === s.field));
  const [bSteps, aSteps] = [sideOf(before), sideOf(after)];
  const sb: Record<string, number> = {};
  const sa: Record<string, number> = {};
  const counts = { before: 0, after: 0, both: 0, onlyBefore: 0, onlyAfter: 0 };
  const changed = { score: 0, band: 0, recommendations: 0, figures: 0 };
  const moves = pair.sets.map(() => new Tally<string>());
  const scores = { before: new Tally<number>(), after: new Tally<number>() };
  const figures = pair.names.map(() => ({ before: new Tally<number>(), after: new Tally<number>() }));
  const recs = { before: new Tally<string>(), after: new Tally<string>() };
  const largest: { change: Change; rank: number[] }[] = [];
  const choice = (at: readonly number[], j: number) => joint[j]!.choices[at[j]!]!;
  // a field only one version asks is walked for both: the other version's answer sets count once across its answers
  const once = (side: 'before' | 'after') =>
    joint.reduce((f, j) => (j[side] ? f : f / j.choices.reduce((n, c) => n + c.count, 0)), 1);
  const scale = { before: once('before'), after: once('after') };
  const outcome = (m: Model, r: Reader, steps: number[], s: Record<string, number>, at: readonly number[], side: 'before' | 'after') =>
    r.fromScope(scopeOf(m, steps.map((j) => choice(at, j)[side] as StepEffect), s));

  forEachPoint(
    joint.map((j) => j.choices.length),
    (at) => {
      let weight = 1;
      let inBefore = true;
      let inAfter = true;
      joint.forEach((_, j) => {
        const c = choice(at, j);
        weight *= c.count;
        inBefore &&= c.before !== null;
        inAfter &&= c.after !== null;
      });
      const raw = { b: inBefore ? outcome(before, rb, bSteps, sb, at, 'before') : null, a: inAfter ? outcome(after, ra, aSteps, sa, at, 'after') : null };
      const { b, a } = pair.align(raw.b ?? raw.a!, raw.a ?? raw.b!);
      for (const [side, o, on] of [['before', b, inBefore], ['after', a, inAfter]] as const) {
        if (!on) continue;
        const w = weight * scale[side];
        counts[side] += w;
        scores[side].add(o.score, w);
        o.figures.forEach((v, i) => figures[i]![side].add(v, w));
        for (const id of o.recommendations) recs[side].add(id, w);
      }
      if (!inBefore || !inAfter) {
        counts[inBefore ? 'onlyBefore' : 'onlyAfter'] += weight;
        return;
      }
      counts.both += weight;
      pair.sets.forEach((_, i) => moves[i]!.add(moveKey(b.bands[i]!, a.bands[i]!), weight));
      const moved = changeOf(pair, b, a, () => joint.map((j, i) => ({ field: j.field, answer: j.choices[at[i]!]!.answer, labels: j.choices[at[i]!]!.labels })));
      if (!moved) return;
      if (b.score !== a.score) changed.score += weight;
      if (moved.change.bands.length) changed.band += weight;
      if (moved.rank[2]) changed.recommendations += weight;
      if (moved.change.figures.length) changed.figures += weight;
      keepLargest(largest, moved);
    },
  );

  return {
    answerSets: { ...counts, before: Math.round(counts.before), after: Math.round(counts.after) },
    changed,
    bands: pair.sets.map((set, i) => ({ set, moves: bandMoves(moves[i]!, counts.both) })),
    scores: [...new Set([...scores.before.counts.keys(), ...scores.after.counts.keys()])]
      .sort((x, y) => x - y)
      .map((score) => ({ score, before: Math.round(scores.before.get(score)), after: Math.round(scores.after.get(score)) })),
    figures: pair.names.map((name, i) => ({ name, format: pair.formatOf(name), before: spreadOf(figures[i]!.before), after: spreadOf(figures[i]!.after) })),
    recommendations: [...new Set([...recs.after.counts.keys(), ...recs.before.counts.keys()])].map((id) => ({ id, before: Math.round(recs.before.get(id)), after: Math.round(recs.after.get(id)) })),
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
