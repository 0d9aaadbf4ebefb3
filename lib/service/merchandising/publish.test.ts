import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct, Release } from '@/lib/commerce/schemas/catalog';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import { errorOf, startMerchandisingService, type MerchandisingTestService } from '../testing/merchandising';

let t: MerchandisingTestService;
beforeAll(async () => {
  t = await startMerchandisingService();
});
afterAll(() => t?.close());

const { catalogs, releases, products } = DEMO_CATALOG;
const releasesPath = (catalog: string) => `/pcm/catalogs/${catalog}/releases`;
type ReleaseList = { data: Release[]; meta: { results: { total: number } } };
type ProductList = { data: CatalogProduct[]; meta: { results: { total: number } } };

describe('publishing a release (POST /pcm/catalogs/{id}/releases)', () => {
  it('makes the new release latest, keeps three and drops the oldest (spec 4.7 rule 2)', async () => {
    const [oldest, , current] = releases.standard;
    const response = await t.send<{ data: Release }>('POST', releasesPath(catalogs.standard));
    expect(response.status).toBe(201);
    const release = response.body.data;
    expect(release).toMatchObject({
      type: 'catalog-release',
      attributes: { catalog_id: catalogs.standard, name: 'Release 5' },
      meta: { number: 5, is_latest: true },
    });
    expect(Date.now() - Date.parse(release.attributes.published_at)).toBeLessThan(60_000);
    expect(response.headers.get('location')).toBe(
      `${t.svc.baseUrl}${releasesPath(catalogs.standard)}/${release.id}`,
    );

    const list = await t.send<ReleaseList>('GET', releasesPath(catalogs.standard));
    expect(list.body.data.map((entry) => entry.id)).toEqual([release.id, current, releases.standard[1]]);
    expect(list.body.data.map((entry) => entry.meta?.is_latest)).toEqual([true, false, false]);
    expect(
      (await t.send<{ data: Release }>('GET', `${releasesPath(catalogs.standard)}/latest`)).body.data.id,
    ).toBe(release.id);
    for (const path of [
      `${releasesPath(catalogs.standard)}/${oldest}`,
      `${releasesPath(catalogs.standard)}/${oldest}/products`,
      `${releasesPath(catalogs.standard)}/${oldest}/products/${products.pocketTee}`,
    ]) {
      const gone = await t.send('GET', path);
      expect(gone.status, path).toBe(404);
      expect(errorOf(gone.body).detail).toMatch(/only the current release and the 2 before it are kept/);
    }
  });

  it('holds the live products of the draft data as they are now, readable per release (spec 4.7)', async () => {
    const listing = await t.send<ProductList>(
      'GET',
      `${releasesPath(catalogs.standard)}/latest/products?page[limit]=100&filter=eq(sku,RAIN-SHELL)`,
    );
    expect(listing.body.data.map((product) => product.id)).toEqual([products.rainShell]);
    const all = await t.send<ProductList>(
      'GET',
      `${releasesPath(catalogs.standard)}/latest/products?page[limit]=1`,
    );
    const latest = await t.send<{ data: Release }>('GET', `${releasesPath(catalogs.standard)}/latest`);
    expect(all.body.meta.results.total).toBe(latest.body.data.meta?.product_count);
    const one = await t.send<{ data: CatalogProduct }>(
      'GET',
      `${releasesPath(catalogs.standard)}/${latest.body.data.id}/products/${products.rainShell}`,
    );
    expect(one.body.data.attributes.status).toBe('live');
    // Shoppers read the new release at once.
    expect((await t.get(`/catalog/products/${products.rainShell}`)).status).toBe(200);
    // Drafts stay out.
    expect(
      (await t.send('GET', `${releasesPath(catalogs.standard)}/latest/products/${products.insulatedParka}`))
        .status,
    ).toBe(404);
  });

  it("takes an optional body naming the type or the vendor's options, and refuses anything else in it", async () => {
    const vendor = await t.send<{ data: Release }>('POST', releasesPath(catalogs.member), {
      json: { data: { export_full_delta: true, include_organization_resources: false } },
    });
    expect(vendor.status).toBe(201);
    expect(vendor.body.data.meta).toMatchObject({ release_status: 'PUBLISHED', is_latest: true });
    const typed = await t.send<{ data: Release }>('POST', releasesPath(catalogs.member), {
      json: { data: { type: 'catalog-release' } },
    });
    expect(typed.status).toBe(201);
    const badOption = await t.send('POST', releasesPath(catalogs.member), {
      json: { data: { export_full_delta: 'yes' } },
    });
    expect(badOption.status).toBe(400);
    expect(errorOf(badOption.body).detail).toMatch(/^data\.export_full_delta:/);
    const wrongType = await t.send('POST', releasesPath(catalogs.member), {
      json: { data: { type: 'release' } },
    });
    expect(wrongType.status).toBe(400);
    expect(errorOf(wrongType.body).detail).toMatch(/^data\.type:/);
    const extra = await t.send('POST', releasesPath(catalogs.member), {
      json: { data: { type: 'catalog-release', name: 'Spring' } },
    });
    expect(extra.status).toBe(400);
    expect(errorOf(extra.body).detail).toMatch(/^data: .*name/);
    expect(
      (
        await t.send('POST', releasesPath(catalogs.member), {
          body: 'publish',
          headers: { 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    const list = await t.send<ReleaseList>('GET', releasesPath(catalogs.member));
    expect(list.body.data[0]!.id).toBe(typed.body.data.id);
  });

  it('queues concurrent publishes and still keeps three', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.send<{ data: Release }>('POST', releasesPath(catalogs.member))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const numbers = answers.map((answer) => answer.body.data.meta?.number ?? 0).sort((a, b) => b - a);
    expect(new Set(numbers).size).toBe(3);
    // The three kept are exactly the three just published, newest first, numbered one after another.
    expect(numbers[0]! - numbers[2]!).toBe(2);
    const list = await t.send<ReleaseList>('GET', releasesPath(catalogs.member));
    expect(list.body.data.map((entry) => entry.meta?.number)).toEqual(numbers);
  });

  it('answers 404 for an unknown catalog and 403/401 to anyone but an administrator', async () => {
    for (const id of [demoId.release('none', 1), 'not-a-uuid']) {
      const response = await t.send('POST', releasesPath(id));
      expect(response.status, id).toBe(404);
      expect(errorOf(response.body).detail).toContain(`Catalog ${id} not found`);
    }
    expect((await t.send('POST', releasesPath(catalogs.standard), { token: t.shopper })).status).toBe(403);
    expect((await t.send('POST', releasesPath(catalogs.standard), { token: null })).status).toBe(401);
    const list = await t.send<ReleaseList>('GET', releasesPath(catalogs.standard));
    expect(list.body.data[0]!.meta?.number).toBe(5);
  });
});
