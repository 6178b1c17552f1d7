import { inArray } from 'drizzle-orm';
import { peersBlock, peersOf, scoringHash, type Peers } from '../../engine/insights/peers.js';
import type { Model } from '../../engine/evaluation/model.js';
import type { Database } from '../db/client.js';
import { peerScores } from '../db/schema.js';
import type { NoteSource } from '../storage/calculation-queue.js';
import type { ScoreNote } from '../storage/store-sql.js';

/** what a stored calculation adds to the peer counts: noted when it is queued, counted by the batch that stores it */
export interface PeerNote extends ScoreNote {
  key: string;
}

interface Version {
  department: string;
  scoringHash: string;
  scoreField: string;
}

const keyOf = (department: string, hash: string) => `${department}|${hash}`;

/**
 * Per department and scoring version, how many stored teams have each score: in memory for the calculation's
 * answer (a map walk over the distinct scores, no query), in the database for every server and the next start.
 * The database counts a calculation in the statement that stores it, so exactly once across crashes and replays;
 * this server's memory adds its own batches as they commit and reads every server's counts again now and then.
 */
export class PeerCounts {
  readonly #versions = new Map<string, Version>();
  readonly #counts = new Map<string, Map<number, number>>();

  constructor(models: readonly Model[]) {
    for (const m of models) {
      const d = m.definition;
      if (peersBlock(d)) this.#versions.set(m.hash, { department: d.id, scoringHash: scoringHash(d), scoreField: d.scoring.field });
    }
  }

  /** the note of a calculation of a department with a peers block (cheap: read at queue time, or from a replayed line, kept beside the row) */
  note(item: NoteSource): PeerNote | undefined {
    const v = this.#versions.get(item.assessment.definitionHash ?? '');
    const score = v && item.result.results[v.scoreField];
    return v && typeof score === 'number'
      ? { key: keyOf(v.department, v.scoringHash), department: v.department, scoringHash: v.scoringHash, score }
      : undefined;
  }

  /** a batch committed (and counted in the database): its calculations count here from now on */
  stored(notes: readonly (PeerNote | undefined)[]): void {
    for (const n of notes) if (n) this.#add(n.key, n.score, 1);
  }

  #add(key: string, score: number, teams: number): void {
    let counts = this.#counts.get(key);
    if (!counts) this.#counts.set(key, (counts = new Map<number, number>()));
    counts.set(score, (counts.get(score) ?? 0) + teams);
  }

  /** how the result's score compares, or undefined without enough teams (or without a peers block) */
  peersFor(model: Model, score: number, minPeers: number): Peers | undefined {
    const v = this.#versions.get(model.hash);
    const counts = v && this.#counts.get(keyOf(v.department, v.scoringHash));
    return counts && peersOf(counts, score, minPeers);
  }

  /** the counts of the loaded scoring versions as the database holds them (every server's) */
  async load(db: Database): Promise<void> {
    const hashes = [...new Set([...this.#versions.values()].map((v) => v.scoringHash))];
    if (hashes.length === 0) return;
    const rows = await db.run((orm) => orm.select().from(peerScores).where(inArray(peerScores.scoringHash, hashes)));
    this.#counts.clear();
    for (const r of rows) this.#add(keyOf(r.department, r.scoringHash), r.score, r.teams);
  }
}
