import type { Band, BandSet } from '../schema/department.js';

/** whether a value falls in a band (both ends inclusive, open where left out) */
export const inBand = (band: Band, value: number): boolean => (band.min === undefined || value >= band.min) && (band.max === undefined || value <= band.max);

/**
 * The first band of a set that holds the value.
 * @example bandFor(dept.bands.card, 27)?.text // 'Strong foundation. ...'
 */
export const bandFor = (set: BandSet, value: number): Band | undefined => set.bands.find((b) => inBand(b, value));
