import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/request.js';
import { useToasts } from '../toasts/toast-store.js';
import { handleFailure } from './failure-handlers.js';

beforeEach(() => useToasts.setState({ toasts: [], limit: 1 }));
afterEach(() => vi.unstubAllGlobals());

describe('handleFailure', () => {
  const toastFailure = { kind: 'toast', title: 'Assessment Failed', fallback: 'Please try again.' } as const;

  it('shows a destructive toast with the error message', () => {
    handleFailure(toastFailure, new ApiError(500, '500: boom'));
    expect(useToasts.getState().toasts).toMatchObject([{ variant: 'destructive', title: 'Assessment Failed', description: '500: boom' }]);
  });

  it('falls back to the definition text when the error has no message', () => {
    handleFailure(toastFailure, new Error(''));
    expect(useToasts.getState().toasts[0]?.description).toBe('Please try again.');
  });

  it('alerts the definition message', () => {
    const alert = vi.fn();
    vi.stubGlobal('window', { alert });
    handleFailure({ kind: 'alert', message: 'There was an error.' }, new Error('500: boom'));
    expect(alert).toHaveBeenCalledWith('There was an error.');
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('only logs, with the HTTP status in the message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new ApiError(503, '503: down');
    handleFailure({ kind: 'log', message: 'HTTP error! status: {status}' }, cause);
    expect(error).toHaveBeenCalledWith('HTTP error! status: 503', cause);
    expect(useToasts.getState().toasts).toEqual([]);
    error.mockRestore();
  });
});
