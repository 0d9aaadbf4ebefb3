import { z } from '@hono/zod-openapi';
import * as wire from '@/lib/commerce/schemas/merchandising';
import { adminOnly } from '../auth/middleware';
import { notFound, requirePathId } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { buildParent } from './build';
import { pageFrom, pageQuery } from '../http/paging';
import { pimList } from '../catalog/listing/pim-list';
import { changeProduct, findProduct, listChildren, listProducts } from './product-store';
import { draftProductView, jobView } from './product-view';

/** DESIGN.md §2: `/pcm/**` is for administrators; implicit and account tokens get 403. */
const admin = { tags: ['Products (admin)'], access: adminOnly };
const params = z.object({ id: z.string().openapi({ description: 'The product id (uuid)' }) });

const getRoute = defineRoute({
  method: 'get',
  path: '/pcm/products/{id}',
  ...admin,
  summary: 'Get a product of the draft data',
  description:
    'What the next publish reads, drafts included; parents say whether their children need a build (spec 2.7 rule 4).',
  request: { params },
  responses: { 200: json(wire.draftProductResponse, 'The product') },
});

const listRoute = defineRoute({
  method: 'get',
  path: '/pcm/products',
  ...admin,
  summary: 'List the draft products (drafts included), children left out',
  description:
    'Standard, parent and bundle products by name, with their status: what the merchandising area lists to take a product out of the next release or back in. Children follow their parent.',
  request: { query: z.object(pageQuery) },
  responses: { 200: json(wire.draftProductListResponse, 'A page of products') },
});

const updateRoute = defineRoute({
  method: 'put',
  path: '/pcm/products/{id}',
  ...admin,
  summary: 'Change a product (status draft/live, name, description)',
  description:
    'Only the given attributes change. Spec 3.2: a release holds live products only, so a change shows after the next publish.',
  request: { params, body: wire.productUpdateRequest },
  responses: { 200: json(wire.draftProductResponse, 'The product as it now is') },
});

const buildRoute = defineRoute({
  method: 'post',
  path: '/pcm/products/{id}/build',
  ...admin,
  summary: "Build a parent product's children from its variations",
  description:
    'One child per combination of options: a new option makes new children, a removed one removes them, and sort orders take effect (spec 2.7 rule 4). Children keep their ids, status and prices across builds. Answered as the vendor answers it, a PIM job (201), already finished: the request waits for the build.',
  request: { params },
  responses: {
    201: json(wire.buildJobResponse, 'The finished job, with the children as built in its meta'),
    409: { description: 'A child SKU or slug is taken' },
    422: { description: 'The product is not a parent, or its variations make more than 1000 children' },
  },
});

const childrenRoute = defineRoute({
  method: 'get',
  path: '/pcm/products/{id}/children',
  ...admin,
  summary: "List a parent product's children (the draft data)",
  description:
    'The children the last build made, by name, drafts included; a product that is no parent has none.',
  request: { params, query: z.object(pageQuery) },
  responses: { 200: json(wire.draftProductListResponse, 'A page of child products') },
});

export const productRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const page = await pageFrom(db, c.req.valid('query'));
    const { records, total } = await listProducts(db, page);
    return c.json(pimList(c.req.url, page, total, records.map(draftProductView)), 200);
  })
  .openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const record = await findProduct(c.var.deps.storage.db, id);
    if (!record) throw notFound(`Product ${id} not found`);
    return c.json({ data: draftProductView(record) }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { data } = c.req.valid('json');
    requirePathId(data.id, id, { of: 'product' });
    const record = await changeProduct(c.var.deps.storage.db, id, data.attributes);
    return c.json({ data: draftProductView(record) }, 200);
  })
  .openapi(buildRoute, async (c) => {
    const job = await buildParent(c.var.deps.storage.db, c.req.valid('param').id);
    return c.json({ data: jobView(job) }, 201);
  })
  .openapi(childrenRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { id } = c.req.valid('param');
    const page = await pageFrom(db, c.req.valid('query'));
    const { records, total } = await listChildren(db, id, page);
    return c.json(pimList(c.req.url, page, total, records.map(draftProductView)), 200);
  });
