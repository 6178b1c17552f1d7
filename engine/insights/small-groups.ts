/** counts below this are never shown: 1 to 4 read exactly as 0 does, so no filter can single a team out */
export const smallGroup = 5;

/** a count as every view shows it: the number from 5 up, the same words for 0 to 4 */
export type Shown = number | 'fewer than 5';

/**
 * @example shown(3) // 'fewer than 5'; shown(0) // 'fewer than 5'; shown(12) // 12
 */
export const shown = (n: number): Shown => (n >= smallGroup ? n : 'fewer than 5');

/** a percent of part in whole, only when both are shown; one decimal */
export function percentOf(part: number, whole: number): number | null {
  if (part < smallGroup || whole < smallGroup) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** the share of `from` that did not reach `to`, only when both are shown */
export function dropOff(from: number, to: number): number | null {
  if (from < smallGroup || to < smallGroup) return null;
  return Math.round(((from - Math.min(to, from)) / from) * 1000) / 10;
}
