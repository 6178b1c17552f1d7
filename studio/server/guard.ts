import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const tokenCookie = 'studio_token';
export const tokenHeader = 'x-studio-token';

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

const refuse = (status: 401 | 403, message: string) => Response.json({ error: { message } }, { status });

/**
 * Admits only the studio's user: a Host that is the studio's own (a DNS-rebinding name is not), an Origin, when
 * the browser sends one, of the studio itself (another site's page is not), and the printed token: in the query on
 * the first load (then kept in an HttpOnly SameSite=Strict cookie), in the cookie or in the x-studio-token header.
 */
export function guard({ token, hosts }: { token: string; hosts: string[] }): MiddlewareHandler {
  const allowed = new Set(hosts.map((h) => h.toLowerCase()));
  return async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    if (!allowed.has(host)) {
      return refuse(403, `The studio answers only at ${hosts.join(' or ')}; this request was addressed to "${host || 'no host'}" and is refused`);
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !hosts.some((h) => origin.toLowerCase() === `http://${h.toLowerCase()}`)) {
      return refuse(403, `A page of another site (${origin}) may not use the studio; open the address the studio printed`);
    }
    const fromQuery = c.req.query('token');
    const given = c.req.header(tokenHeader) ?? getCookie(c, tokenCookie) ?? fromQuery;
    if (given === undefined || !same(given, token)) {
      return refuse(401, 'The studio needs its token: open the address it printed when it started (http://…/?token=…)');
    }
    await next();
    if (fromQuery !== undefined) setCookie(c, tokenCookie, token, { httpOnly: true, sameSite: 'Strict', path: '/' });
  };
}
