import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { showDescription } from '../layout/page/meta-description.js';
import { markNavigated, markTraversed } from '../layout/page/navigation-focus.js';
import { routeTree } from './route-tree.js';

// preloading on hover or focus fetches a page's chunk before the click; paths match as the server matches them,
// case and all, so /SALES is the 404 page here too and not the Sales landing under a 404 status
/** the app's router over a history: the browser's, or a memory history when the server renders a route */
export const createAppRouter = (history?: RouterHistory) => createRouter({ routeTree, history, defaultPreload: 'intent', caseSensitive: true });

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The browser's router over its history (web/main.tsx takes that a task before), following navigations for the
 * focus, Back and Forward, and the meta description.
 */
export function browserRouter(history: RouterHistory): AppRouter {
  const router = createAppRouter(history);
  router.subscribe('onBeforeNavigate', (e) => {
    if (e.fromLocation && e.pathChanged) markNavigated();
  });
  // Back and Forward are no fresh opening of a page: a wizard that clears its results on opening keeps them
  router.history.subscribe(({ action }) => markTraversed(action.type !== 'PUSH' && action.type !== 'REPLACE'));
  router.subscribe('onResolved', (e) => showDescription(e.toLocation.pathname));
  return router;
}

/** whether the router shows the 404 page (no route claims the address) */
export const showsNotFound = (router: AppRouter): boolean => router.state.matches.some((m) => m.status === 'notFound' || m._notFound === true);

// the route tree's types (each page's search, validated) reach every hook and link
declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
