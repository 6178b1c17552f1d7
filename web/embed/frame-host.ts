import { embedHostAttribute, embedHostParam, embedOriginsMeta, frameMessageSource, type FrameMessage } from '../../engine/display/embed.js';

/** EMBED_ORIGINS as the server wrote them into the page (empty: no site may frame it; ["*"]: any) */
export function embedOrigins(): string[] {
  if (typeof document === 'undefined') return [];
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${embedOriginsMeta}"]`)?.content ?? '';
  return content.split(' ').filter(Boolean);
}

/** whether this page is inside a frame (false on the server and in its own window) */
export function isFramed(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
}

/**
 * The origin of the page that framed this one, when EMBED_ORIGINS lists it, as the page's head script named it
 * before any other script ran (embedHostScript, which names none in a window of its own, nor a host the list does
 * not name): without one, nothing is posted at all.
 */
const host = typeof document === 'undefined' ? undefined : (document.documentElement.getAttribute(embedHostAttribute) ?? undefined);

/** whether the loader drives this frame's height (it named its page): the page then never scrolls itself */
export const sizedByLoader = typeof location !== 'undefined' && new URLSearchParams(location.hash.slice(1)).has(embedHostParam) && host !== undefined;

/** tells the host page something, at its own origin only (never "*"); nothing without an allowed host */
export function postToHost(message: FrameMessage): void {
  if (host === undefined) return;
  window.parent.postMessage({ source: frameMessageSource, ...message }, host);
}

/** the origin of the host page the frame posts to, if any (the insights count embedded views by it) */
export const hostOrigin = (): string | undefined => host;

let ready = false;

/** tells the host, once per page load, that the assessment is showing */
export function announceReady(department: string): void {
  if (ready) return;
  ready = true;
  postToHost({ type: 'ready', department });
}
