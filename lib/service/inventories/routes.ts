import { z } from '@hono/zod-openapi';
import { MAX_STOCK_IDS } from '@/lib/commerce/schemas/inventories';
import { anyToken } from '../auth/middleware';
import { listLinks, listMeta, pageFrom, pageQuery } from '../http/paging';
import { notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { findStock, findStocks, listLocations } from './stock-store';
import { locationView, stockView } from './stock-view';

const tags = ['Inventories'];
const counts = { total: z.int(), allocated: z.int(), available: z.int() };
const timestamps = z.object({ created_at: z.string(), updated_at: z.string() });

const stock = z.object({
  id: z.string(),
  type: z.literal('stock'),
  attributes: z.object({ ...counts, locations: z.record(z.string(), z.object(counts)) }),
  meta: z.object({ stock_id: z.string(), timestamps }),
});

const location = z.object({
  id: z.string(),
  type: z.literal('inventory_location'),
  attributes: z.object({
    name: z.string(),
    slug: z.string(),
    description: z.string().optional(),
    address: z.array(z.string()),
  }),
  meta: z.object({ timestamps }),
});

const locationsRoute = defineRoute({
  method: 'get',
  path: '/v2/inventories/locations',
  tags,
  summary: 'The places stock is kept (beyond the spec)',
  access: anyToken,
  request: { query: z.object(pageQuery) },
  responses: { 200: json(z.object({ data: z.array(location) }), 'A page of locations') },
});

const stockRoute = defineRoute({
  method: 'get',
  path: '/v2/inventories/{product_uuid}',
  tags,
  summary: 'A product’s stock: total, allocated and available, overall and per location (beyond the spec)',
  access: anyToken,
  request: { params: z.object({ product_uuid: z.string().min(1).max(64) }) },
  responses: { 200: json(z.object({ data: stock }), 'The stock') },
});

const multipleRoute = defineRoute({
  method: 'post',
  path: '/v2/inventories/multiple',
  tags,
  summary: 'The stock of several products at once; products without stock kept are left out',
  access: anyToken,
  request: {
    body: z.object({
      data: z
        .array(z.object({ id: z.string().min(1).max(64), type: z.literal('stock').optional() }))
        .min(1)
        .max(MAX_STOCK_IDS),
    }),
  },
  responses: {
    200: json(
      z.object({ data: z.array(stock) }),
      'The stock of each product named that has any kept, in the order named',
    ),
  },
});

// The locations path is registered first: `locations` would otherwise read as a product id.
export const inventoryRoutes = createRouter()
  .openapi(locationsRoute, async (c) => {
    const { db } = c.var.deps.storage;
    const page = await pageFrom(db, c.req.valid('query'));
    const { rows, total } = await listLocations(db, page);
    return c.json(
      { data: rows.map(locationView), meta: listMeta(total, page), links: listLinks(c.req.url, total, page) },
      200,
    );
  })
  .openapi(multipleRoute, async (c) => {
    const ids = c.req.valid('json').data.map((entry) => entry.id);
    const found = await findStocks(c.var.deps.storage.db, ids);
    return c.json({ data: found.map(stockView) }, 200);
  })
  .openapi(stockRoute, async (c) => {
    const { product_uuid: productId } = c.req.valid('param');
    const found = await findStock(c.var.deps.storage.db, productId);
    if (!found) throw notFound(`No stock is kept for product ${productId}`);
    return c.json({ data: stockView(found) }, 200);
  });
