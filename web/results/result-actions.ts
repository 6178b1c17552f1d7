import type { Link } from '../../engine/schema/index.js';
import { countEvent } from '../api/usage-events.js';
import { defaultLanguage, pageLanguage } from '../language/page-language.js';
import { copyLink } from '../shared/copy-link.js';
import type { ResultsContext } from './results-context.js';
import { encodeShared, shareUrl } from './share/share-link.js';

/** the share link of a result as a path (what a plain link follows, before the page's code and without script), or undefined when it has none */
export function shareAddress({ answers, result, department }: ResultsContext): string | undefined {
  const hash = result.definitionHash;
  return answers && typeof hash === 'string' ? `${department.routes.results}?shared=${encodeShared({ answers, hash })}` : undefined;
}

type Action = NonNullable<Link['action']>;

// what each action button of a results page does; undefined: nothing to act on (a sample has no answers)
export const resultActions: Record<Action, (ctx: ResultsContext) => (() => void) | undefined> = {
  share: ({ answers, result, department }) => {
    const hash = result.definitionHash;
    if (!answers || typeof hash !== 'string') return undefined;
    return () => {
      countEvent('share_link_made', department.id);
      // the link opens in the page's language; in the default one it carries none, so it follows the reader's
      const language = pageLanguage();
      void copyLink(shareUrl(window.location.origin, department.routes.results, { answers, hash }, language === defaultLanguage ? undefined : language));
    };
  },
  // jspdf loads on the click, never with the page
  pdf: (ctx) => () => {
    countEvent('pdf_downloaded', ctx.department.id);
    void import('./pdf/results-pdf.js').then((m) => m.downloadResultsPdf(ctx));
  },
};
