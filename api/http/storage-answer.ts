import { DatabaseUnavailable, JournalUnavailable, QueueFull } from '../storage/errors.js';
import { ApiError, type ErrorTexts } from './errors.js';

/**
 * The HTTP answer to a storage failure, saying what was not saved (a calculation, a quote), in the visitor's
 * language (site.yaml's errors); anything that is no storage failure is thrown on, to be answered 500.
 */
export function storageAnswer(error: unknown, what: keyof ErrorTexts['notSaved']): ApiError {
  const later = (t: ErrorTexts) => t.notSaved[what];
  if (error instanceof QueueFull) {
    // the events a page sends are read by no visitor
    const message = what === 'event' ? 'Too many events are waiting to be stored; please try again in a few seconds.' : (t: ErrorTexts) => t.overloaded;
    return new ApiError(503, 'overloaded', message, [], { 'Retry-After': '5' });
  }
  if (error instanceof JournalUnavailable) return new ApiError(503, 'storage_unavailable', later, [], { 'Retry-After': '30' });
  if (error instanceof DatabaseUnavailable) return new ApiError(503, 'database_unavailable', later, [], { 'Retry-After': '30' });
  throw error;
}
