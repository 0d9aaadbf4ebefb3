import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/lib/commerce/images';
import type { CatalogProduct, FileResource, Release } from '@/lib/commerce/schemas/catalog';
import type { DraftProduct, ProductPrice } from '@/lib/commerce/schemas/merchandising';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { errorOf, startMerchandisingService, type MerchandisingTestService } from '../testing/merchandising';

/**
 * The merchandiser's edit loop over HTTP (issue 27 point 7): a picture uploaded (only pictures, told
 * by their bytes, at most 1 MiB), made a product's main image, a new name and price; the preview
 * shows and finds them, shoppers see them after the publish.
 */
let t: MerchandisingTestService;
beforeAll(async () => {
  t = await startMerchandisingService();
});
afterAll(() => t?.close());

const { pocketTee } = DEMO_CATALOG.products;
const standard = DEMO_CATALOG.catalogs.standard;
const pricebook = DEMO_CATALOG.pricebooks.standard;

/** A 2×3 PNG header: signature and IHDR are all the sniffing reads. */
function png(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  bytes.set([0, 0, 0, 2, 0, 0, 0, 3], 16);
  return bytes;
}

function upload(
  bytes: Uint8Array | string,
  type: string,
  name = 'picture.png',
  token: string | null = t.admin,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return t.svc.request('/v2/files', { method: 'POST', body: form, token: token ?? undefined });
}

const search = (path: string, q: string, token: string) =>
  t.svc
    .request(path, { method: 'POST', token, json: { searches: [{ q, query_by: 'name' }] } })
    .then(
      async (response) =>
        (await response.json()) as { results: { found: number; hits: { document: CatalogProduct }[] }[] },
    );

describe('uploading a picture (POST /v2/files)', () => {
  it('stores a PNG told by its bytes and serves it back byte for byte', async () => {
    const response = await upload(png(), 'image/png', 'new-tee.png');
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: FileResource };
    expect(data).toMatchObject({
      type: 'file',
      file_name: 'new-tee.png',
      mime_type: 'image/png',
      file_size: 64,
    });
    expect(data.meta).toMatchObject({ dimensions: { width: 2, height: 3 } });
    const served = await fetch(data.link!.href);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png());
  });

  it('refuses what is no picture, a declared type the bytes contradict, and a file over 1 MiB', async () => {
    const text = await upload('<html><script>alert(1)</script></html>', 'image/png', 'evil.png');
    expect(text.status).toBe(422);
    expect(errorOf(await text.json()).detail).toMatch(/must be a picture/);
    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml', 'a.svg');
    expect(svg.status).toBe(422);
    const mismatch = await upload(png(), 'image/gif', 'a.gif');
    expect(mismatch.status).toBe(422);
    expect(errorOf(await mismatch.json()).detail).toMatch(/declared content type/);
    const big = await upload(png(MAX_IMAGE_BYTES + 1), 'image/png');
    expect(big.status).toBe(413);
    expect(errorOf(await big.json()).detail).toMatch(/at most 1048576 bytes/);
    const empty = await upload(new Uint8Array(0), 'image/png');
    expect(empty.status).toBe(422);
  });

  it('wants multipart with a file part, from an administrator', async () => {
    const json = await t.svc.request('/v2/files', { method: 'POST', token: t.admin, json: { file: 'x' } });
    expect(json.status).toBe(415);
    const noFile = new FormData();
    noFile.append('name', 'x');
    const missing = await t.svc.request('/v2/files', { method: 'POST', token: t.admin, body: noFile });
    expect(missing.status).toBe(400);
    expect((await upload(png(), 'image/png', 'a.png', t.shopper)).status).toBe(403);
    expect((await upload(png(), 'image/png', 'a.png', null)).status).toBe(401);
  });
});

