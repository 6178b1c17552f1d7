import type { AnswerValue } from '../answers/answers.js';
import type { Format } from '../schema/department.js';
import type { Outcome, Reader } from './walk/outcome.js';
import type { Tally } from './walk/tally.js';

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

/** how far a change goes, compared field by field in this order: the largest first */
export interface Rank {
  /** the largest relative change of the score or a figure (1 when a figure is not finite) */
  moved: number;
  /** how many band sets show another band */
  bands: number;
  /** 1 when the recommendations differ, else 0 */
  recommendations: number;
}

/** a change with its rank */
export interface RankedChange {
  change: Change;
  rank: Rank;
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
export function changeOf(pair: Pair, b: Outcome, a: Outcome, answers: () => Change['answers']): RankedChange | null {
  if (same(b, a)) return null;
  const bands = pair.sets.flatMap((set, i) => (b.bands[i] !== a.bands[i] ? [{ set, from: b.bands[i]!, to: a.bands[i]! }] : []));
  const figures = pair.names.flatMap((name, i) =>
    Object.is(b.figures[i], a.figures[i]) ? [] : [{ name, format: pair.formatOf(name), before: b.figures[i]!, after: a.figures[i]! }],
  );
  const recommendations = +(b.recommendations.join('\n') !== a.recommendations.join('\n'));
  const moved = Math.max(relative(b.score, a.score), ...figures.map((f) => (Number.isFinite(f.before + f.after) ? relative(f.before, f.after) : 1)));
  return { change: { answers: answers(), score: [b.score, a.score], bands, figures }, rank: { moved, bands: bands.length, recommendations } };
}

/** whether rank x comes before rank y: the first field that differs decides */
const beats = (x: Rank, y: Rank): boolean =>
  x.moved !== y.moved ? x.moved > y.moved : x.bands !== y.bands ? x.bands > y.bands : x.recommendations > y.recommendations;

/** keeps the few largest by rank, first found first among equals */
export function keepLargest(list: RankedChange[], item: RankedChange): void {
  const at = list.findIndex((l) => beats(item.rank, l.rank));
  if (at >= 0) list.splice(at, 0, item);
  else list.push(item);
  if (list.length > shown) list.pop();
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
