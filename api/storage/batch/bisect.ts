import { errorCode } from '../../db/client.js';

/** a fault of the rows themselves (data exception, constraint, limit): retrying the same rows cannot help */
export const isDataError = (error: unknown): boolean => /^(22|23|54)/.test(errorCode(error) ?? '');

export interface BisectSteps<T> {
  write(rows: T[]): Promise<void>;
  /** rows the database took */
  written(rows: T[]): void;
  /** a row the database refused as data, alone */
  refused(row: T, error: unknown): Promise<void>;
}

/**
 * Writes the rows in one statement; when the database refuses them as data, halves them until each refused row
 * is alone, so one bad row never blocks the others. Any other failure (the connection) is thrown for the caller to retry.
 */
export async function writeBisecting<T>(rows: T[], steps: BisectSteps<T>): Promise<void> {
  try {
    await steps.write(rows);
    steps.written(rows);
  } catch (e) {
    if (!isDataError(e)) throw e;
    if (rows.length === 1) return steps.refused(rows[0]!, e);
    const half = Math.ceil(rows.length / 2);
    await writeBisecting(rows.slice(0, half), steps);
    await writeBisecting(rows.slice(half), steps);
  }
}
