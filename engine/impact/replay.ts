import { type Answers } from '../answers/answers.js';
import { answersSchema } from '../answers/answers-schema.js';
import { chosenOptions } from '../answers/answers.js';
import { askedSteps, onPath } from '../answers/conditions.js';
import { evaluate } from '../evaluation/evaluate.js';
import type { Model } from '../evaluation/model.js';
import type { Format } from '../schema/department.js';
import { bandMoves, changeOf, keepLargest, moveKey, pairOf, type BandMove, type Change } from './change.js';
import { makeReader, type Reader } from './walk/outcome.js';
import { spreadOf, Tally, type Spread } from './walk/tally.js';

/** one calculation as the server stored it */
/** the stored calculations of some departments and the kept definition versions, read from a database */
export interface Stored {
  /** per department id */
  calculations: Map<string, StoredCalculation[]>;
  /** every kept definition version's file text, by hash */
  versions: Map<string, string>;
  /** where they came from, for the report */
  source: string;
}

export interface StoredCalculation {
  answers: Answers;
  definitionHash: string | null;
  results: Record<string, unknown>;
}

/** the stored calculations answered by one version of the definition, re-evaluated with the new one */
export interface VersionReplay {
  hash: string | null;
  /** the version the comparison starts from (the base of the edit) */
  base: boolean;
  /** whether that version's content is known (stored, or the base): its bands are then its own */
  known: boolean;
  calculations: number;
  /** answers the new definition no longer accepts */
  rejected: number;
  /** visitors who answered questions the new definition no longer asks them (those answers are left out) */
  dropped: number;
  /** visitors the new definition would ask questions they never answered, by how many: kept apart, never guessed */
  moreQuestions: { questions: number; visitors: number }[];
  changed: { score: number; band: number; recommendations: number; figures: number };
  bands: { set: string; moves: BandMove[] }[];
  /** per figure: how many moved, and the spread of the moves (new minus stored) */
  figures: { name: string; format: Format; moved: number; by: Spread | null }[];
  largest: Change[];
}

/** answers with the labels of the options they chose */
const shownAnswers = (model: Model, answers: Answers): Change['answers'] =>
  model.definition.wizard.steps.flatMap((step) =>
    answers[step.field] === undefined
      ? []
      : [{ field: step.field, answer: answers[step.field]!, labels: chosenOptions(step, answers[step.field]).map((o) => o.label) }],
  );

/** the questions the new definition asks that the answers leave out (those the given answers already ask) */
const unanswered = (model: Model, answers: Answers): number => {
  const asked = askedSteps(model.definition, answers);
  return model.definition.wizard.steps.filter((s, i) => asked[i] && answers[s.field] === undefined).length;
};

/**
 * Re-evaluates stored calculations with a new version of their department: per definition version that answered
 * them (the base first), how many would now see another score, band, list or figures, and by how much.
 * A version whose content is not known is compared with the base's bands.
 * @example replay(stored, after, base, versions)[0].changed.band
 */
export function replay(stored: StoredCalculation[], after: Model, base: Model | undefined, versions: Map<string, Model>): VersionReplay[] {
  const schema = answersSchema(after.definition);
  const ra = makeReader(after);
  const readers = new Map<string, Reader>();
  const groups = new Map<string | null, StoredCalculation[]>();
  for (const s of stored) (groups.get(s.definitionHash) ?? groups.set(s.definitionHash, []).get(s.definitionHash)!).push(s);
  const order = [...groups.keys()].sort((x, y) => +(y === base?.hash) - +(x === base?.hash) || groups.get(y)!.length - groups.get(x)!.length);
  return order.map((hash) => {
    const own = (hash !== null && (hash === base?.hash ? base : versions.get(hash))) || undefined;
    const model = own ?? base ?? after;
    const rb = readers.get(model.hash) ?? readers.set(model.hash, makeReader(model)).get(model.hash)!;
    const pair = pairOf(rb, ra);
    const list = groups.get(hash)!;
    const changed = { score: 0, band: 0, recommendations: 0, figures: 0 };
    const moves = pair.sets.map(() => new Tally<string>());
    const deltas = pair.names.map(() => new Tally<number>());
    const largest: Parameters<typeof keepLargest>[0] = [];
    let rejected = 0;
    let dropped = 0;
    const more = new Tally<number>();
    for (const calc of list) {
      // what the new definition no longer asks is left out, as the wizard would; what it newly asks is never invented
      const kept = onPath(after.definition, calc.answers);
      if (Object.keys(kept).length < Object.keys(calc.answers).length) dropped++;
      const missing = unanswered(after, kept);
      if (missing) {
        more.add(missing, 1);
        continue;
      }
      const parsed = schema.safeParse(kept);
      if (!parsed.success) {
        rejected++;
        continue;
      }
      const { b, a } = pair.align(rb.fromResult(calc.results), ra.fromResult(evaluate(after, parsed.data)));
      pair.sets.forEach((_, i) => moves[i]!.add(moveKey(b.bands[i]!, a.bands[i]!), 1));
      const moved = changeOf(pair, b, a, () => shownAnswers(after, parsed.data));
      if (!moved) continue;
      if (b.score !== a.score) changed.score++;
      if (moved.change.bands.length) changed.band++;
      if (moved.rank.recommendations) changed.recommendations++;
      if (moved.change.figures.length) changed.figures++;
      for (const f of moved.change.figures) deltas[pair.names.indexOf(f.name)]!.add(f.after - f.before, 1);
      keepLargest(largest, moved);
    }
    const accepted = list.length - rejected - more.total;
    return {
      hash,
      base: hash !== null && hash === base?.hash,
      known: own !== undefined,
      calculations: list.length,
      rejected,
      dropped,
      moreQuestions: [...more.counts].sort(([x], [y]) => x - y).map(([questions, visitors]) => ({ questions, visitors })),
      changed,
      bands: pair.sets.map((set, i) => ({ set, moves: bandMoves(moves[i]!, accepted) })),
      figures: pair.names.map((name, i) => ({ name, format: pair.formatOf(name), moved: deltas[i]!.total, by: spreadOf(deltas[i]!) })),
      largest: largest.map((l) => l.change),
    };
  });
}
