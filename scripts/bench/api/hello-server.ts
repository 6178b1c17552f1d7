// the baseline: a bare Hono app on @hono/node-server from the project's own dependencies, nothing else
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/api/health', (c) => c.json({ status: 'ok' }));
app.post('*', (c) => c.json({ hello: 'world' }));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
