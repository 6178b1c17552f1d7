import { z } from 'zod';
import { noScriptEventsOf } from '../../engine/insights/page-views.js';
import type { InsightEvent } from '../../engine/insights/events.js';
import { reply } from '../http/respond.js';
import { fileSecurityHeaders } from '../http/security-headers.js';
import { route, type ApiRoute, type RouteSource } from '../routes/route.js';
import { optedOut, storeEvents } from './store-events.js';

/** a transparent 1 x 1 GIF: what an <img> of a page without script gets back */
export const pixel = Uint8Array.from(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));

/** a reload within half an hour takes the image from the browser's own cache: the view is not counted again */
const cached = 'private, max-age=1800';

const pageQuery = z.strictObject({
  page: z
    .string({ message: 'page must be the address of a page of this site, such as /hr or /it-assessment?step=2' })
    .max(2000, 'page must be at most 2000 characters'),
});

/**
 * GET /api/events/view?page=<address>: the no-script image of a page (web/layout/page-view-beacon.tsx) counts the
 * events that page counts as it shows (engine/insights/page-views.ts) and answers a 1 x 1 image, cached privately.
 */
export function viewRoute(source: RouteSource): ApiRoute {
  const places = {
    departments: source.models.map((m) => m.definition),
    quotes: { route: source.quotes.route },
    steps: new Map(source.models.map((m) => [m.definition.id, m.definition.wizard.steps.length])),
  };
  const hashes = new Map(source.models.map((m) => [m.definition.id, m.hash]));
  return route({
    method: 'get',
    path: '/api/events/view',
    summary: 'counts the view of a page shown without JavaScript (its <noscript> image): the same events its script would send',
    query: pageQuery,
    answer: {
      status: 200,
      description: 'a 1 x 1 GIF, cacheable privately for 30 minutes; nothing counted for GPC, DNT or an address of no counted page',
      type: 'image/gif',
    },
    limit: 'events',
    errors: [{ status: 503, description: 'overloaded: too many events wait to be stored (Retry-After: 5); storage_unavailable (Retry-After: 30)' }],
    async handle(c, { query }, deps) {
      const events = optedOut(c) ? [] : eventsOf(query.page);
      await storeEvents(deps, hashes, events);
      return reply(pixel, 200, { 'Content-Type': 'image/gif', 'Content-Length': String(pixel.length), 'Cache-Control': cached }, fileSecurityHeaders);
    },
  });

  function eventsOf(page: string): InsightEvent[] {
    try {
      return noScriptEventsOf(places, new URL(page, 'http://page.invalid'));
    } catch {
      return [];
    }
  }
}
