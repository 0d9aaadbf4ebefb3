import { z } from '@hono/zod-openapi';
import * as wire from '@/lib/commerce/schemas/variations';
import { adminOnly } from '../auth/middleware';
import { notFound, requirePathId } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { pageFrom, pageQuery } from '../http/paging';
import { pimList } from '../catalog/listing/pim-list';
import type { Database } from '../storage/database';
import { optionBodyHook, optionValues } from './option-rules';
import { deleteOption, findVariation, insertOption, listVariations, updateOption } from './variation-store';
import { optionView, variationView } from './variation-view';

/** DESIGN.md §2: `/pcm/**` is for administrators; implicit and account tokens get 403. */
const admin = { tags: ['Variations (admin)'], access: adminOnly };

const variationParams = z.object({
  variationID: z.string().openapi({ description: 'The variation id (uuid)' }),
});
const optionParams = variationParams.extend({
  optionID: z.string().openapi({ description: 'The option id (uuid)' }),
});
const optionErrors = {
  409: { description: 'The variation already has an option with this name' },
  422: { description: 'The name is missing or breaks spec 2.7 (A-Z, a-z, 0-9, hyphen, underscore, period)' },
};

const listRoute = defineRoute({
  method: 'get',
  path: '/pcm/variations',
  ...admin,
  summary: 'List the variations with their options',
  request: { query: z.object(pageQuery) },
  responses: {
    200: json(wire.variationListResponse, 'A page of variations by name; options in spec 2.7 order'),
  },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/pcm/variations/{variationID}',
  ...admin,
  summary: 'Get a variation with its options',
  request: { params: variationParams },
  responses: { 200: json(wire.variationResponse, 'The variation; options in spec 2.7 order') },
});

const createOptionRoute = defineRoute({
  method: 'post',
  path: '/pcm/variations/{variationID}/options',
  ...admin,
  summary: 'Create a variation option (spec 4.3)',
  description:
    'Children are made from it when a parent using the variation is built (POST /pcm/products/{id}/build).',
  request: { params: variationParams, body: wire.createVariationOptionRequest },
  responses: { 201: json(wire.variationOptionResponse, 'The new option'), ...optionErrors },
});

const getOptionRoute = defineRoute({
  method: 'get',
  path: '/pcm/variations/{variationID}/options/{optionID}',
  ...admin,
  summary: 'Get a variation option',
  request: { params: optionParams },
  responses: { 200: json(wire.variationOptionResponse, 'The option') },
});

const updateOptionRoute = defineRoute({
  method: 'put',
  path: '/pcm/variations/{variationID}/options/{optionID}',
  ...admin,
  summary: 'Change a variation option',
  description:
    "The attributes replace the option's: a sort_order left out or null is removed (spec 2.7 rule 3). Rebuild the parents for it to take effect (rule 4).",
  request: { params: optionParams, body: wire.updateVariationOptionRequest },
  responses: { 200: json(wire.variationOptionResponse, 'The option as it now is'), ...optionErrors },
});

const listOptionsRoute = defineRoute({
  method: 'get',
  path: '/pcm/variations/{variationID}/options',
  ...admin,
  summary: "List a variation's options (beyond the spec)",
  request: { params: variationParams },
  responses: {
    200: json(z.object({ data: z.array(wire.variationOption) }), 'The options, in spec 2.7 order'),
  },
});

const deleteOptionRoute = defineRoute({
  method: 'delete',
  path: '/pcm/variations/{variationID}/options/{optionID}',
  ...admin,
  summary: 'Delete a variation option (beyond the spec)',
  description: 'Children made from it go when their parent is next built (spec 2.7 rule 4).',
  request: { params: optionParams },
  responses: { 204: { description: 'The option is gone' } },
});

async function requireVariation(db: Database, variationId: string) {
  const record = await findVariation(db, variationId);
  if (!record) throw notFound(`Variation ${variationId} not found`);
  return record;
}

export const variationRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const page = await pageFrom(db, c.req.valid('query'));
    const { records, total } = await listVariations(db, page);
    return c.json(pimList(c.req.url, page, total, records.map(variationView)), 200);
  })
  .openapi(getRoute, async (c) => {
    const record = await requireVariation(c.var.deps.storage.db, c.req.valid('param').variationID);
    return c.json({ data: variationView(record) }, 200);
  })
  .openapi(
    createOptionRoute,
    async (c) => {
      const { variationID } = c.req.valid('param');
      const option = await insertOption(
        c.var.deps.storage.db,
        variationID,
        optionValues(c.req.valid('json').data.attributes),
      );
      const url = new URL(c.req.url);
      c.header('Location', `${url.origin}${url.pathname.replace(/\/+$/, '')}/${option.id}`);
      return c.json({ data: optionView(option) }, 201);
    },
    optionBodyHook,
  )
  .openapi(listOptionsRoute, async (c) => {
    const record = await requireVariation(c.var.deps.storage.db, c.req.valid('param').variationID);
    return c.json({ data: record.options.map(optionView) }, 200);
  })
  .openapi(deleteOptionRoute, async (c) => {
    const { variationID, optionID } = c.req.valid('param');
    await deleteOption(c.var.deps.storage.db, variationID, optionID);
    return c.body(null, 204);
  })
  .openapi(getOptionRoute, async (c) => {
    const { variationID, optionID } = c.req.valid('param');
    const record = await requireVariation(c.var.deps.storage.db, variationID);
    const option = record.options.find((candidate) => candidate.id === optionID);
    if (!option) throw notFound(`Option ${optionID} of variation ${variationID} not found`);
    return c.json({ data: optionView(option) }, 200);
  })
  .openapi(
    updateOptionRoute,
    async (c) => {
      const { variationID, optionID } = c.req.valid('param');
      const { data } = c.req.valid('json');
      requirePathId(data.id, optionID, { of: 'option' });
      const option = await updateOption(
        c.var.deps.storage.db,
        variationID,
        optionID,
        optionValues(data.attributes),
      );
      return c.json({ data: optionView(option) }, 200);
    },
    optionBodyHook,
  );
