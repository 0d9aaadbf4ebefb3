import { z } from '@hono/zod-openapi';
import * as wire from '@/lib/commerce/schemas/merchandising';
import { adminOnly } from '../auth/middleware';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { pageFrom, pageQuery } from '../http/paging';
import { pimList } from '../catalog/listing/pim-list';
import type { Database } from '../storage/database';
import { findJob, listJobs } from './job-store';
import { jobView } from './product-view';

/** DESIGN.md §2: `/pcm/**` is for administrators; implicit and account tokens get 403. */
const admin = { tags: ['Jobs (admin)'], access: adminOnly };
const params = z.object({ jobID: z.string().openapi({ description: 'The job id (uuid)' }) });

const listRoute = defineRoute({
  method: 'get',
  path: '/pcm/jobs',
  ...admin,
  summary: 'List the PIM jobs, newest first',
  description: 'The child-product builds, each finished when it answered; the newest 100 are kept.',
  request: { query: z.object(pageQuery) },
  responses: { 200: json(wire.pimJobListResponse, 'A page of jobs') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/pcm/jobs/{jobID}',
  ...admin,
  summary: 'Get a PIM job',
  request: { params },
  responses: { 200: json(wire.pimJobResponse, 'The job') },
});

const errorsRoute = defineRoute({
  method: 'get',
  path: '/pcm/jobs/{jobID}/errors',
  ...admin,
  summary: "A PIM job's errors",
  description:
    'A job is kept only when it succeeded (a failed build changes nothing and answers its error), so none.',
  request: { params },
  responses: { 200: json(wire.pimJobErrorsResponse, 'The errors (none)') },
});

async function requireJob(db: Database, id: string) {
  const job = await findJob(db, id);
  if (!job) throw notFound(`Job ${id} not found`);
  return job;
}

export const jobRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const page = await pageFrom(db, c.req.valid('query'));
    const { rows, total } = await listJobs(db, page);
    return c.json(pimList(c.req.url, page, total, rows.map(jobView)), 200);
  })
  .openapi(getRoute, async (c) => {
    const job = await requireJob(c.var.deps.storage.db, c.req.valid('param').jobID);
    return c.json({ data: jobView(job) }, 200);
  })
  .openapi(errorsRoute, async (c) => {
    await requireJob(c.var.deps.storage.db, c.req.valid('param').jobID);
    return c.json({ data: [] }, 200);
  });
