/** counts of values, each weighted by how many answer sets gave it */
export class Tally<K> {
  readonly counts = new Map<K, number>();
  total = 0;

  add(key: K, weight: number): void {
    const known = this.counts.get(key);
    this.counts.set(key, known === undefined ? weight : known + weight);
    this.total += weight;
  }

  get(key: K): number {
    return this.counts.get(key) ?? 0;
  }
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

/**
 * The lowest, median (the lower middle of an even count) and highest of weighted numbers; null when there are none.
 * @example spreadOf(tally) // { min: 104, median: 1040, max: 4160 }
 */
export function spreadOf(tally: Tally<number>): Spread | null {
  const values = [...tally.counts.keys()].filter(Number.isFinite).sort((a, b) => a - b);
  if (!values.length) return null;
  const half = tally.total / 2;
  let seen = 0;
  const median = values.find((v) => (seen += tally.get(v)) >= half) ?? values.at(-1)!;
  return { min: values[0]!, median, max: values.at(-1)! };
}
