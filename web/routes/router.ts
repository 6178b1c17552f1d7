import { createRouter, rootRouteId, type RouterHistory, type RouterOptions } from '@tanstack/react-router';
import { showDescription } from '../layout/page/meta-description.js';
import { markNavigated, markTraversed } from '../layout/page/navigation-focus.js';
import { FailedPage } from '../shared/failed-page.js';
import { NotFoundPage } from '../shared/not-found-page.js';
import { routeTree } from './route-tree.js';

// preloading on hover or focus fetches a page's chunk before the click; paths match as the server matches them,
// case and all, so /SALES is the 404 page here too and not the Sales landing under a 404 status; a page that
// cannot load or show, or finds nothing at its address, says so in the site's words (every route's defaults)
/** the app's router over a history: the browser's, or a memory history when the server renders a route */
export const createAppRouter = (history?: RouterHistory, options: Pick<RouterOptions<typeof routeTree, 'never'>, 'scrollRestoration' | 'InnerWrap'> = {}) =>
  createRouter({
    routeTree,
    history,
    defaultPreload: 'intent',
    caseSensitive: true,
    defaultErrorComponent: FailedPage,
    defaultNotFoundComponent: NotFoundPage,
    ...options,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Whether the router handles the scroll after a render: the first render is the server's page hydrated (or the
 * first paint), where the visitor already is, maybe scrolled down, so it keeps the scroll; after that the router
 * puts each new page at the top, and Back and Forward where the visitor left it.
 */
function afterFirstRender(): () => boolean {
  let rendered = false;
  return () => {
    const navigated = rendered;
    rendered = true;
    return navigated;
  };
}

/**
 * The browser's router over its history (web/main.tsx takes that a task before), following navigations for the
 * focus, Back and Forward, and the meta description.
 */
export function browserRouter(history: RouterHistory): AppRouter {
  const router = createAppRouter(history, { scrollRestoration: afterFirstRender() });
  router.subscribe('onBeforeNavigate', (e) => {
    if (e.fromLocation && e.pathChanged) markNavigated();
  });
  // Back and Forward are no fresh opening of a page: a wizard that clears its results on opening keeps them
  router.history.subscribe(({ action }) => markTraversed(action.type !== 'PUSH' && action.type !== 'REPLACE'));
  router.subscribe('onResolved', (e) => showDescription(e.toLocation.pathname));
  return router;
}

/** whether the router shows the 404 page: no route under the root claims the address, or a route's loader found nothing */
export const showsNotFound = (router: AppRouter): boolean =>
  router.state.matches.every((m) => m.routeId === rootRouteId) || router.state.matches.some((m) => m.status === 'notFound');

// the route tree's types (each page's search, validated) reach every hook and link
declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
