import type { Hono } from 'hono';
import type { Deps } from './deps.js';
import { leadCounts } from '../leads/outbox.js';
import { json } from '../http/respond.js';

/** 200 whenever the server can answer; says whether the database answers too */
export function healthRoutes(app: Hono, { db, queue }: Deps): void {
  app.get('/api/health', async () => {
    const up = await db.ping(1000);
    const leads = up ? await db.run((orm) => leadCounts(orm)).catch(() => null) : null;
    return json({ status: 'ok', database: up ? 'up' : 'down', queue: queue.counters, leads });
  });
}
