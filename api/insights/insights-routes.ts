import { z } from 'zod';
import { eventsBodySchema } from '../../engine/insights/events.js';
import { insightsReport, InsightsReportSchema } from '../../engine/insights/report.js';
import type { Model } from '../../engine/evaluation/model.js';
import { json, reply } from '../http/respond.js';
import { route, type ApiRoute } from '../routes/route.js';
import { requireSession, requireToken, signIn } from './access.js';
import { reportData } from './report-data.js';
import { storeEvents } from './store-events.js';

/** the longest period a report covers */
export const maxDays = 366;

/** the report's query: days from 1 to 366 (30 by default), one department or all */
export const reportQuery = (ids: string[]) =>
  z.strictObject({
    days: z.coerce
      .number({ message: `days must be a whole number from 1 to ${maxDays}` })
      .int(`days must be a whole number from 1 to ${maxDays}`)
      .min(1, `days must be a whole number from 1 to ${maxDays}`)
      .max(maxDays, `days must be a whole number from 1 to ${maxDays}`)
      .default(30),
    department: z.enum(ids, { message: `department must be one of ${ids.join(', ')}` }).optional(),
  });

const tokenBody = z.strictObject({ token: z.string({ message: 'token must be the INSIGHTS_TOKEN text' }).max(1000) });
const noToken = { status: 404, description: 'not_found: the server has no INSIGHTS_TOKEN' };

/**
 * POST /api/events (anonymous counts, 204), and behind the token: POST /api/insights/session (sign-in) and
 * GET /api/insights (the report, every count through the small-group rule).
 */
export function insightsRoutes(models: readonly Model[]): ApiRoute[] {
  const departments = models.map((m) => m.definition);
  const hashes = new Map(models.map((m) => [m.definition.id, m.hash]));
  return [
    route({
      method: 'post',
      path: '/api/events',
      summary: 'anonymous usage events of one visit (docs/insights.md), counted by day and never tied to a visitor',
      body: eventsBodySchema(departments, hashes),
      answer: { status: 204, description: 'counted' },
      limit: 'events',
      errors: [{ status: 503, description: 'overloaded: too many events wait to be stored (Retry-After: 5); storage_unavailable (Retry-After: 30)' }],
      async handle(_c, { body: { events } }, deps) {
        await storeEvents(deps, hashes, events);
        return reply(null, 204, {});
      },
    }),
    route({
      method: 'post',
      path: '/api/insights/session',
      summary: 'signs in to the insights report with the INSIGHTS_TOKEN: a cookie that lasts 12 hours',
      body: tokenBody,
      languages: true,
      answer: { status: 200, description: 'signed in: the insights cookie is set', schema: z.strictObject({ expires: z.iso.datetime() }) },
      // checked before the token, so a guess after the limit learns nothing
      limit: 'insights-sign-in',
      errors: [noToken, { status: 401, description: 'wrong_token: not the INSIGHTS_TOKEN' }],
      guard: (c, deps) => requireToken(c, deps.insightsToken),
      async handle(c, { body: { token } }, deps) {
        const { cookie, expires } = await signIn(c, token, deps);
        return json({ expires: new Date(expires).toISOString() }, 200, { 'Set-Cookie': cookie });
      },
    }),
    route({
      method: 'get',
      path: '/api/insights',
      summary: 'the insights report: every count through the small-group rule (docs/insights.md)',
      query: reportQuery(departments.map((x) => x.id)),
      answer: { status: 200, description: 'the report', schema: InsightsReportSchema },
      errors: [
        { status: 400, description: 'invalid_request: days or department out of range' },
        noToken,
        { status: 401, description: 'sign_in_required: no valid insights cookie' },
      ],
      guard: (c, deps) => requireSession(c, deps.insightsToken, deps.now().getTime()),
      async handle(_c, { query }, deps) {
        const data = await reportData(deps.db, models, { days: query.days, department: query.department, now: deps.now() });
        return json(insightsReport(data));
      },
    }),
  ];
}
