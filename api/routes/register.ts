import { Hono } from 'hono';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { readJson } from '../http/body.js';
import { ApiError, validate } from '../http/errors.js';
import type { Deps } from './deps.js';
import type { ApiRoute } from './route.js';

/**
 * The routes as a Hono app of their own, each answering as declared: its guard, its rate-limit class, its body
 * and query validated, then its handler. A known path asked with another method is a 405 with Allow, worked out
 * by hono's method-not-allowed from these routes alone (the web app's pages answer GET on every path).
 */
export function routesApp(routes: readonly ApiRoute[], deps: Deps): Hono {
  const api = new Hono();
  api.use(
    '/api/*',
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) => {
        throw new ApiError(405, 'method_not_allowed', `${c.req.path} answers ${methods.join(', ')} only`, [], { Allow: methods.join(', ') });
      },
    }),
  );
  for (const r of routes) {
    api.on(r.method.toUpperCase(), r.path, async (c) => {
      r.guard?.(c, deps);
      if (r.limit) await deps.limiter.take(r.limit, c);
      const body = r.body && validate(r.bodyIn?.(deps, c.get('language')) ?? r.body, await readJson(c));
      const query = r.query && validate(r.query, c.req.query());
      return r.handle(c, { body, query }, deps);
    });
  }
  return api;
}
