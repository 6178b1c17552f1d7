import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { fillTemplate } from '../../engine/display/format.js';
import { insightsRoute } from '../../engine/display/page-heads.js';
import type { Model } from '../../engine/evaluation/model.js';
import { wrongTokenText, type PaintedInsights } from '../../engine/insights/painted-insights.js';
import { insightsReport } from '../../engine/insights/report.js';
import { formBodyLimit } from '../http/body.js';
import { ApiError } from '../http/errors.js';
import type { Deps } from '../routes/deps.js';
import type { PaintFor } from '../web/static.js';
import { cookieName, signIn, validSession } from './access.js';
import { reportQuery } from './insights-routes.js';
import { reportData } from './report-data.js';

/**
 * /insights, the page: there only with a token (without one it is a 404, whatever the web app holds), and painted
 * for each request as the visitor's sign-in stands, so it works before its code and without script. Signed in, the
 * report of the period and department its address names (?days, ?department: what the page's own filters send);
 * not, the sign-in form, saying why the last try was refused. The form posts here: the right token sets the cookie
 * and leads back to the page (303); a wrong one, or one past the sign-in limit, leads back to the page saying so,
 * and how long to wait (?until: when the wait ends, so a reload says the time left). Never stored by a cache.
 */
export function insightsPage(app: Hono, models: readonly Model[], deps: Deps): PaintFor {
  const token = deps.insightsToken;
  const ids = models.map((m) => m.definition.id);
  const there = () => {
    if (!token) throw new ApiError(404, 'not_found', `Nothing at ${insightsRoute}`);
  };
  app.get(insightsRoute, async (_c, next) => {
    there();
    await next();
  });
  app.post(insightsRoute, formBodyLimit, async (c) => {
    there();
    const { token: given } = await c.req.parseBody();
    try {
      // checked before the token, as the API checks it: a guess past the limit learns nothing
      await deps.limiter.take('insights-sign-in', c);
      await signIn(c, typeof given === 'string' ? given : '', deps);
      return c.redirect(insightsRoute, 303);
    } catch (e) {
      if (!(e instanceof ApiError) || (e.status !== 401 && e.status !== 429)) throw e;
      const until = deps.now().getTime() + Number(e.headers['Retry-After'] ?? 0) * 1000;
      return c.redirect(e.status === 429 ? `${insightsRoute}?until=${until}` : `${insightsRoute}?refused=token`, 303);
    }
  });
  return async (key, search, code, c) => {
    if (key !== insightsRoute || !token) return undefined;
    const now = deps.now().getTime();
    const asked = reportQuery(ids).safeParse({ days: search.get('days') || undefined, department: search.get('department') || undefined });
    const { days, department } = asked.success ? asked.data : { days: 30, department: undefined };
    const painted: PaintedInsights = { days, department, report: null };
    if (validSession(getCookie(c, cookieName), token, now)) {
      painted.report = insightsReport(await reportData(deps.db, models, { days, department, now: deps.now() }));
    } else {
      const until = Number(search.get('until'));
      if (until > now)
        painted.refusal = fillTemplate(deps.languages.of(code).definitions.site.errors.wrongTokens, { seconds: Math.ceil((until - now) / 1000) });
      else if (search.get('refused') === 'token') painted.refusal = wrongTokenText;
    }
    return { data: JSON.stringify(painted), private: true };
  };
}
