import { paintedDataKey as key } from '../../engine/display/browser-definitions.js';

let read: { url: string; data: unknown } | null | undefined;

/**
 * The data the server painted this address's page from (a results page's result, worked out from the answers its
 * address carries): in the server's render the global the page thread sets, in the browser the page's
 * <script id="painted-data">, and only at the address it was painted for (a page the app moves to later has none).
 */
export function paintedData(url: string): unknown {
  if (typeof document === 'undefined') return (globalThis as Record<string, unknown>)[key];
  if (read === undefined) {
    const text = document.getElementById('painted-data')?.textContent;
    try {
      read = text ? (JSON.parse(text) as { url: string; data: unknown }) : null;
    } catch {
      read = null;
    }
  }
  return read && read.url === url ? read.data : undefined;
}
