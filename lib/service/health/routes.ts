import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';

export const HEALTH_PATH = '/health';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  storage: z.enum(['pglite', 'postgres']),
  time: z.string(),
});

const healthRoute = defineRoute({
  method: 'get',
  path: HEALTH_PATH,
  summary: 'Whether the service and its storage answer',
  errorResponses: false,
  responses: { 200: json(health, 'Healthy'), 503: json(health, 'The storage does not answer') },
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
