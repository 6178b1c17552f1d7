import type { Link } from '../../engine/schema/index.js';
import { site } from '../definitions.js';
import { toast } from '../notifications/toast.js';
import type { ResultsContext } from './results-context.js';
import { shareUrl } from './share-link.js';

type Action = NonNullable<Link['action']>;

/** copies the link and says so; when the clipboard refuses, the toast shows the link to copy by hand */
async function copy(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: site.share.copied, description: url });
  } catch {
    toast({ title: site.share.copyFailed, description: url });
  }
}

// what each action button of a results page does; undefined: nothing to act on (a sample has no answers)
export const resultActions: Record<Action, (ctx: ResultsContext) => (() => void) | undefined> = {
  share: ({ answers, result, department }) => {
    const hash = result.definitionHash;
    if (!answers || typeof hash !== 'string') return undefined;
    return () => void copy(shareUrl(window.location.origin, department.routes.results, { answers, hash }));
  },
  // jspdf loads on the click, never with the page
  pdf: (ctx) => () => void import('./pdf/results-pdf.js').then((m) => m.downloadResultsPdf(ctx)),
};
