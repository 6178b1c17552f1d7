import { describe, expect, it } from 'vitest';
import { parseErrorBody, visibleMessage } from './error-body.js';
import { ApiError } from './request.js';

describe('parseErrorBody', () => {
  it('reads the message and issues of the API error shape', () => {
    const body = JSON.stringify({ error: { code: 'invalid_request', message: 'two problems', issues: [{ path: 'a', message: 'A' }, { nope: 1 }] } });
    expect(parseErrorBody(`400: ${body}`)).toEqual({ message: 'two problems', issues: [{ path: 'a', message: 'A' }] });
  });

  it('finds nothing in a body that is not the error shape', () => {
    expect(parseErrorBody('500: Internal Server Error')).toEqual({ issues: [] });
    expect(parseErrorBody('Failed to fetch')).toEqual({ issues: [] });
  });
});

describe('visibleMessage', () => {
  it("gives the API's own message, never the JSON around it", () => {
    const body = JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side.', issues: [] } });
    expect(visibleMessage(new ApiError(500, `500: ${body}`))).toBe('Something went wrong on our side.');
  });

  it('gives nothing for JSON without a message, so the caller falls back to its own words', () => {
    expect(visibleMessage(new ApiError(500, '500: {"oops":true}'))).toBeUndefined();
    expect(visibleMessage(new Error(''))).toBeUndefined();
  });

  it('keeps a plain-text answer as "status: body" and a network error as it is', () => {
    expect(visibleMessage(new ApiError(502, '502: Bad Gateway'))).toBe('502: Bad Gateway');
    expect(visibleMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
