import { createRouter } from '@tanstack/react-router';
import { showDescription } from '../layout/meta-description.js';
import { markNavigated } from '../layout/navigation-focus.js';
import { routeTree } from './route-tree.js';

// preloading on hover or focus fetches a page's chunk before the click
export const router = createRouter({ routeTree, defaultPreload: 'intent' });

router.subscribe('onBeforeNavigate', (e) => {
  if (e.fromLocation && e.pathChanged) markNavigated();
});

router.subscribe('onResolved', (e) => showDescription(e.toLocation.pathname));
