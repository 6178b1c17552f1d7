/** the keys one server keeps at most; the oldest goes first, so an address cannot grow the map without end */
const keyLimit = 10_000;

/**
 * The database's sliding window (api/storage/rate-limit-hits.ts) in this server's memory, for a limit that
 * needs no agreement between servers: the same answer, hits in the window oldest first, for a map lookup.
 */
export class MemoryHits {
  readonly #hits = new Map<string, number[]>();

  record(key: string, at: number, since: number, max: number): number[] {
    const hits = (this.#hits.get(key) ?? []).filter((h) => h > since);
    if (hits.length < max) hits.push(at);
    this.#hits.delete(key);
    this.#hits.set(key, hits);
    if (this.#hits.size > keyLimit) this.#hits.delete(this.#hits.keys().next().value!);
    return hits;
  }

  clear(key: string): void {
    this.#hits.delete(key);
  }
}
