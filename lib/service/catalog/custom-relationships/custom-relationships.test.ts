import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import type { CustomRelationship } from '@/lib/commerce/schemas/custom-relationships';
import { DEMO_CATALOG, demoId } from '../../demo/catalog/ids';
import {
  errorOf,
  startMerchandisingService,
  type MerchandisingTestService,
} from '../../testing/merchandising';

/**
 * Issue 27 point 4: the vendor's custom product relationships, over HTTP on real storage (PGlite,
 * and PostgreSQL with TEST_DATABASE_URL): definitions, attachments and associations in the draft
 * data; related products read from a release, the shopper's and a chosen one.
 */
let t: MerchandisingTestService;
beforeAll(async () => {
  t = await startMerchandisingService();
});
afterAll(() => t?.close());

const { catalogs, products } = DEMO_CATALOG;
type ProductList = { data: CatalogProduct[]; meta: { results: { total: number } } };
type Definition = { data: CustomRelationship };
type IdList = { data: { id: string; type: 'product'; attributes: { sort_order: number | null } }[] };

const publish = async () => {
  for (const catalog of [catalogs.standard, catalogs.member]) {
    const published = await t.send('POST', `/pcm/catalogs/${catalog}/releases`);
    expect(published.status).toBe(201);
  }
};
const relatedIds = async (path: string) => (await t.get<ProductList>(path)).body.data.map((p) => p.id);

describe('the demo catalog', () => {
  it('relates its products both ways under CRP_goes_well_with', async () => {
    const sweater = await t.get<{ data: CatalogProduct }>(`/catalog/products/${products.merinoSweater}`);
    expect(sweater.body.data.attributes.custom_relationships).toEqual(['CRP_goes_well_with']);
    const fromSweater = await relatedIds(
      `/catalog/products/${products.merinoSweater}/relationships/CRP_goes_well_with/products`,
    );
    // In the order the demo relates them (lib/service/demo/catalog/records.json).
    expect(fromSweater.slice(0, 3)).toEqual([
      demoId.product('wool-beanie'),
      demoId.product('fleece-jacket'),
      demoId.product('straight-jeans'),
    ]);
    // Bi-directional: the beanie names the sweater back, without being set up to.
    const fromBeanie = await relatedIds(
      `/catalog/products/${demoId.product('wool-beanie')}/relationships/CRP_goes_well_with/products`,
    );
    expect(fromBeanie).toContain(products.merinoSweater);
    // The slug may be given without its prefix.
    expect(
      await relatedIds(`/catalog/products/${products.merinoSweater}/relationships/goes_well_with/products`),
    ).toEqual(fromSweater);
  });

  it('answers none under a relationship a product lacks, and 404 for a product not in the release', async () => {
    const none = await t.get<ProductList>(
      `/catalog/products/${products.pocketTee}/relationships/CRP_unknown/products`,
    );
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    const unknown = await t.get(`/catalog/products/${demoId.product('nope')}/relationships/CRP_x/products`);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).detail).toMatch(/not in this catalog release/);
  });

  it('is refused to shoppers on the PIM paths (403) and to no token at all (401)', async () => {
    expect((await t.send('GET', '/pcm/custom-relationships', { token: t.shopper })).status).toBe(403);
    expect((await t.send('GET', '/pcm/custom-relationships', { token: null })).status).toBe(401);
    expect(
      (await t.get(`/catalog/products/${products.pocketTee}/relationships/CRP_x/products`, { token: null }))
        .status,
    ).toBe(401);
  });
});

