import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryFn } from './query-client.js';
import { apiRequest } from './request.js';

// fetch is the system edge: each test answers it with a real Response
const calls: { url: string; init: RequestInit }[] = [];
function answer(res: Response) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return res;
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('apiRequest', () => {
  it('sends JSON with its content type and cookies when there is a body', async () => {
    answer(Response.json({ ok: 1 }));
    const res = await apiRequest('POST', '/api/x-calculate', { a: '1' });
    expect(await res.json()).toEqual({ ok: 1 });
    expect(calls[0]).toEqual({
      url: '/api/x-calculate',
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":"1"}', credentials: 'include' },
    });
  });

  it('sends no content type without a body', async () => {
    answer(new Response('[]'));
    await apiRequest('GET', '/api/things');
    expect(calls[0]!.init.headers).toEqual({});
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it('turns a non-OK answer into "status: body"', async () => {
    answer(new Response('{"error":{"message":"bad"}}', { status: 400 }));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('400: {"error":{"message":"bad"}}');
  });

  it('uses the status text when the body is empty', async () => {
    answer(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });
});

describe('getQueryFn', () => {
  const context = { queryKey: ['/api/me'], signal: new AbortController().signal, meta: undefined } as never;

  it('returns null on 401 in returnNull mode', async () => {
    answer(new Response('no', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context)).resolves.toBeNull();
  });

  it('treats 401 as an error in throw mode', async () => {
    answer(new Response('no', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context)).rejects.toThrow('401: no');
  });

  it('GETs the first key element with cookies and parses JSON', async () => {
    answer(Response.json({ name: 'x' }));
    await expect(getQueryFn({ on401: 'throw' })(context)).resolves.toEqual({ name: 'x' });
    expect(calls[0]).toEqual({ url: '/api/me', init: { credentials: 'include' } });
  });
});
