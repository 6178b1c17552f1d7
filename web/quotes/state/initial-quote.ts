import { quoteSnapshotElement, quoteSnapshotGlobal, type QuoteSnapshot } from '../../../engine/quotes/form-post.js';

let kept: { snapshot: QuoteSnapshot | undefined } | undefined;
let forgotten = false;

/**
 * The state of a quote page the server painted from a posted form (a step, the messages of a refused send, the
 * generated quote): in the server's render the snapshot it handed in, in the browser the one the page carries, read
 * once and given to every render until the page first shows (a render React starts again gets it too), then
 * forgotten (forgetInitialQuote: a later visit of the page starts afresh).
 */
export function initialQuote(): QuoteSnapshot | undefined {
  if (typeof document === 'undefined') return (globalThis as Record<string, unknown>)[quoteSnapshotGlobal] as QuoteSnapshot | undefined;
  if (forgotten) return undefined;
  kept ??= { snapshot: read() };
  return kept.snapshot;
}

/** the page has shown: its snapshot is spent */
export const forgetInitialQuote = (): void => {
  forgotten = true;
};

function read(): QuoteSnapshot | undefined {
  const element = document.getElementById(quoteSnapshotElement);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as QuoteSnapshot;
  } catch {
    return undefined;
  }
}
