import { formatLanguage } from '../../engine/display/format.js';
import { ApiError } from './api-error.js';

/** throws an ApiError unless the response is OK */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new ApiError(res.status, text);
}

/**
 * The one way the app calls the API: cookies included, the page's language as Accept-Language (recommendations and
 * error messages come back in it), a JSON content type only when there is a body.
 * @example await apiRequest('POST', dept.api, answers)
 */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    headers: { 'Accept-Language': formatLanguage(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}
