import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '@/lib/platform/client-address';
import { startCatalogService, type CatalogTestService, type ProductList } from '../testing/catalog';

/**
 * Behind a proxy, the links and file URLs in answers name the origin clients reach the service at
 * (issue 23 point 9): `PUBLIC_ORIGIN`, or a trusted proxy's X-Forwarded-Host — never a header any
 * client can send.
 */
const PROXIED = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };

async function imageHrefs(t: CatalogTestService, headers: Record<string, string> = {}) {
  const listing = await t.get<ProductList>(
    '/catalog/products?filter=eq(sku,TWO-PERSON-TENT)&include=main_image',
    {
      headers,
    },
  );
  expect(listing.status).toBe(200);
  const image = listing.body.included!.main_images![0]!;
  return { image: image.attributes.href };
}

async function cartImageHref(t: CatalogTestService, headers: Record<string, string>) {
  const created = await t.svc.request('/v2/carts', {
    method: 'POST',
    token: t.shopper,
    json: { data: { name: 'x' } },
  });
  const cartId = ((await created.json()) as { data: { id: string } }).data.id;
  const added = await t.svc.request(`/v2/carts/${cartId}/items`, {
    method: 'POST',
    token: t.shopper,
    headers,
    json: { data: { type: 'cart_item', sku: 'TWO-PERSON-TENT', quantity: 1 } },
  });
  expect(added.status).toBe(201);
  const body = (await added.json()) as { data: Array<{ image?: { href: string } }> };
  return body.data[0]!.image!.href;
}

describe('links behind a proxy', () => {
  let direct: CatalogTestService;
  let proxied: CatalogTestService;
  let configured: CatalogTestService;
  beforeAll(async () => {
    [direct, proxied, configured] = await Promise.all([
      startCatalogService(),
      startCatalogService({ trustedProxies: parseTrustedProxies('127.0.0.1') }),
      startCatalogService({ publicOrigin: 'https://cdn.shop.example' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), proxied?.close(), configured?.close()]);
  });

  it("ignores a client's X-Forwarded-Host when its address is not a trusted proxy", async () => {
    const { image } = await imageHrefs(direct, PROXIED);
    expect(new URL(image).origin).toBe(new URL(direct.svc.baseUrl).origin);
    expect(new URL(await cartImageHref(direct, PROXIED)).origin).toBe(new URL(direct.svc.baseUrl).origin);
  });

  it("names a trusted proxy's forwarded host and scheme, and the image loads there through the proxy's path", async () => {
    const { image } = await imageHrefs(proxied, PROXIED);
    const url = new URL(image);
    expect(url.origin).toBe('https://shop.example');
    // The same path on the service itself is the file (the proxy forwards it unchanged).
    const file = await fetch(new URL(`${url.pathname}${url.search}`, proxied.svc.baseUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
    expect(new URL(await cartImageHref(proxied, PROXIED)).origin).toBe('https://shop.example');
    // Without the proxy's headers, the request's own origin.
    expect(new URL((await imageHrefs(proxied)).image).origin).toBe(new URL(proxied.svc.baseUrl).origin);
  });

  it('names PUBLIC_ORIGIN whatever the request says', async () => {
    const { image } = await imageHrefs(configured, PROXIED);
    expect(new URL(image).origin).toBe('https://cdn.shop.example');
    expect(new URL(await cartImageHref(configured, {})).origin).toBe('https://cdn.shop.example');
  });
});
