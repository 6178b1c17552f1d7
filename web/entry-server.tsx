import { createMemoryHistory } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { inFormatLanguage } from '../engine/display/format.js';
import { App } from './app.js';
import { index } from './definitions.js';
import { createAppRouter } from './routes/router.js';

// the language the server handed the definitions in (web/server-definitions.ts); the build-time index of dev and the
// tests has none, and is the default language's
const language = (index as { language?: string }).language ?? index.site.languages[0]!.code;

// in the browser the router renders its routes inside a Suspense boundary, on the server it renders none: the
// server's page gets the same boundary (the router's documented InnerWrap), so the browser hydrates it as it is
const BrowserBoundary = ({ children }: { children: ReactNode }) => <Suspense>{children}</Suspense>;

/** the server build's entry (dist/ssr): a route's first paint as HTML, from the definitions the server handed in (web/server-definitions.ts) */
export async function render(url: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), { InnerWrap: BrowserBoundary });
  // loads the route's code and its part of the definitions, so nothing suspends in the render
  await router.load();
  // numbers and plurals written for the page's language; the render is synchronous, so no other render sees it
  return inFormatLanguage(language, () => renderToString(<App router={router} />));
}
