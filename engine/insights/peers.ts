import { contentHash } from '../hash.js';
import type { Block, Department } from '../schema/department.js';

/** how the visitor's score compares, as the server answers it beside a calculation (only with enough teams) */
// a type, not an interface: a result's values are a Record, which an interface does not fit
export type Peers = {
  /** teams of the same department and scoring behind the figure, at least the block's minPeers */
  teams: number;
  /** mid-rank percentile: teams scoring lower, plus half of those scoring the same, as a whole percent */
  percent: number;
};

export type PeersBlock = Extract<Block, { kind: 'peers' }>;

/** the department's peers block, if its results page has one */
export const peersBlock = (dept: Department): PeersBlock | undefined => dept.results.blocks.find((b): b is PeersBlock => b.kind === 'peers');

// words a visitor reads but the score never depends on; an edit of them keeps the peers together
const wording = new Set(['label', 'title', 'help', 'description', 'text', 'placeholder', 'unit', 'emoji', 'icon', 'heading', 'intro']);

/**
 * What the score depends on (the steps' points, conditions and skips, and the scoring), as a hash: definition
 * versions with the same scoring hash compare their teams together.
 * @example scoringHash(dept) === scoringHash({ ...dept, title: 'New title' }) // true
 */
export function scoringHash(dept: Department): string {
  const steps = JSON.stringify(dept.wizard.steps, (key, value: unknown) => (wording.has(key) ? undefined : value));
  return contentHash(`${steps}\n${JSON.stringify(dept.scoring)}`);
}

/** per score, how many stored teams have it */
export type ScoreCounts = ReadonlyMap<number, number>;

/**
 * The mid-rank percentile of a score among stored counts (ties count half), or undefined below minPeers.
 * @example peersOf(new Map([[10, 2], [20, 2]]), 20, 4) // { teams: 4, percent: 75 }
 */
export function peersOf(counts: ScoreCounts, score: number, minPeers: number): Peers | undefined {
  let teams = 0;
  let below = 0;
  let same = 0;
  for (const [s, n] of counts) {
    teams += n;
    if (s < score) below += n;
    else if (s === score) same += n;
  }
  if (teams < minPeers || teams === 0) return undefined;
  return { teams, percent: Math.round(((below + same / 2) / teams) * 100) };
}

/**
 * The sentence a peers block shows for a result: its text with enough teams, else its `fewer` line, else nothing.
 * @example peersLine(block, { teams: 1240, percent: 64 }, scope) // 'Your score is higher than 64% of the 1,240 ...'
 */
export function peersLine(
  block: PeersBlock,
  peers: Peers | undefined,
  scope: Record<string, number>,
  fill: (text: string, values: Record<string, number | string>) => string,
): string | undefined {
  // numbers, not text: the template writes them in the page's language and picks their plural forms
  const values = { ...scope, minPeers: block.minPeers };
  if (peers && peers.teams >= block.minPeers) return fill(block.text, { ...values, percent: peers.percent, teams: peers.teams });
  return block.fewer === undefined ? undefined : fill(block.fewer, values);
}

/**
 * The peers a stored or answered result carries, if it is well formed (checked by hand: the results page would
 * otherwise load zod for two numbers).
 */
export const peersIn = (result: Record<string, unknown>): Peers | undefined => {
  const peers = result.peers as Partial<Record<keyof Peers, unknown>> | null | undefined;
  const { teams, percent } = peers ?? {};
  if (!Number.isInteger(teams) || !Number.isInteger(percent)) return undefined;
  return (percent as number) >= 0 && (percent as number) <= 100 ? { teams: teams as number, percent: percent as number } : undefined;
};
