import { z } from '@hono/zod-openapi';
import { and, asc, count, eq } from 'drizzle-orm';
import { FILTER_RULES } from '@/lib/commerce/filter';
import * as wire from '@/lib/commerce/schemas/merchandising';
import { adminOnly } from '../auth/middleware';
import { conflict, notFound, requirePathId, unprocessable } from '../http/errors';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import { pcmPricebooks, pcmProductPrices, pcmProducts } from '../catalog/draft-schema';
import { rowById } from '../sql/row-by-id';
import { pageFrom, pageQuery } from '../http/paging';
import { pimList } from '../catalog/listing/pim-list';
import { filterQuery, parseFilterParameter } from '../catalog/listing/query-params';
import { anyText } from '../catalog/sql-any';
import { findStoreCurrency, STORE_CURRENCIES } from '../currencies/store-currencies';
import type { Database } from '../storage/database';
import { pageRows } from '../sql/page';

/**
 * A price book's product prices (the vendor's price book API, issue 27 point 7): read by SKU, given
 * to a product, changed. Shoppers see a change with the next publish, which copies the catalog's
 * price book into the release.
 */
const admin = { tags: ['Price books (admin)'], access: adminOnly };
const bookParams = z.object({ pricebook_id: z.string().openapi({ description: 'The price book id' }) });
const priceParams = bookParams.extend({ price_id: z.string().openapi({ description: 'The price id' }) });

const columns = {
  id: pcmProductPrices.id,
  pricebookId: pcmProductPrices.pricebookId,
  productId: pcmProductPrices.productId,
  currencies: pcmProductPrices.currencies,
  sku: pcmProducts.sku,
};
/** A price with its product's SKU, as pricesWithSku reads it. */
type PriceRow = Awaited<ReturnType<typeof pricesWithSku>>[number];

const priceView = (row: PriceRow): wire.ProductPrice => ({
  id: row.id,
  type: 'product-price',
  attributes: { sku: row.sku, currencies: row.currencies },
  meta: { pricebook_id: row.pricebookId, product_id: row.productId },
});

async function requirePricebook(db: Database, pricebookId: string) {
  const book = await rowById(pricebookId, () =>
    db
      .select({ id: pcmPricebooks.id })
      .from(pcmPricebooks)
      .where(eq(pcmPricebooks.id, pricebookId.toLowerCase())),
  );
  if (!book) throw notFound(`Price book ${pricebookId} not found`);
  return book.id;
}

/** Only the store's currencies can be priced (README "Demo catalog"). */
function requireStoreCurrencies(currencies: wire.ProductPriceCurrencies) {
  const unknown = Object.keys(currencies).find((code) => !findStoreCurrency(code));
  if (unknown)
    throw unprocessable(
      `data.attributes.currencies.${unknown}: not a currency of the store (${STORE_CURRENCIES.map((c) => c.code).join(', ')})`,
      { field: `data.attributes.currencies.${unknown}` },
    );
}

/** Prices with their product's SKU, which a price is answered and found by. */
const productOfPrice = eq(pcmProducts.id, pcmProductPrices.productId);
const pricesWithSku = (db: Database) =>
  db.select(columns).from(pcmProductPrices).innerJoin(pcmProducts, productOfPrice);

const findPrice = (db: Database, pricebookId: string, priceId: string): Promise<PriceRow | null> =>
  rowById(priceId, () =>
    pricesWithSku(db).where(
      and(eq(pcmProductPrices.pricebookId, pricebookId), eq(pcmProductPrices.id, priceId.toLowerCase())),
    ),
  );

const listRoute = defineRoute({
  method: 'get',
  path: '/pcm/pricebooks/{pricebook_id}/prices',
  ...admin,
  summary: "A price book's product prices, e.g. `filter=eq(sku,MERINO-SWEATER)`",
  request: { params: bookParams, query: z.object({ ...pageQuery, ...filterQuery }) },
  responses: { 200: json(wire.productPriceListResponse, 'A page of prices, by SKU') },
});

