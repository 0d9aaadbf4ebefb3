import { createRoute, z } from '@hono/zod-openapi';
import { FILTER_RULES } from '@/lib/commerce/filter';
import { listEnvelope } from '@/lib/commerce/schemas/common';
import { file } from '@/lib/commerce/schemas/catalog';
import { allow } from '../../auth/middleware';
import { notFound } from '../../http/errors';
import { createRouter, errorResponses } from '../../http/router';
import { listLinks, listMeta, pageFrom, pageQuery } from '../listing/paging';
import { filterQuery, parseFilterParameter } from '../listing/query-params';
import { fileView } from '../views/file-view';
// The path here starts with /v2 (not /catalog), which is what the carts' base URL reads.
import { serviceBaseUrl } from '../../carts/cart-view';
import { findFile, listFiles } from './file-store';

const tags = ['Files'];
const readers = allow('implicit', 'account', 'admin');

const listRoute = createRoute({
  method: 'get',
  path: '/v2/files',
  tags,
  summary: 'The store’s files, e.g. `filter=in(id,…)` for a page’s main images (beyond the spec)',
  middleware: [readers] as const,
  request: { query: z.object({ ...pageQuery, ...filterQuery }) },
  responses: {
    200: { description: 'A page of files', content: { 'application/json': { schema: listEnvelope(file) } } },
    ...errorResponses,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/v2/files/{fileID}',
  tags,
  summary: 'One file’s metadata and link (beyond the spec); its content is at `link.href`',
  middleware: [readers] as const,
  request: { params: z.object({ fileID: z.string().min(1).max(64) }) },
  responses: {
    200: { description: 'The file', content: { 'application/json': { schema: z.object({ data: file }) } } },
    ...errorResponses,
  },
});

export const fileListRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { db } = c.var.deps.storage;
    const query = c.req.valid('query');
    const conditions = parseFilterParameter(query.filter, FILTER_RULES.files);
    const page = await pageFrom(db, query);
    const { files, total } = await listFiles(db, conditions, page);
    const baseUrl = serviceBaseUrl(c);
    return c.json(
      {
        data: files.map((entry) => fileView(entry, 'file', baseUrl)),
        meta: listMeta(total, page),
        links: listLinks(c.req.url, total, page),
      },
      200,
    );
  })
  .openapi(getRoute, async (c) => {
    const { fileID } = c.req.valid('param');
    const found = await findFile(c.var.deps.storage.db, fileID);
    if (!found) throw notFound(`No file ${fileID}`);
    return c.json({ data: fileView(found, 'file', serviceBaseUrl(c)) }, 200);
  });
