import { leadCounts } from '../leads/outbox.js';
import { json } from '../http/respond.js';
import { HealthResponseSchema } from './response-schemas.js';
import { route } from './route.js';

/** 200 whenever the server can answer; says whether the database answers too */
export const healthRoute = route({
  method: 'get',
  path: '/api/health',
  summary: 'whether the server and its database answer',
  answer: { status: 200, description: 'the server answers', schema: HealthResponseSchema },
  async handle(_c, _input, { db, queue }) {
    const up = await db.ping(1000);
    const leads = up ? await db.run((orm) => leadCounts(orm)).catch(() => null) : null;
    return json({ status: 'ok', database: up ? 'up' : 'down', queue: queue.counters, leads });
  },
});
