import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { eventsBodySchema } from '../../engine/insights/events.js';
import { insightsReport } from '../../engine/insights/report.js';
import type { Model } from '../../engine/evaluation/model.js';
import { readJson } from '../http/body.js';
import type { Database } from '../db/client.js';
import { ApiError, validate } from '../http/errors.js';
import { storageAnswer } from '../http/storage-answer.js';
import { json, reply } from '../http/respond.js';
import { addressOf, cookieName, overHttps, sameToken, sessionMs, sessionValue, signedIn, WrongTokens } from './access.js';
import type { EventQueue } from './event-queue.js';
import { reportData } from './report-data.js';

export interface InsightsDeps {
  models: readonly Model[];
  db: Database;
  events: Pick<EventQueue, 'push'>;
  now: () => Date;
  /** INSIGHTS_TOKEN; without it /insights and its API answer 404 */
  token?: string;
  /** beacons allowed per address a minute (in memory); false lifts it (benchmarks) */
  eventLimit: number | false;
}

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

/**
 * POST /api/events (anonymous counts, 204), and behind the token: POST /api/insights/session (sign-in),
 * GET /api/insights (the report, every count through the small-group rule) and GET /insights (the page, which
 * is a 404 without a token).
 */
export function insightsRoutes(app: Hono, d: InsightsDeps): void {
  const departments = d.models.map((m) => m.definition);
  const hashes = new Map(d.models.map((m) => [m.definition.id, m.hash]));
  const body = eventsBodySchema(departments, hashes);
  const beacons = new Map<string, number>();
  let window = 0;

  app.post('/api/events', async (c) => {
    if (d.eventLimit !== false) {
      // a fixed minute per address, in memory: costs a map lookup, not a database round trip
      const minute = Math.floor(d.now().getTime() / 60_000);
      if (minute !== window) {
        window = minute;
        beacons.clear();
      }
      const address = addressOf(c);
      const n = (beacons.get(address) ?? 0) + 1;
      beacons.set(address, n);
      if (n > d.eventLimit) throw new ApiError(429, 'rate_limited', 'Too many events from this address; try again in a minute', [], { 'Retry-After': '60' });
    }
    const { events } = validate(body, await readJson(c));
    const day = d.now().toISOString().slice(0, 10);
    const rows = events.map((e) => {
      const department = e.department ?? '';
      return { day, department, definitionHash: department ? (hashes.get(department) ?? '') : '', event: e.kind, step: e.step ?? 0 };
    });
    try {
      // in the journal before the answer, as a calculation
      await d.events.push(rows);
    } catch (e) {
      throw storageAnswer(e, 'event');
    }
    return reply(null, 204, {});
  });

  const now = () => d.now().getTime();
  const wrong = new WrongTokens(now);
  const ids = departments.map((x) => x.id);
  const query = reportQuery(ids);
  const tokenBody = z.strictObject({ token: z.string({ message: 'token must be the INSIGHTS_TOKEN text' }).max(1000) });

  app.get('/insights', async (c, next) => {
    if (!d.token) throw new ApiError(404, 'not_found', 'Nothing at /insights');
    await next();
    // the app's shell, served for a path the definitions do not name: with a token this page is there
    if (c.res.status === 404 && c.res.headers.get('content-type')?.startsWith('text/html'))
      c.res = new Response(c.res.body, { status: 200, headers: c.res.headers });
  });
  app.post('/api/insights/session', async (c) => {
    if (!d.token) throw new ApiError(404, 'not_found', 'No API endpoint at /api/insights/session');
    const address = addressOf(c);
    wrong.check(address);
    const { token } = validate(tokenBody, await readJson(c));
    if (!sameToken(token, d.token)) {
      wrong.wrong(address);
      throw new ApiError(401, 'wrong_token', 'That is not the insights token');
    }
    const expires = now() + sessionMs;
    setCookie(c, cookieName, sessionValue(d.token, expires), { httpOnly: true, sameSite: 'Strict', secure: overHttps(c), path: '/', maxAge: sessionMs / 1000 });
    const cookie = c.res.headers.get('set-cookie')!;
    return json({ expires: new Date(expires).toISOString() }, 200, { 'Set-Cookie': cookie });
  });
  app.get('/api/insights', signedIn(d.token, now), async (c) => {
    const q = validate(query, c.req.query());
    const data = await reportData(d.db, d.models, { days: q.days, department: q.department, now: d.now() });
    return json(insightsReport(data));
  });
}
