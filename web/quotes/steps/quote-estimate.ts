import type { Quotes } from '../../../engine/schema/index.js';

/** the message band of a process score: the first whose max holds it, the last has none */
export const processBand = (quotes: Quotes, score: number): Quotes['processBands'][number] | undefined =>
  quotes.processBands.find((b) => b.max === undefined || score <= b.max);

/** the chosen ids in catalogue order, so a request never depends on the order of the clicks */
export const inCatalogueOrder = (quotes: Quotes, selected: readonly string[]): string[] =>
  quotes.solutions.map((s) => s.id).filter((id) => selected.includes(id));
