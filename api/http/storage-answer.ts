import { DatabaseUnavailable, JournalUnavailable, QueueFull } from '../storage/errors.js';
import { ApiError } from './errors.js';

/**
 * The HTTP answer to a storage failure, naming what was not saved ("calculation", "quote"); anything that is no
 * storage failure is thrown on, to be answered 500.
 */
export function storageAnswer(error: unknown, what: string): ApiError {
  const later = `The ${what} could not be saved just now; please try again in a minute.`;
  if (error instanceof QueueFull) {
    return new ApiError(503, 'overloaded', `Too many ${what}s are waiting to be stored; please try again in a few seconds.`, [], { 'Retry-After': '5' });
  }
  if (error instanceof JournalUnavailable) return new ApiError(503, 'storage_unavailable', later, [], { 'Retry-After': '30' });
  if (error instanceof DatabaseUnavailable) return new ApiError(503, 'database_unavailable', later, [], { 'Retry-After': '30' });
  throw error;
}
