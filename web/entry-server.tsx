import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app.js';
import { createAppRouter } from './routes/router.js';

/** the server build's entry (dist/ssr): a route's first paint as HTML, from the definitions the server handed in (web/server-definitions.ts) */
export async function render(url: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  // loads the route's code and its part of the definitions, so nothing suspends in the render
  await router.load();
  return renderToString(<App router={router} />);
}
