/** counts of values, each weighted by how many answer sets gave it */
export class Tally<K> {
  // a box per key: one map lookup per add (a get then a set took a third of a large comparison)
  private readonly boxes = new Map<K, { n: number }>();
  total = 0;

  // the last key added: a number question walked apart adds one figure's value again for each of its answers
  private last?: { key: K; box: { n: number } };

  add(key: K, weight: number): void {
    this.total += weight;
    if (this.last?.key === key) return void (this.last.box.n += weight);
    let box = this.boxes.get(key);
    if (box) box.n += weight;
    else this.boxes.set(key, (box = { n: weight }));
    this.last = { key, box };
  }

  get(key: K): number {
    return this.boxes.get(key)?.n ?? 0;
  }

  /** every key with its weight, in the order first added */
  get counts(): Map<K, number> {
    return new Map([...this.boxes].map(([k, b]) => [k, b.n]));
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
