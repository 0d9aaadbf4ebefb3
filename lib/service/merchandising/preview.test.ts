import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseResponse, type CatalogProduct, type Release } from '@/lib/commerce/schemas/catalog';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { startMerchandisingService, type MerchandisingTestService } from '../testing/merchandising';

let t: MerchandisingTestService;
beforeAll(async () => {
  t = await startMerchandisingService();
});
afterAll(() => t?.close());

const { pocketTee } = DEMO_CATALOG.products;
const standard = DEMO_CATALOG.catalogs.standard;
const releasesPath = `/pcm/catalogs/${standard}/releases`;
const previewPath = `/pcm/catalogs/${standard}/previews`;
type ReleaseList = { data: Release[] };

const preview = async () => {
  const response = await t.send<{ data: Release }>('POST', previewPath);
  expect(response.status).toBe(201);
  // The storefront reads it with the contract's schema, as any release.
  expect(releaseResponse.safeParse(response.body).success).toBe(true);
  return response.body.data;
};
const releaseProduct = (release: string, id: string) =>
  t.send<{ data: CatalogProduct }>('GET', `${releasesPath}/${release}/products/${id}`);

describe('previewing the unpublished data (POST /pcm/catalogs/{id}/previews)', () => {
  it('shows a draft change to the merchandiser while shoppers and the releases stay as published', async () => {
    const before = await t.send<ReleaseList>('GET', releasesPath);
    const latest = before.body.data[0]!;
    const renamed = await t.send('PUT', `/pcm/products/${pocketTee}`, {
      json: { data: { type: 'product', attributes: { name: 'Pocket Tee (preview)', status: 'draft' } } },
    });
    expect(renamed.status).toBe(200);

    const first = await preview();
    expect(first.meta?.number).toBeUndefined();
    expect(first).toMatchObject({
      attributes: { catalog_id: standard, name: `Unpublished data (after ${latest.attributes.name})` },
      meta: { preview: true, is_latest: false },
    });
    // The preview holds the draft data: the product taken out is not in it.
    expect((await releaseProduct(first.id, pocketTee)).status).toBe(404);
    // Nothing else moved: the list, `latest` and the shopper's catalog are as published.
    const after = await t.send<ReleaseList>('GET', releasesPath);
    expect(after.body.data.map((release) => release.id)).toEqual(
      before.body.data.map((release) => release.id),
    );
    expect((await t.send<{ data: Release }>('GET', `${releasesPath}/latest`)).body.data.id).toBe(latest.id);
    const shopper = await t.get(`/catalog/products/${pocketTee}`);
    expect(shopper.status).toBe(200);

    // Live again with a new name: the next preview has it, and replaces the first one.
    await t.send('PUT', `/pcm/products/${pocketTee}`, {
      json: { data: { type: 'product', attributes: { status: 'live' } } },
    });
    const second = await preview();
    const product = await releaseProduct(second.id, pocketTee);
    expect(product.status).toBe(200);
    expect(product.body.data.attributes.name).toBe('Pocket Tee (preview)');
    expect((await t.send('GET', `${releasesPath}/${first.id}`)).status).toBe(404);

    // Publishing numbers the release after the last real one, and the preview does not count.
    const published = await t.send<{ data: Release }>('POST', releasesPath);
    expect(published.body.data.meta?.number).toBe((latest.meta?.number ?? 0) + 1);
    expect((await t.get(`/catalog/products/${pocketTee}`)).status).toBe(200);
  });

  it('is for administrators only, and answers 404 for an unknown catalog', async () => {
    expect((await t.send('POST', previewPath, { token: null })).status).toBe(401);
    const unknown = await t.send('POST', '/pcm/catalogs/7b0f1d1c-0000-4000-8000-000000000000/previews');
    expect(unknown.status).toBe(404);
  });
});
