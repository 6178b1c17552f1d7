import { describe, expect, it } from 'vitest';
import { ErrorBody } from '../../engine/error-body.js';
import { ApiError, readErrorBody, visibleMessage } from './api-error.js';

describe('ApiError', () => {
  it('reads the code, message and well-formed issues of the API error shape', () => {
    const body = JSON.stringify({ error: { code: 'invalid_request', message: 'two problems', issues: [{ path: 'a', message: 'A' }, { nope: 1 }] } });
    const error = new ApiError(400, body);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_request',
      message: 'two problems',
      apiMessage: 'two problems',
      issues: [{ path: 'a', message: 'A' }],
    });
  });

  it('finds nothing in a body that is not the error shape', () => {
    expect(new ApiError(500, 'Internal Server Error')).toMatchObject({
      code: undefined,
      apiMessage: undefined,
      issues: [],
      message: '500: Internal Server Error',
    });
    expect(new ApiError(500, '{"oops":true}')).toMatchObject({ code: undefined, apiMessage: undefined, issues: [] });
  });

  it("reads a well-formed body as the API's own schema does", () => {
    const bodies = [
      { error: { code: 'internal', message: 'Something went wrong on our side.', issues: [] } },
      {
        error: {
          code: 'invalid_request',
          message: 'bad',
          issues: [
            { path: 'contact.email', message: 'Enter an e-mail address' },
            { path: '', message: 'x' },
          ],
        },
      },
    ];
    for (const body of bodies) expect(readErrorBody(JSON.stringify(body))).toEqual(ErrorBody.parse(body).error);
  });
});

describe('visibleMessage', () => {
  it("gives the API's own message, never the JSON around it", () => {
    const body = JSON.stringify({ error: { code: 'internal', message: 'Something went wrong on our side.', issues: [] } });
    expect(visibleMessage(new ApiError(500, body))).toBe('Something went wrong on our side.');
  });

  it('gives nothing for JSON without a message, so the caller falls back to its own words', () => {
    expect(visibleMessage(new ApiError(500, '{"oops":true}'))).toBeUndefined();
    expect(visibleMessage(new Error(''))).toBeUndefined();
  });

  it('keeps a plain-text answer as "status: body"; a request that never reached the API gives nothing', () => {
    expect(visibleMessage(new ApiError(502, 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(visibleMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
