import type { Format } from '../schema/department.js';
import { bandMoves, changeOf, keepLargest, moveKey, type BandMove, type Change, type Pair, type RankedChange } from './change.js';
import type { JointStep } from './walk/joint-space.js';
import { unasked, type JointPath } from './walk/joint-walk.js';
import type { Outcome, Reader } from './walk/outcome.js';
import { spreadOf, Tally, type Spread } from './walk/tally.js';

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

type Side = 'before' | 'after';
/** one tally per version */
const both = <T>(): Record<Side, Tally<T>> => ({ before: new Tally<T>(), after: new Tally<T>() });

/** both versions' readers */
export interface Readers {
  before: Reader;
  after: Reader;
}

/** what each version gives every answer set it accepts, and how the two differ where both accept one */
export class AnswerTally {
  private readonly counts = { before: 0, after: 0, both: 0, onlyBefore: 0, onlyAfter: 0 };
  private readonly changed = { score: 0, band: 0, recommendations: 0, figures: 0 };
  private questions = 0;
  /** per band set of the pair: its from -> to moves */
  private readonly moves: Tally<string>[];
  private readonly scores = both<number>();
  /** per figure of the pair: its values under each version */
  private readonly figures: Record<Side, Tally<number>>[];
  private readonly recommendations = both<string>();
  private readonly largest: RankedChange[] = [];

  constructor(
    private readonly pair: Pair,
    private readonly readers: Readers,
    private readonly joint: JointStep[],
  ) {
    this.moves = pair.sets.map(() => new Tally<string>());
    this.figures = pair.names.map(() => both<number>());
  }

  /** counts one path (`weight` answer sets) with the scopes of the versions that accept it */
  readonly visit = (p: JointPath, before: Record<string, number> | null, after: Record<string, number> | null): void => {
    const { weight } = p;
    const [inBefore, inAfter] = [p.before.accepts, p.after.accepts];
    // the before reader's outcome is read before the after reader fills its own (each reuses one object)
    const raw = { b: before && this.readers.before.fromScope(before), a: after && this.readers.after.fromScope(after) };
    const { b, a } = this.pair.align(raw.b ?? raw.a!, raw.a ?? raw.b!);
    if (inBefore) this.add('before', b, p.before.weight);
    if (inAfter) this.add('after', a, p.after.weight);
    if (!inBefore || !inAfter) {
      this.counts[inBefore ? 'onlyBefore' : 'onlyAfter'] += weight;
      return;
    }
    this.counts.both += weight;
    if (p.otherQuestions) this.questions += weight;
    this.compare(b, a, p.at, weight);
  };

  /** one version's outcome over `w` answer sets it accepts */
  private add(side: Side, o: Outcome, w: number): void {
    this.counts[side] += w;
    this.scores[side].add(o.score, w);
    for (let i = 0; i < o.figures.length; i++) this.figures[i]![side].add(o.figures[i]!, w);
    for (const id of o.recommendations) this.recommendations[side].add(id, w);
  }

  /** the band moves and changes of `weight` answer sets both versions accept */
  private compare(b: Outcome, a: Outcome, at: readonly number[], weight: number): void {
    for (let i = 0; i < this.pair.sets.length; i++) this.moves[i]!.add(moveKey(b.bands[i]!, a.bands[i]!), weight);
    const moved = changeOf(this.pair, b, a, () => this.shownAnswers(at));
    if (!moved) return;
    if (b.score !== a.score) this.changed.score += weight;
    if (moved.change.bands.length) this.changed.band += weight;
    if (moved.rank.recommendations) this.changed.recommendations += weight;
    if (moved.change.figures.length) this.changed.figures += weight;
    keepLargest(this.largest, moved);
  }

  /** a path's answers as a change shows them */
  private shownAnswers(at: readonly number[]): Change['answers'] {
    return this.joint.flatMap((j, i) => (at[i] === unasked ? [] : [{ field: j.field, answer: j.choices[at[i]!]!.answer, labels: j.choices[at[i]!]!.labels }]));
  }

  /** the impact over every path visited */
  impact(conditional: boolean): AnswerImpact {
    const { pair, counts, scores, recommendations: recs } = this;
    return {
      answerSets: { ...counts, before: Math.round(counts.before), after: Math.round(counts.after) },
      changed: this.changed,
      questions: this.questions,
      conditional,
      bands: pair.sets.map((set, i) => ({ set, moves: bandMoves(this.moves[i]!, counts.both) })),
      scores: [...new Set([...scores.before.counts.keys(), ...scores.after.counts.keys()])]
        .sort((x, y) => x - y)
        .map((score) => ({ score, before: Math.round(scores.before.get(score)), after: Math.round(scores.after.get(score)) })),
      figures: pair.names.map((name, i) => ({
        name,
        format: pair.formatOf(name),
        before: spreadOf(this.figures[i]!.before),
        after: spreadOf(this.figures[i]!.after),
      })),
      recommendations: [...new Set([...recs.after.counts.keys(), ...recs.before.counts.keys()])].map((id) => ({
        id,
        before: Math.round(recs.before.get(id)),
        after: Math.round(recs.after.get(id)),
      })),
      largest: this.largest.map((l) => l.change),
    };
  }
}
