import { quoteSnapshotElement, quoteSnapshotGlobal, type QuoteSnapshot } from '../../../engine/quotes/form-post.js';

let taken = false;

/**
 * The state of a quote page the server painted from a posted form (a step, the messages of a refused send, the
 * generated quote): in the server's render the snapshot it handed in, in the browser the one the page carries, read
 * once (the page's first store; a later visit of the page starts afresh).
 */
export function initialQuote(): QuoteSnapshot | undefined {
  if (typeof document === 'undefined') return (globalThis as Record<string, unknown>)[quoteSnapshotGlobal] as QuoteSnapshot | undefined;
  if (taken) return undefined;
  taken = true;
  const element = document.getElementById(quoteSnapshotElement);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as QuoteSnapshot;
  } catch {
    return undefined;
  }
}
