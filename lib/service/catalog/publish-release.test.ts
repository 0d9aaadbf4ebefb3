import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { startTestService, type TestService } from '../testing/harness';
import { buildChildProducts } from './build-children';
import {
  pcmCatalogHierarchies,
  pcmCatalogRules,
  pcmCatalogs,
  pcmHierarchies,
  pcmNodeProducts,
  pcmNodes,
  pcmPricebooks,
  pcmProductPrices,
  pcmProductVariations,
  pcmProducts,
  pcmSales,
  pcmVariationOptions,
  pcmVariations,
} from './draft-schema';
import { nameUuid } from './name-uuid';
import { publishRelease } from './publish/publish-release';

/** A small catalog of its own, for the rules the demo data does not reach. */
const id = (name: string) => nameUuid(`publish-test:${name}`);
const CATALOG = id('catalog');
const NODE_DEPTH = 12;
const nodeId = (depth: number) => id(`node-${depth}`);

let svc: TestService;
let admin: string;

async function writeFixture() {
  const db = svc.service.storage.db;
  await db.insert(pcmPricebooks).values({ id: id('pricebook'), name: 'Fixture prices' });
  await db.insert(pcmHierarchies).values({ id: id('hierarchy'), name: 'Deep', slug: 'deep' });
  for (let depth = 0; depth < NODE_DEPTH; depth++) {
    await db.insert(pcmNodes).values({
      id: nodeId(depth),
      hierarchyId: id('hierarchy'),
      parentId: depth ? nodeId(depth - 1) : null,
      name: `Level ${depth}`,
      slug: `level-${depth}`,
    });
  }
  const product = (key: string, productType: 'standard' | 'parent' = 'standard') => ({
    id: id(key),
    productType,
    sku: key.toUpperCase(),
    slug: key,
    name: key,
    status: 'live' as const,
  });
  await db.insert(pcmProducts).values([product('deep'), product('expiring'), product('shirt', 'parent')]);
  await db.insert(pcmNodeProducts).values([
    { nodeId: nodeId(NODE_DEPTH - 1), productId: id('deep') },
    { nodeId: nodeId(0), productId: id('expiring') },
    { nodeId: nodeId(1), productId: id('shirt') },
  ]);
  await db.insert(pcmProductPrices).values([
    { pricebookId: id('pricebook'), productId: id('deep'), currencies: { USD: { amount: 1000 } } },
    {
      pricebookId: id('pricebook'),
      productId: id('expiring'),
      currencies: { USD: { amount: 2000, includes_tax: false } },
    },
    { pricebookId: id('pricebook'), productId: id('shirt'), currencies: { USD: { amount: 3000 } } },
  ]);
  // A sale that ran when the release was published and has ended since.
  await db.insert(pcmSales).values({
    id: id('sale'),
    pricebookId: id('pricebook'),
    productId: id('expiring'),
    currencies: { USD: { amount: 1500, includes_tax: false } },
    startsAt: new Date('2020-01-01T00:00:00Z'),
    expiresAt: new Date('2021-01-01T00:00:00Z'),
  });
  await db.insert(pcmVariations).values({ id: id('size'), name: 'Size' });
  await db.insert(pcmVariationOptions).values([
    { id: id('small'), variationId: id('size'), name: 'Small', sortOrder: 1 },
    { id: id('large'), variationId: id('size'), name: 'Large', sortOrder: 2 },
  ]);
  await db.insert(pcmProductVariations).values({ productId: id('shirt'), variationId: id('size') });
  await db.insert(pcmCatalogs).values({ id: CATALOG, name: 'Fixture', pricebookId: id('pricebook') });
  await db.insert(pcmCatalogHierarchies).values({ catalogId: CATALOG, hierarchyId: id('hierarchy') });
  await db
    .insert(pcmCatalogRules)
    .values({ id: id('rule'), name: 'Fixture channel', catalogId: CATALOG, channels: ['fixture'] });
  await buildChildProducts(db, id('shirt'));
}

const latest = async (productKey: string) => {
  const response = await svc.request(`/pcm/catalogs/${CATALOG}/releases/latest/products/${id(productKey)}`, {
    token: admin,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: CatalogProduct }).data;
};

beforeAll(async () => {
  svc = await startTestService();
  admin = await svc.token('admin');
  await writeFixture();
  await publishRelease(svc.service.storage.db, CATALOG, { publishedAt: new Date('2020-06-01T00:00:00Z') });
});
afterAll(() => svc?.close());

describe('publishRelease', () => {
  it('keeps breadcrumbs to the 10 nearest levels (spec §8)', async () => {
    const deep = await latest('deep');
    const path = deep.meta!.bread_crumbs![nodeId(NODE_DEPTH - 1)]!;
    expect(path).toHaveLength(10);
    expect(path.at(-1)).toBe(nodeId(NODE_DEPTH - 1));
    expect(path[0]).toBe(nodeId(NODE_DEPTH - 10));
    const shopper = await svc.request(
      `/catalog/hierarchies/${id('hierarchy')}/products?filter=eq(sku,DEEP)`,
      { token: await svc.token('implicit'), headers: { 'Vendor-Channel': 'fixture' } },
    );
    const listed = ((await shopper.json()) as { data: CatalogProduct[] }).data[0]!;
    expect(listed.meta?.bread_crumbs).toEqual(deep.meta?.bread_crumbs);
  });

  it('shows the regular price again once a published sale has ended', async () => {
    const expiring = await latest('expiring');
    expect(expiring.attributes.price).toEqual({ USD: { amount: 2000, includes_tax: false } });
    expect(expiring.meta?.sale_id).toBeUndefined();
    expect(expiring.meta?.original_price).toBeUndefined();
    expect(expiring.meta?.display_price?.with_tax.amount).toBe(2000);
  });

  it('applies a changed sort_order only after the children are rebuilt (spec 2.7 rule 4)', async () => {
    const db = svc.service.storage.db;
    const optionNames = async () =>
      (await latest('shirt')).meta!.variations![0]!.options.map((option) => option.name);
    expect(await optionNames()).toEqual(['Large', 'Small']);
    await db
      .update(pcmVariationOptions)
      .set({ sortOrder: 5 })
      .where(eq(pcmVariationOptions.id, id('small')));
    await publishRelease(db, CATALOG);
    expect(await optionNames()).toEqual(['Large', 'Small']);
    await buildChildProducts(db, id('shirt'));
    await publishRelease(db, CATALOG);
    expect(await optionNames()).toEqual(['Small', 'Large']);
    const shirt = await latest('shirt');
    expect(Object.keys(shirt.meta!.variation_matrix!)).toEqual(
      expect.arrayContaining([id('small'), id('large')]),
    );
  });

  it('keeps child ids across rebuilds and removes children whose option is gone', async () => {
    const db = svc.service.storage.db;
    const before = await buildChildProducts(db, id('shirt'));
    await db.delete(pcmVariationOptions).where(eq(pcmVariationOptions.id, id('large')));
    const after = await buildChildProducts(db, id('shirt'));
    expect(after.childIds).toEqual(before.childIds.filter((child) => !after.removedIds.includes(child)));
    expect(after.removedIds).toHaveLength(1);
    await expect(buildChildProducts(db, id('deep'))).rejects.toMatchObject({ status: 422 });
  });
});
