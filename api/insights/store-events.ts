import type { Context } from 'hono';
import type { InsightEvent } from '../../engine/insights/events.js';
import { unknownHost } from '../../engine/insights/hosts.js';
import { requestHeader } from '../http/request-header.js';
import { storageAnswer } from '../http/storage-answer.js';
import type { Deps } from '../routes/deps.js';

/** the host an embed's events are counted under: an origin EMBED_ORIGINS lists (any with "*"), else "unknown"; "" for the site's own */
function hostOf(host: string | undefined, listed: Deps['embedOrigins']): string {
  if (host === undefined) return '';
  return host !== unknownHost && (listed.includes('*') || listed.includes(host)) ? host : unknownHost;
}

/**
 * Stores anonymous events as today's rows, each with the hash of its department's definition (`hashes`) and its
 * host, in the journal before the answer, as a calculation; a storage failure becomes its 503
 */
export async function storeEvents(
  deps: Pick<Deps, 'now' | 'events' | 'embedOrigins'>,
  hashes: ReadonlyMap<string, string>,
  events: readonly InsightEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const day = deps.now().toISOString().slice(0, 10);
  const rows = events.map((e) => {
    const department = e.department ?? '';
    const definitionHash = department ? (hashes.get(department) ?? '') : '';
    return { day, department, definitionHash, event: e.kind, step: e.step ?? 0, host: hostOf(e.host, deps.embedOrigins) };
  });
  try {
    await deps.events.push(rows);
  } catch (e) {
    throw storageAnswer(e, 'event');
  }
}

/** what a browser asks not to be done: Global Privacy Control, Do Not Track; such a request counts nothing */
export const optedOut = (c: Context) => requestHeader(c, 'sec-gpc') === '1' || requestHeader(c, 'dnt') === '1';