const createPriceRoute = defineRoute({
  method: 'post',
  path: '/pcm/pricebooks/{pricebook_id}/prices',
  ...admin,
  summary: 'Give a product (by SKU) a price in this book',
  request: { params: bookParams, body: wire.productPriceCreateRequest },
  responses: {
    201: json(wire.productPriceResponse, 'The new price'),
    409: { description: 'The product already has a price in this book' },
  },
});

const getPriceRoute = defineRoute({
  method: 'get',
  path: '/pcm/pricebooks/{pricebook_id}/prices/{price_id}',
  ...admin,
  summary: 'One product price',
  request: { params: priceParams },
  responses: { 200: json(wire.productPriceResponse, 'The price') },
});

const updatePriceRoute = defineRoute({
  method: 'put',
  path: '/pcm/pricebooks/{pricebook_id}/prices/{price_id}',
  ...admin,
  summary: "Replace a product price's currencies",
  request: { params: priceParams, body: wire.productPriceUpdateRequest },
  responses: { 200: json(wire.productPriceResponse, 'The price as it now is') },
});

export const priceRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const pricebookId = await requirePricebook(db, c.req.valid('param').pricebook_id);
    const query = c.req.valid('query');
    const skus = parseFilterParameter(query.filter, FILTER_RULES.productPrices).map(({ values }) => values);
    const where = and(
      eq(pcmProductPrices.pricebookId, pricebookId),
      ...skus.map((values) => anyText(pcmProducts.sku, values)),
    );
    const page = await pageFrom(db, query);
    const { rows, total } = await pageRows(
      pricesWithSku(db).where(where).orderBy(asc(pcmProducts.sku)),
      db
        .select({ total: count() })
        .from(pcmProductPrices)
        .innerJoin(pcmProducts, productOfPrice)
        .where(where)
        .then(([counted]) => counted?.total ?? 0),
      page,
    );
    return c.json(pimList(c.req.url, page, total, rows.map(priceView)), 200);
  })
  .openapi(createPriceRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const pricebookId = await requirePricebook(db, c.req.valid('param').pricebook_id);
    const { sku, currencies } = c.req.valid('json').data.attributes;
    requireStoreCurrencies(currencies);
    const [product] = await db
      .select({ id: pcmProducts.id })
      .from(pcmProducts)
      .where(eq(pcmProducts.sku, sku));
    if (!product)
      throw unprocessable(`data.attributes.sku: no product has SKU ${sku}`, { field: 'data.attributes.sku' });
    const [created] = await db
      .insert(pcmProductPrices)
      .values({ pricebookId, productId: product.id, currencies })
      .onConflictDoNothing()
      .returning({ id: pcmProductPrices.id });
    if (!created) throw conflict(`${sku} already has a price in this price book; change it instead`);
    return c.json({ data: priceView((await findPrice(db, pricebookId, created.id))!) }, 201);
  })
  .openapi(getPriceRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { pricebook_id, price_id } = c.req.valid('param');
    const found = await findPrice(db, await requirePricebook(db, pricebook_id), price_id);
    if (!found) throw notFound(`Price ${price_id} not found in price book ${pricebook_id}`);
    return c.json({ data: priceView(found) }, 200);
  })
  .openapi(updatePriceRoute, async (c) => {
    const db = c.var.deps.storage.db;
    const { pricebook_id, price_id } = c.req.valid('param');
    const pricebookId = await requirePricebook(db, pricebook_id);
    const { data } = c.req.valid('json');
    requirePathId(data.id, price_id, { of: 'price' });
    const found = await findPrice(db, pricebookId, price_id);
    if (!found) throw notFound(`Price ${price_id} not found in price book ${pricebook_id}`);
    if (data.attributes.sku !== undefined && data.attributes.sku !== found.sku)
      throw unprocessable(`data.attributes.sku: a price keeps its product (${found.sku})`, {
        field: 'data.attributes.sku',
      });
    requireStoreCurrencies(data.attributes.currencies);
    await db
      .update(pcmProductPrices)
      .set({ currencies: data.attributes.currencies })
      .where(eq(pcmProductPrices.id, found.id));
    return c.json(
      {
        data: { ...priceView(found), attributes: { sku: found.sku, currencies: data.attributes.currencies } },
      },
      200,
    );
  });