describe('a merchandiser relating products', () => {
  it('creates a definition (prefixed CRP_), refuses a duplicate (409) and bad input (400)', async () => {
    const created = await t.send<Definition>('POST', '/pcm/custom-relationships', {
      json: {
        data: {
          type: 'custom-relationship',
          attributes: { name: 'Upgrades', slug: 'upgrades', sort_order: 2 },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'custom-relationship',
      attributes: { name: 'Upgrades', slug: 'CRP_upgrades', sort_order: 2, bi_directional: false },
      meta: { owner: 'store' },
    });
    const again = await t.send('POST', '/pcm/custom-relationships', {
      json: { data: { type: 'custom-relationship', attributes: { name: 'Again', slug: 'CRP_upgrades' } } },
    });
    expect(again.status).toBe(409);
    for (const attributes of [
      { name: 'Spaces', slug: 'has spaces' },
      { slug: 'no-name' },
      { name: 'Unknown', slug: 'x', colour: 'red' },
    ]) {
      const bad = await t.send('POST', '/pcm/custom-relationships', {
        json: { data: { type: 'custom-relationship', attributes } },
      });
      expect(bad.status, JSON.stringify(attributes)).toBe(400);
      expect(errorOf(bad.body).status).toBe('400');
    }
    const read = await t.send<Definition>('GET', '/pcm/custom-relationships/CRP_upgrades');
    expect(read.body.data.id).toBe(created.body.data.id);
    const changed = await t.send<Definition>('PUT', '/pcm/custom-relationships/CRP_upgrades', {
      json: { data: { type: 'custom-relationship', attributes: { external_name: 'Go further' } } },
    });
    expect(changed.body.data.attributes).toMatchObject({ name: 'Upgrades', external_name: 'Go further' });
    expect((await t.send('GET', '/pcm/custom-relationships/CRP_nothing')).status).toBe(404);
  });

  it('relates products, reports the ones it cannot, and shows them after a publish only', async () => {
    const path = `/pcm/products/${products.pocketTee}/custom-relationships/CRP_upgrades`;
    const missing = demoId.product('no-such-product');
    const associated = await t.send<{
      meta: { associated_products: string[]; products_not_associated: { ID: string; Details: string }[] };
    }>('POST', path, {
      json: {
        data: [
          { type: 'product', id: products.henley, attributes: { sort_order: 2 } },
          { type: 'product', id: products.merinoSweater, attributes: { sort_order: 1 } },
          { type: 'product', id: missing },
          { type: 'product', id: products.pocketTee },
        ],
      },
    });
    expect(associated.status).toBe(201);
    expect(associated.body.meta.associated_products).toEqual([products.henley, products.merinoSweater]);
    expect(associated.body.meta.products_not_associated.map((entry) => entry.ID)).toEqual([
      missing,
      products.pocketTee,
    ]);
    // Attached on the way, listed by sort order.
    const attached = await t.send<{ data: CustomRelationship[] }>(
      'GET',
      `/pcm/products/${products.pocketTee}/custom-relationships`,
    );
    expect(attached.body.data.map((entry) => entry.attributes.slug)).toContain('CRP_upgrades');
    const ids = await t.send<IdList>('GET', path);
    expect(ids.body.data.map((entry) => entry.id)).toEqual([products.merinoSweater, products.henley]);

    const shopperPath = `/catalog/products/${products.pocketTee}/relationships/CRP_upgrades/products`;
    expect(await relatedIds(shopperPath)).toEqual([]);
    await publish();
    // In the merchandiser's order: the lower sort order first.
    expect(await relatedIds(shopperPath)).toEqual([products.merinoSweater, products.henley]);
    expect(await relatedIds(`${shopperPath}?sort=-name`)).toEqual([products.henley, products.merinoSweater]);
    // Uni-directional: the henley does not name the tee back.
    expect(
      await relatedIds(`/catalog/products/${products.henley}/relationships/CRP_upgrades/products`),
    ).toEqual([]);
    // The release-scoped read (administrators: a merchandiser's preview), filtered like a listing.
    const asAdmin = await t.send<ProductList>(
      'GET',
      `/pcm/catalogs/${catalogs.standard}/releases/latest/products/${products.pocketTee}/relationships/CRP_upgrades/products?filter=eq(sku,HENLEY)`,
    );
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.map((product) => product.id)).toEqual([products.henley]);
  });

  it('refuses a sixth relationship on a product (422), and deleting one in use (409)', async () => {
    for (const slug of ['a', 'b', 'c', 'd', 'e'])
      expect(
        (
          await t.send('POST', '/pcm/custom-relationships', {
            json: { data: { type: 'custom-relationship', attributes: { name: slug, slug } } },
          })
        ).status,
      ).toBe(201);
    const tooMany = await t.send('POST', `/pcm/products/${products.henley}/custom-relationships`, {
      json: {
        data: ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ type: 'custom-relationship', slug })),
      },
    });
    expect(tooMany.status).toBe(201);
    const sixth = await t.send('POST', `/pcm/products/${products.henley}/custom-relationships/CRP_upgrades`, {
      json: { data: [{ type: 'product', id: products.pocketTee }] },
    });
    expect(sixth.status).toBe(422);
    expect(errorOf(sixth.body).detail).toMatch(/at most 5/);
    const inUse = await t.send('DELETE', '/pcm/custom-relationships/CRP_a');
    expect(inUse.status).toBe(409);
  });

  it('stops relating products, and detaching takes their associations along', async () => {
    const path = `/pcm/products/${products.pocketTee}/custom-relationships/CRP_upgrades`;
    const removed = await t.send('DELETE', path, {
      json: { data: [{ type: 'product', id: products.henley }] },
    });
    expect(removed.status).toBe(204);
    expect((await t.send<IdList>('GET', path)).body.data.map((entry) => entry.id)).toEqual([
      products.merinoSweater,
    ]);
    const detached = await t.send('DELETE', `/pcm/products/${products.pocketTee}/custom-relationships`, {
      json: { data: [{ type: 'custom-relationship', slug: 'CRP_upgrades' }] },
    });
    expect(detached.status).toBe(204);
    expect((await t.send<IdList>('GET', path)).body.data).toEqual([]);
    await publish();
    expect(
      await relatedIds(`/catalog/products/${products.pocketTee}/relationships/CRP_upgrades/products`),
    ).toEqual([]);
  });

  it('answers 404 for an unknown product or relationship and 400 for a malformed body', async () => {
    const unknownProduct = await t.send(
      'POST',
      `/pcm/products/${demoId.product('none')}/custom-relationships/CRP_upgrades`,
      { json: { data: [{ type: 'product', id: products.henley }] } },
    );
    expect(unknownProduct.status).toBe(404);
    const notAUuid = await t.send('GET', '/pcm/products/not-a-uuid/custom-relationships');
    expect(notAUuid.status).toBe(404);
    const unknownSlug = await t.send(
      'POST',
      `/pcm/products/${products.henley}/custom-relationships/CRP_none`,
      {
        json: { data: [{ type: 'product', id: products.pocketTee }] },
      },
    );
    expect(unknownSlug.status).toBe(404);
    for (const json of [{}, { data: [] }, { data: [{ type: 'file', id: products.pocketTee }] }]) {
      const bad = await t.send('POST', `/pcm/products/${products.henley}/custom-relationships/CRP_a`, {
        json,
      });
      expect(bad.status, JSON.stringify(json)).toBe(400);
    }
  });
});
