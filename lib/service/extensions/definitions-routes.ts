import { z } from '@hono/zod-openapi';
import * as wire from '@/lib/commerce/schemas/extensions';
import { adminOnly } from '../auth/middleware';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import {
  deleteCustomApi,
  getCustomApi,
  getField,
  insertCustomApi,
  insertField,
  listCustomApis,
  listFields,
} from './definitions-store';
import { pageFrom, pageQuery } from '../http/paging';
import { pageEnvelope } from './paging';
import { baseUrlOf, customApiPath, customApiResource, fieldResource } from './extension-view';

/** DESIGN.md §2/§3: defining custom APIs is an administrator's job (client-credentials token). */
const admin = { tags: ['Custom APIs'], access: adminOnly };
const COLLECTION = '/v2/settings/extensions/custom-apis';

const apiParams = z.object({ id: z.string().openapi({ description: 'The custom API id (uuid)' }) });
const fieldParams = apiParams.extend({
  fieldId: z.string().openapi({ description: 'The custom field id (uuid)' }),
});

const createApiRoute = defineRoute({
  method: 'post',
  path: COLLECTION,
  ...admin,
  summary: 'Create a custom API',
  request: { body: wire.customApiRequest },
  responses: {
    201: json(wire.customApiResponse, 'The new custom API'),
    409: { description: 'The slug or the api_type is taken' },
  },
});

const listApisRoute = defineRoute({
  method: 'get',
  path: COLLECTION,
  ...admin,
  summary: 'List the custom APIs',
  request: { query: z.object(pageQuery) },
  responses: { 200: json(wire.customApiListResponse, 'A page of custom APIs, oldest first') },
});

const getApiRoute = defineRoute({
  method: 'get',
  path: `${COLLECTION}/{id}`,
  ...admin,
  summary: 'Get a custom API',
  request: { params: apiParams },
  responses: { 200: json(wire.customApiResponse, 'The custom API') },
});

const deleteApiRoute = defineRoute({
  method: 'delete',
  path: `${COLLECTION}/{id}`,
  ...admin,
  summary: 'Delete a custom API with its fields and entries',
  request: { params: apiParams },
  responses: { 204: { description: 'Deleted' } },
});

const createFieldRoute = defineRoute({
  method: 'post',
  path: `${COLLECTION}/{id}/fields`,
  ...admin,
  summary: 'Add a custom field to a custom API',
  request: { params: apiParams, body: wire.customFieldRequest },
  responses: {
    201: json(wire.customFieldResponse, 'The new field'),
    409: { description: 'The custom API already has a field with that slug' },
  },
});

const listFieldsRoute = defineRoute({
  method: 'get',
  path: `${COLLECTION}/{id}/fields`,
  ...admin,
  summary: "List a custom API's fields",
  request: { params: apiParams, query: z.object(pageQuery) },
  responses: { 200: json(wire.customFieldListResponse, 'A page of fields, oldest first') },
});

const getFieldRoute = defineRoute({
  method: 'get',
  path: `${COLLECTION}/{id}/fields/{fieldId}`,
  ...admin,
  summary: 'Get a custom field',
  request: { params: fieldParams },
  responses: { 200: json(wire.customFieldResponse, 'The field') },
});

export const definitionRoutes = createRouter()
  .openapi(createApiRoute, async (c) => {
    const row = await insertCustomApi(c.var.deps.storage.db, c.req.valid('json').data);
    const base = baseUrlOf(c);
    return c.json({ data: customApiResource(row, base) }, 201, { Location: base + customApiPath(row.id) });
  })
  .openapi(listApisRoute, async (c) => {
    const { db } = c.var.deps.storage;
    const page = await pageFrom(db, c.req.valid('query'));
    const { rows, total } = await listCustomApis(db, page);
    const base = baseUrlOf(c);
    const data = rows.map((row) => customApiResource(row, base));
    return c.json(pageEnvelope(c.req.url, page, total, data), 200);
  })
  .openapi(getApiRoute, async (c) => {
    const row = await getCustomApi(c.var.deps.storage.db, c.req.valid('param').id);
    return c.json({ data: customApiResource(row, baseUrlOf(c)) }, 200);
  })
  .openapi(deleteApiRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteCustomApi(c.var.deps.storage.db, id)))
      throw notFound(`No custom API with the id ${id}`);
    return c.body(null, 204);
  })
  .openapi(createFieldRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const api = await getCustomApi(db, c.req.valid('param').id);
    const row = await insertField(db, api, c.req.valid('json').data);
    const resource = fieldResource(row, baseUrlOf(c));
    return c.json({ data: resource }, 201, { Location: resource.links.self });
  })
  .openapi(listFieldsRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const api = await getCustomApi(db, c.req.valid('param').id);
    const page = await pageFrom(db, c.req.valid('query'));
    const { rows, total } = await listFields(db, api.id, page);
    const base = baseUrlOf(c);
    const data = rows.map((row) => fieldResource(row, base));
    return c.json(pageEnvelope(c.req.url, page, total, data), 200);
  })
  .openapi(getFieldRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { id, fieldId } = c.req.valid('param');
    const api = await getCustomApi(db, id);
    const row = await getField(db, api, fieldId);
    return c.json({ data: fieldResource(row, baseUrlOf(c)) }, 200);
  });
