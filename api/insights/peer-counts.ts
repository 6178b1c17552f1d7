import { inArray, sql } from 'drizzle-orm';
import { peersBlock, peersOf, scoringHash, type Peers } from '../../engine/insights/peers.js';
import type { Model } from '../../engine/evaluation/model.js';
import type { Database } from '../db/client.js';
import { peerScores } from '../db/schema.js';
import type { StoreItem } from '../storage/store-item.js';

/** what a stored calculation adds to the peer counts: noted when it is queued, counted once its batch commits */
export interface PeerNote {
  key: string;
  department: string;
  scoringHash: string;
  score: number;
}

interface Version {
  department: string;
  scoringHash: string;
  scoreField: string;
}

const keyOf = (department: string, hash: string) => `${department}|${hash}`;
const id = (c: { name: string }) => sql.identifier(c.name);
const t = peerScores;

/** adds stored teams to the score counts in one upsert */
export const upsertPeerScores = (notes: readonly PeerNote[]) => {
  const grouped = new Map<string, { department: string; scoringHash: string; score: number; teams: number }>();
  for (const n of notes) {
    const k = `${n.key}|${n.score}`;
    const g = grouped.get(k);
    if (g) g.teams++;
    else grouped.set(k, { department: n.department, scoringHash: n.scoringHash, score: n.score, teams: 1 });
  }
  return sql`
    insert into ${t} (${id(t.department)}, ${id(t.scoringHash)}, ${id(t.score)}, ${id(t.teams)})
    select department, "scoringHash", score, teams
    from jsonb_to_recordset(${JSON.stringify([...grouped.values()])}::jsonb) as x(department text, "scoringHash" text, score float8, teams bigint)
    on conflict (${id(t.department)}, ${id(t.scoringHash)}, ${id(t.score)}) do update set ${id(t.teams)} = ${t}.${id(t.teams)} + excluded.${id(t.teams)}`;
};

/**
 * Per department and scoring version, how many stored teams have each score: in memory for the calculation's
 * answer (a map walk over the distinct scores, no query), in the database for every server and the next start.
 * Calculations count once their batch is stored; the database side is written by the next flush.
 */
export class PeerCounts {
  readonly #versions = new Map<string, Version>();
  readonly #counts = new Map<string, Map<number, number>>();
  #pending: PeerNote[] = [];

  constructor(models: readonly Model[]) {
    for (const m of models) {
      const d = m.definition;
      if (peersBlock(d)) this.#versions.set(m.hash, { department: d.id, scoringHash: scoringHash(d), scoreField: d.scoring.field });
    }
  }

  /** the note of a calculation of a department with a peers block (cheap: read at queue time, kept beside the row) */
  note(item: StoreItem): PeerNote | undefined {
    const v = this.#versions.get(item.assessment.definitionHash ?? '');
    const score = v && item.result.results[v.scoreField];
    return v && typeof score === 'number'
      ? { key: keyOf(v.department, v.scoringHash), department: v.department, scoringHash: v.scoringHash, score }
      : undefined;
  }

  /** the same for a journal line an earlier run left (a record keyed by column name) */
  noteLine(line: string): PeerNote | undefined {
    const r = JSON.parse(line) as { definition_hash?: string; results?: Record<string, unknown> };
    const v = this.#versions.get(r.definition_hash ?? '');
    const score = v && r.results?.[v.scoreField];
    return v && typeof score === 'number'
      ? { key: keyOf(v.department, v.scoringHash), department: v.department, scoringHash: v.scoringHash, score }
      : undefined;
  }

  /** a batch committed: its calculations count from now on, here and (after the next flush) in the database */
  stored(notes: readonly (PeerNote | undefined)[]): void {
    for (const n of notes) {
      if (!n) continue;
      this.#add(n.key, n.score, 1);
      this.#pending.push(n);
    }
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

  /** the counts of the loaded scoring versions as the database holds them (every server's), plus what is not flushed yet */
  async load(db: Database): Promise<void> {
    const hashes = [...new Set([...this.#versions.values()].map((v) => v.scoringHash))];
    if (hashes.length === 0) return;
    const rows = await db.run((orm) => orm.select().from(peerScores).where(inArray(peerScores.scoringHash, hashes)));
    this.#counts.clear();
    for (const r of rows) this.#add(keyOf(r.department, r.scoringHash), r.score, r.teams);
    for (const n of this.#pending) this.#add(n.key, n.score, 1);
  }

  /** the notes not yet in the database, emptied */
  take(): PeerNote[] {
    return this.#pending.splice(0);
  }

  putBack(notes: readonly PeerNote[]): void {
    this.#pending.unshift(...notes);
  }
}
