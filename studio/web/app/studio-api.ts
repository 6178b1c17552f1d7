import type { WorkerSetup } from '../findings/worker-protocol.js';

/** the studio's own server: the token travels in its HttpOnly cookie, set when the printed address was opened */
export async function studioRequest(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(path, { ...init, credentials: 'same-origin', headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers } });
}

export interface FolderAnswer {
  files: { path: string; text: string; hash: string }[];
  lintPrefix: string;
  existing: WorkerSetup['existing'];
  emoji: WorkerSetup['emoji'];
}

/** the message of a refused request, as the server words it */
export async function errorMessage(res: Response): Promise<string> {
  const body = (await res.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
  return body?.error?.message ?? `The studio's server answered ${res.status}`;
}

export async function readFolder(): Promise<FolderAnswer> {
  const res = await studioRequest('/api/files');
  if (!res.ok) throw new Error(await errorMessage(res));
  return (await res.json()) as FolderAnswer;
}
