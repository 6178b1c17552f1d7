import './zod-jitless.js';
import './theme/styles.js';
import './theme/print.css';
import { createBrowserHistory, type AnyRoute } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { notFoundMarker } from '../engine/display/browser-definitions.js';
import { setFormatLanguage } from '../engine/display/format.js';
import { App } from './app.js';
import { documentLanguage } from './language/page-language.js';
import { markMovedBeforeCode } from './layout/page/navigation-focus.js';
import { browserRouter, showsNotFound } from './routes/router.js';

// numbers, money and plurals in the page's language (the server's <html lang>), never the browser's, before anything renders
setFormatLanguage(documentLanguage());

const root = document.getElementById('root')!;

// the server's first paint of this very address (api/web/web-pages.ts marks it) is hydrated once the page's code
// and its part of the definitions are in; any other root (the dev server's empty one, a wizard opened at ?step=3)
// is replaced
async function start(rendered: string | undefined): Promise<void> {
  // the modules evaluate in one task, the browser's history is taken in the next (it writes the entry's state), the
  // router is made in a third, the page's code is asked for in a fourth and the router loads the page in a fifth:
  // none adds to another's length (a task the browser cannot interrupt holds up a click, and Lighthouse counts it)
  const nextTask = () => new Promise((next) => setTimeout(next));
  await nextTask();
  const history = createBrowserHistory();
  await nextTask();
  const router = browserRouter(history);
  const app = <App router={router} />;
  markMovedBeforeCode();
  if (rendered === location.pathname + location.search || rendered === notFoundMarker) {
    await nextTask();
    // the page's code is asked for here (the preloads of its chunks are a request's start each); the router's load
    // in the next task finds it on its way
    const matched = router.matchRoutes(router.latestLocation) as { routeId: string }[];
    for (const m of matched) router.loadRouteChunk((router.routesById as Record<string, AnyRoute>)[m.routeId]!)?.catch(() => {});
    await nextTask();
    await router.load();
    if (rendered !== notFoundMarker || showsNotFound(router)) {
      // the server painted the routes inside the Suspense boundary the router renders here (entry-server.tsx); as a
      // transition, hydration yields to the browser every few milliseconds instead of one long task
      startTransition(() => void hydrateRoot(root, app));
      return;
    }
  }
  createRoot(root).render(app);
}

void start(root.dataset.ssr);