describe('editing a product, previewing and publishing it', () => {
  it('renames, reprices and pictures a product; the preview shows and finds it, shoppers after the publish', async () => {
    const picture = (await (await upload(png(), 'image/png', 'pocket-tee.png')).json()) as {
      data: FileResource;
    };
    const imagePath = `/pcm/products/${pocketTee}/relationships/main_image`;
    expect(
      (await t.send('PUT', imagePath, { json: { data: { type: 'file', id: picture.data.id } } })).status,
    ).toBe(204);
    expect((await t.send('GET', imagePath)).body).toEqual({ data: [{ type: 'file', id: picture.data.id }] });

    const renamed = await t.send<{ data: DraftProduct }>('PUT', `/pcm/products/${pocketTee}`, {
      json: { data: { type: 'product', attributes: { name: 'Harbour Pocket Tee', description: 'Softer.' } } },
    });
    expect(renamed.status).toBe(200);
    const sku = renamed.body.data.attributes.sku;

    const prices = await t.send<{ data: ProductPrice[] }>(
      'GET',
      `/pcm/pricebooks/${pricebook}/prices?filter=eq(sku,${sku})`,
    );
    expect(prices.body.data).toHaveLength(1);
    const price = prices.body.data[0]!;
    const changed = await t.send<{ data: ProductPrice }>(
      'PUT',
      `/pcm/pricebooks/${pricebook}/prices/${price.id}`,
      {
        json: {
          data: {
            type: 'product-price',
            attributes: { currencies: { USD: { amount: 4321 }, EUR: { amount: 3999 } } },
          },
        },
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes.currencies.USD).toEqual({ amount: 4321 });

    const preview = (await t.send<{ data: Release }>('POST', `/pcm/catalogs/${standard}/previews`)).body.data;
    const releasePath = `/pcm/catalogs/${standard}/releases/${preview.id}`;
    const previewed = await t.send<{ data: CatalogProduct }>('GET', `${releasePath}/products/${pocketTee}`);
    expect(previewed.body.data.attributes.name).toBe('Harbour Pocket Tee');
    expect(previewed.body.data.meta?.display_price?.without_tax?.amount).toBe(4321);
    expect(previewed.body.data.relationships?.main_image).toEqual({
      data: { type: 'main_image', id: picture.data.id },
    });

    // The preview's search finds the new name; shoppers' search does not, until the publish.
    const found = await search(`${releasePath}/multi-search`, 'Harbour', t.admin);
    expect(found.results[0]!.hits.map((hit) => hit.document.id)).toContain(pocketTee);
    expect((await search('/catalog/multi-search', 'Harbour', t.shopper)).results[0]!.found).toBe(0);
    expect((await search(`${releasePath}/multi-search`, 'Harbour', t.shopper)).results).toBeUndefined();

    expect((await t.send('POST', `/pcm/catalogs/${standard}/releases`)).status).toBe(201);
    const shopper = await t.get<{ data: CatalogProduct }>(`/catalog/products/${pocketTee}`);
    expect(shopper.body.data.attributes.name).toBe('Harbour Pocket Tee');
    expect(shopper.body.data.meta?.display_price?.without_tax?.amount).toBe(4321);
    const shopperFound = await search('/catalog/multi-search', 'Harbour', t.shopper);
    expect(shopperFound.results[0]!.hits.map((hit) => hit.document.id)).toContain(pocketTee);
  });

  it('refuses a main image that is no picture or no file, and prices in a currency the store lacks', async () => {
    const imagePath = `/pcm/products/${pocketTee}/relationships/main_image`;
    const unknown = await t.send('PUT', imagePath, {
      json: { data: { type: 'file', id: '7b0f1d1c-0000-4000-8000-000000000000' } },
    });
    expect(unknown.status).toBe(422);
    const files = await t.send<{ data: FileResource[] }>(
      'GET',
      '/v2/files?filter=eq(mime_type,application/pdf)',
    );
    const pdf = files.body.data[0]!;
    const document = await t.send('PUT', imagePath, { json: { data: { type: 'file', id: pdf.id } } });
    expect(document.status).toBe(422);
    expect(errorOf(document.body).detail).toMatch(/not a picture/);

    const prices = await t.send<{ data: ProductPrice[] }>(
      'GET',
      `/pcm/pricebooks/${pricebook}/prices?page[limit]=1`,
    );
    const price = prices.body.data[0]!;
    const path = `/pcm/pricebooks/${pricebook}/prices/${price.id}`;
    const yen = await t.send('PUT', path, {
      json: { data: { type: 'product-price', attributes: { currencies: { JPY: { amount: 100 } } } } },
    });
    expect(yen.status).toBe(422);
    const negative = await t.send('PUT', path, {
      json: { data: { type: 'product-price', attributes: { currencies: { USD: { amount: -1 } } } } },
    });
    expect(negative.status).toBe(400);
    const again = await t.send('POST', `/pcm/pricebooks/${pricebook}/prices`, {
      json: {
        data: {
          type: 'product-price',
          attributes: { sku: price.attributes.sku, currencies: { USD: { amount: 1 } } },
        },
      },
    });
    expect(again.status).toBe(409);
    expect((await t.send('GET', `/pcm/pricebooks/not-a-book/prices`)).status).toBe(404);
    expect((await t.send('GET', path, { token: t.shopper })).status).toBe(403);
  });
});
