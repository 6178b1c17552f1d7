import type { Scoring } from '../../../engine/schema/index.js';

export interface BreakdownRow {
  label: string;
  value: number;
  max: number;
}

/**
 * The rows of a score breakdown: the shown components read from their result fields, or, when the
 * definition lists `breakdown` shares, each share of the score rounded down with the last one taking the rest.
 * @example breakdownRows(scoring, { score: 20 }) // [{ label: 'Task tracking', value: 7, max: 10 }, ...]
 */
export function breakdownRows(scoring: Scoring, scope: Readonly<Record<string, number>>): BreakdownRow[] {
  if (!scoring.breakdown) {
    return scoring.components.filter((c) => c.shown && c.field !== undefined).map((c) => ({ label: c.label, value: scope[c.field!] ?? 0, max: c.max }));
  }
  const score = scope.score ?? 0;
  let value = 0;
  let max = 0;
  return scoring.breakdown.map((share) => {
    const row =
      share.percent === undefined
        ? { label: share.label, value: score - value, max: scoring.max - max }
        : { label: share.label, value: Math.floor((score * share.percent) / 100), max: Math.floor((scoring.max * share.percent) / 100) };
    value += row.value;
    max += row.max;
    return row;
  });
}
