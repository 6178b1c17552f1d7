import { useEffect } from 'react';
import { isEmbedRoute } from '../../engine/display/embed.js';
import type { EventKind, InsightEvent } from '../../engine/insights/events.js';
import { unknownHost } from '../../engine/insights/hosts.js';
import { sentEventKey, usageStorage } from '../../engine/insights/page-views.js';
import { hostOrigin } from '../embed/frame-host.js';

// shared with the page's inline view beacon, which counts the page's view before this code is in
const { sent: sentKey, lastDepartment: lastKey } = usageStorage;
const queued: InsightEvent[] = [];
let listening = false;

/** a browser that asks not to be tracked (Global Privacy Control, Do Not Track) sends nothing at all */
export function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || (window as Window & { doNotTrack?: string }).doNotTrack === '1';
}

function flush(): void {
  if (queued.length === 0) return;
  const events = queued.splice(0, 50);
  navigator.sendBeacon('/api/events', new Blob([JSON.stringify({ events })], { type: 'application/json' }));
  if (queued.length > 0) flush();
}

/** an embed page's events name the origin of the page it is on (one EMBED_ORIGINS lists), or that it is not known */
const embedHost = (): string | undefined => (isEmbedRoute(location.pathname) ? (hostOrigin() ?? unknownHost) : undefined);

/** the event as this tab counts it, unless it is counted already (then marked so), or the browser opts out */
function claim(kind: EventKind, department?: string, step?: number): InsightEvent | undefined {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function' || optedOut()) return undefined;
  // a quote counts for the department whose results this tab saw last, so each funnel ends in its quotes
  try {
    if (kind === 'results_viewed' && department) sessionStorage.setItem(lastKey, department);
    if (kind.startsWith('quote_') && !department) department = sessionStorage.getItem(lastKey) ?? undefined;
  } catch {
    // no session storage: the quote counts for no department
  }
  const key = sentEventKey({ kind, department, step });
  try {
    const sent = JSON.parse(sessionStorage.getItem(sentKey) ?? '[]') as string[];
    if (sent.includes(key)) return undefined;
    sessionStorage.setItem(sentKey, JSON.stringify([...sent, key]));
  } catch {
    // no session storage: count anyway, at most once per page
  }
  const host = embedHost();
  return { kind, ...(department ? { department } : {}), ...(step ? { step } : {}), ...(host ? { host } : {}) };
}

/**
 * Counts one anonymous event, at most once per browser tab session; they leave together when the page is hidden
 * (sendBeacon). Nothing identifies the visitor: the server keeps daily counts only; an embed's carry its host's origin.
 * @example countEvent('question_reached', 'hr', 3)
 */
export function countEvent(kind: EventKind, department?: string, step?: number): void {
  const event = claim(kind, department, step);
  if (!event) return;
  queued.push(event);
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  }
}

/** an event the server counted itself (a form it answered): this tab takes it as sent, and never counts it again */
export const markCounted = (kind: EventKind, department?: string): void => void claim(kind, department);

/** counts an event once the component shows (once per tab session) */
export function useCountEvent(kind: EventKind, department?: string, step?: number): void {
  useEffect(() => countEvent(kind, department, step), [kind, department, step]);
}

/**
 * Counts the page the visitor came from by a plain link, when that page is `path` of this site: a visitor who
 * follows the server-painted link before the page's code ran counted nothing there (once per tab session, as
 * every event: a view the page counted itself is not counted twice)
 */
export function useCountReferrer(path: string, kind: EventKind, department?: string): void {
  useEffect(() => {
    let from: URL;
    try {
      from = new URL(document.referrer);
    } catch {
      return; // no referrer (typed, bookmarked or withheld)
    }
    if (from.origin === location.origin && from.pathname === path) countEvent(kind, department);
  }, [path, kind, department]);
}
