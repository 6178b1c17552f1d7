import { useRouterState } from '@tanstack/react-router';
import { pageViewOf, viewBeaconScript, viewImagePage } from '../../engine/insights/page-views.js';
import { index } from '../definitions.js';

/**
 * Counts the view of the page the server painted, before the app's code and without it: an inline script that sends
 * the page's events at once (engine/insights/page-views.ts; the app then finds them sent in this tab's session and
 * does not count them again), and for a browser without script an image that counts them (GET /api/events/view).
 * A script the app itself renders later (moving between pages) never runs: there the pages count as they show.
 */
export function PageViewBeacon() {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.searchStr });
  const view = pageViewOf(index, path);
  const image = viewImagePage(index, path, new URLSearchParams(search));
  return (
    <>
      {view && <script data-view={JSON.stringify(view)} dangerouslySetInnerHTML={{ __html: viewBeaconScript }} />}
      {image && (
        <noscript>
          <img src={`/api/events/view?page=${encodeURIComponent(image)}`} alt="" width={1} height={1} style={{ position: 'absolute' }} />
        </noscript>
      )}
    </>
  );
}
