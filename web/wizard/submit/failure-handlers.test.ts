import { notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { handleFailure } from './failure-handlers.js';

const shown = () => notificationsStore.getState().notifications;
beforeEach(() => notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] }));

describe('handleFailure', () => {
  const toastFailure = { kind: 'toast', title: 'Assessment Failed', fallback: 'Please try again.' } as const;
  const json = JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.', issues: [] } });

  it("shows a destructive toast with the API's message, never its JSON", async () => {
    expect(handleFailure(toastFailure, new ApiError(500, json))).toBeUndefined();
    await vi.waitFor(() => expect(shown()).toMatchObject([{ 'data-variant': 'destructive', title: 'Assessment Failed', message: 'Something went wrong.' }]));
  });

  it('keeps a plain-text answer as "status: body"', async () => {
    handleFailure(toastFailure, new ApiError(500, 'boom'));
    await vi.waitFor(() => expect(shown()[0]?.message).toBe('500: boom'));
  });

  it('falls back to the definition text when the error has no message', async () => {
    handleFailure(toastFailure, new Error(''));
    await vi.waitFor(() => expect(shown()[0]?.message).toBe('Please try again.'));
  });

  it('returns the alert text for the page, with no toast', () => {
    expect(handleFailure({ kind: 'alert', message: 'There was an error.' }, new Error('500: boom'))).toBe('There was an error.');
    expect(shown()).toEqual([]);
  });

  it('logs with the HTTP status and still returns the alert text for the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new ApiError(503, 'down');
    expect(handleFailure({ kind: 'log', message: 'HTTP error! status: {status}', alert: 'Please try again.' }, cause)).toBe('Please try again.');
    expect(error).toHaveBeenCalledWith('HTTP error! status: 503', cause);
    expect(shown()).toEqual([]);
    error.mockRestore();
  });
});
