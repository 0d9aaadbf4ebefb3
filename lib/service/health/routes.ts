import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../http/router';

export const HEALTH_PATH = '/health';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  storage: z.enum(['pglite', 'postgres']),
  time: z.string(),
});

const healthRoute = createRoute({
  method: 'get',
  path: HEALTH_PATH,
  summary: 'Whether the service and its storage answer',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: health } } },
    503: { description: 'The storage does not answer', content: { 'application/json': { schema: health } } },
  },
});

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  const { storage } = c.var.deps;
  const time = new Date().toISOString();
  try {
    await storage.db.execute(sql`SELECT 1`);
    return c.json({ status: 'ok' as const, storage: storage.kind, time }, 200);
  } catch {
    return c.json({ status: 'degraded' as const, storage: storage.kind, time }, 503);
  }
});
