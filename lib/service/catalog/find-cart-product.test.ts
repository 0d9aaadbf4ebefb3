import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../storage/database';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { findCartProduct } from './find-cart-product';
import { startCatalogService, type CatalogTestService } from '../testing/catalog';

let t: CatalogTestService;
let db: Database;
beforeAll(async () => {
  t = await startCatalogService();
  db = t.svc.service.storage.db;
});
afterAll(() => t?.close());

const { products, catalogs, releases } = DEMO_CATALOG;

describe('findCartProduct', () => {
  it('finds a product by id in the current release of the catch-all catalog', async () => {
    const mug = await findCartProduct(db, { id: products.stonewareMug, context: {} });
    expect(mug).toMatchObject({
      id: products.stonewareMug,
      sku: 'STONEWARE-MUG',
      slug: 'stoneware-mug',
      name: 'Stoneware Mug',
      status: 'live',
      product_types: ['standard'],
      commodity_type: 'physical',
      catalog_id: catalogs.standard,
      release_id: releases.standard[2],
      // On sale: the sale price, with the regular one as original_price.
      price: { USD: { amount: 1600, includes_tax: false } },
      original_price: { USD: { amount: 1800, includes_tax: false } },
      custom_inputs: {
        engraving: { required: true, validation_rules: [{ type: 'string', options: { max_length: 30 } }] },
      },
      components: null,
      manage_stock: false,
    });
    expect(mug!.price.EUR).toMatchObject({ includes_tax: true });
    expect(mug!.tiers['six-or-more']).toMatchObject({
      minimum_quantity: 6,
      price: { USD: { amount: 1400 } },
    });
    expect(mug!.main_image).toMatchObject({
      mime_type: 'image/svg+xml',
      file_name: 'stoneware-mug-front.svg',
      href_path: `/files/${mug!.main_image!.id}.svg`,
    });
  });

  it('finds a product by SKU, and gives bundles their components', async () => {
    const kit = await findCartProduct(db, { sku: 'WEEKEND-CAMPING-KIT', context: {} });
    expect(kit?.id).toBe(products.weekendCampingKit);
    expect(kit?.product_types).toEqual(['bundle']);
    expect(Object.keys(kit!.components!)).toEqual(expect.arrayContaining(['tent', 'sleeping', 'extras']));
    const laptop = await findCartProduct(db, { sku: 'LAPTOP-BACKPACK', context: {} });
    expect(laptop?.manage_stock).toBe(true);
  });

  it('reads the catalog the context selects: member prices for mobile and vip', async () => {
    const standard = await findCartProduct(db, { id: products.pocketTee, context: {} });
    const mobile = await findCartProduct(db, { id: products.pocketTee, context: { channel: 'mobile' } });
    const vip = await findCartProduct(db, { sku: 'POCKET-TEE', context: { contextTag: 'vip' } });
    expect(mobile?.catalog_id).toBe(catalogs.member);
    expect(vip?.catalog_id).toBe(catalogs.member);
    expect(mobile!.price.USD!.amount).toBeLessThan(standard!.price.USD!.amount);
    // Home products are not in the member catalog.
    expect(
      await findCartProduct(db, { id: products.stonewareMug, context: { channel: 'mobile' } }),
    ).toBeNull();
  });

  it('returns null for drafts, unknown products and malformed lookups', async () => {
    expect(await findCartProduct(db, { id: products.insulatedParka, context: {} })).toBeNull();
    expect(await findCartProduct(db, { sku: 'INSULATED-PARKA', context: {} })).toBeNull();
    expect(await findCartProduct(db, { id: 'not-a-uuid', context: {} })).toBeNull();
    expect(await findCartProduct(db, { sku: '', context: {} })).toBeNull();
    expect(await findCartProduct(db, { context: {} })).toBeNull();
  });

  it('names the product in the requested language', async () => {
    const tote = await findCartProduct(db, { id: products.canvasTote, context: { acceptLanguage: 'fr-FR' } });
    expect(tote?.name).toBe('Cabas en toile');
  });
});
