import { z } from '@hono/zod-openapi';
import * as wire from '@/lib/commerce/schemas/extensions';
import { adminOnly } from '../auth/middleware';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { createEntry, deleteEntry, getEntry, listEntries, loadApiBySlug, updateEntry } from './entries-store';
import { parseEntryFilter } from './entry-filter';
import { etagHeader } from './etag';
import { pageFrom, pageQuery } from '../http/paging';
import { pageEnvelope } from './paging';
import { baseUrlOf, entryResource } from './extension-view';

/** DESIGN.md §2: custom API entries are read and written with an administrator's token. */
const admin = { tags: ['Custom API entries'], access: adminOnly };

/** An entry's answer carries its version as ETag. */
const entryJson = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  headers: z.object({ ETag: z.string().openapi({ description: 'W/"{etag_id}" of the entry (spec 4.5)' }) }),
  content: { 'application/json': { schema } },
});
const slugParams = z.object({ slug: z.string().openapi({ description: 'The slug of the custom API' }) });
const entryParams = slugParams.extend({ id: z.string().openapi({ description: 'The entry id (uuid)' }) });
const ifMatch = z.object({
  'if-match': z.string().optional().openapi({
    description: 'W/"{etag_id}" of the version being changed; 412 when it is not the current one',
  }),
});
const body = wire.customApiEntryRequest;
const preconditionFailed = {
  412: { description: 'If-Match is not the current version, or is not a weak entity tag' },
};
const tooLarge = { 413: { description: 'The entry would hold more than 64KB' } };

const createEntryRoute = defineRoute({
  method: 'post',
  path: '/v2/extensions/{slug}',
  ...admin,
  summary: 'Create an entry of a custom API',
  request: { params: slugParams, body },
  responses: { 201: entryJson(wire.customApiEntryResponse, 'The new entry'), ...tooLarge },
});

const listEntriesRoute = defineRoute({
  method: 'get',
  path: '/v2/extensions/{slug}',
  ...admin,
  summary: 'List the entries of a custom API',
  request: {
    params: slugParams,
    query: z.object({
      ...pageQuery,
      filter: z.string().optional().openapi({
        description: 'eq(<field>,<value>) or in(<field>,<v1>,…), joined by ":"; e.g. eq(account_id,<uuid>)',
      }),
    }),
  },
  responses: { 200: json(wire.customApiEntryListResponse, 'A page of entries, oldest first') },
});

const getEntryRoute = defineRoute({
  method: 'get',
  path: '/v2/extensions/{slug}/{id}',
  ...admin,
  summary: 'Get an entry',
  request: { params: entryParams },
  responses: { 200: entryJson(wire.customApiEntryResponse, 'The entry') },
});

const updateEntryRoute = defineRoute({
  method: 'put',
  path: '/v2/extensions/{slug}/{id}',
  ...admin,
  summary: 'Update an entry (spec 4.5): the given fields replace theirs, the others are kept',
  request: { params: entryParams, headers: ifMatch, body },
  responses: {
    200: entryJson(wire.customApiEntryResponse, 'The entry as it now is'),
    ...preconditionFailed,
    ...tooLarge,
  },
});

const deleteEntryRoute = defineRoute({
  method: 'delete',
  path: '/v2/extensions/{slug}/{id}',
  ...admin,
  summary: 'Delete an entry',
  request: { params: entryParams, headers: ifMatch },
  responses: { 204: { description: 'Deleted' }, ...preconditionFailed },
});

export const entryRoutes = createRouter()
  .openapi(createEntryRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const target = await loadApiBySlug(db, c.req.valid('param').slug);
    const row = await createEntry(db, target, c.req.valid('json').data);
    const resource = entryResource(row, target.api, baseUrlOf(c));
    return c.json({ data: resource }, 201, {
      ...etagHeader(row.etagId),
      Location: resource.links?.self ?? '',
    });
  })
  .openapi(listEntriesRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { api, fields } = await loadApiBySlug(db, c.req.valid('param').slug);
    const query = c.req.valid('query');
    const conditions = query.filter === undefined ? [] : parseEntryFilter(query.filter, fields);
    const page = await pageFrom(db, query);
    const { rows, total } = await listEntries(db, api, conditions, page);
    const base = baseUrlOf(c);
    const data = rows.map((row) => entryResource(row, api, base));
    return c.json(pageEnvelope(c.req.url, page, total, data), 200);
  })
  .openapi(getEntryRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { slug, id } = c.req.valid('param');
    const { api } = await loadApiBySlug(db, slug);
    const row = await getEntry(db, api, id);
    return c.json({ data: entryResource(row, api, baseUrlOf(c)) }, 200, etagHeader(row.etagId));
  })
  .openapi(updateEntryRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { slug, id } = c.req.valid('param');
    const target = await loadApiBySlug(db, slug);
    const ifMatch = c.req.valid('header')['if-match'];
    const row = await updateEntry(db, target, id, c.req.valid('json').data, ifMatch);
    return c.json({ data: entryResource(row, target.api, baseUrlOf(c)) }, 200, etagHeader(row.etagId));
  })
  .openapi(deleteEntryRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { slug, id } = c.req.valid('param');
    const { api } = await loadApiBySlug(db, slug);
    await deleteEntry(db, api, id, c.req.valid('header')['if-match']);
    return c.body(null, 204);
  });
