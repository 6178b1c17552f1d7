import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.js';
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
      init: { method: 'POST', headers: { 'Accept-Language': 'en', 'Content-Type': 'application/json' }, body: '{"a":"1"}', credentials: 'include' },
    });
  });

  it('sends no content type without a body', async () => {
    answer(new Response('[]'));
    await apiRequest('GET', '/api/things');
    expect(calls[0]!.init.headers).toEqual({ 'Accept-Language': 'en' });
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it('turns a non-OK answer into an ApiError carrying its error body', async () => {
    answer(new Response('{"error":{"code":"invalid_request","message":"bad","issues":[]}}', { status: 400 }));
    const error = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request', message: 'bad', issues: [] });
  });

  it('uses the status text when the body is empty', async () => {
    answer(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toMatchObject({ status: 503, message: '503: Service Unavailable' });
  });
});
