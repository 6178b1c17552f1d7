import './zod-jitless.js';
import './theme/styles.js';
import './theme/print.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { notFoundMarker } from '../engine/display/browser-definitions.js';
import { setFormatLanguage } from '../engine/display/format.js';
import { App } from './app.js';
import { documentLanguage } from './language/page-language.js';
import { browserRouter, showsNotFound } from './routes/router.js';

// the server preloads a first paint's style sheets without blocking it (api/web/critical-css.ts): here, where they
// stand in the head, they become style sheets, before any lazy page's sheet is added after them
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-css]')) link.rel = 'stylesheet';

// numbers, money and plurals in the page's language (the server's <html lang>), never the browser's, before anything renders
setFormatLanguage(documentLanguage());

const router = browserRouter();
const root = document.getElementById('root')!;
const app = <App router={router} />;

// the server's first paint of this very address (api/web/web-pages.ts marks it) is hydrated once the page's code
// and its part of the definitions are in; any other root (the dev server's empty one, a wizard opened at ?step=3)
// is replaced
async function start(rendered: string | undefined): Promise<void> {
  if (rendered === location.pathname + location.search || rendered === notFoundMarker) {
    await router.load();
    if (rendered !== notFoundMarker || showsNotFound(router)) {
      // the server rendered no Suspense boundary around the routes: told so, the router renders none either
      router.ssr = { manifest: undefined };
      hydrateRoot(root, app);
      return;
    }
  }
  createRoot(root).render(app);
}

void start(root.dataset.ssr);
