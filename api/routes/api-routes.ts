import { insightsRoutes } from '../insights/insights-routes.js';
import { viewRoute } from '../insights/view-route.js';
import { assessmentRoute } from './assessments.js';
import { calculateRoutes } from './calculate.js';
import { docsRoutes } from './docs.js';
import { healthRoute } from './health.js';
import { documentOf } from './openapi.js';
import { quoteRoute } from './quotes.js';
import type { ApiRoute, RouteSource } from './route.js';

/**
 * Every route of the API, each declared once (api/routes/route.ts): the app registers this list and the OpenAPI
 * document is made from it. A new route starts here.
 */
export function apiRoutes(source: RouteSource): ApiRoute[] {
  const routes = [
    ...calculateRoutes(source.models),
    quoteRoute(source.quotes),
    assessmentRoute(source.models.map((m) => m.definition.id)),
    healthRoute,
    ...insightsRoutes(source.models),
    viewRoute(source),
  ];
  routes.push(...docsRoutes(source.title, () => documentOf(routes, source)));
  return routes;
}

/**
 * The OpenAPI 3.1 document of the API, from the route declarations.
 * @example openApiDocument({ title, models, quotes }).paths['/api/health']
 */
export const openApiDocument = (source: RouteSource) => documentOf(apiRoutes(source), source);
