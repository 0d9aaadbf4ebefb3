import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '@/lib/service/testing/harness';
import { LARGE_CATALOG, seedLargeCatalog } from '@/scripts/bench/large-catalog';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe('seedLargeCatalog', () => {
  it('generates N products in bulk, publishes them (drafts left out) and replaces itself on a re-run', async () => {
    const first = await seedLargeCatalog(svc.service.storage, { products: 600 });
    expect(first.productCount).toBe(594);
    const again = await seedLargeCatalog(svc.service.storage, { products: 300 });
    expect(again.productCount).toBe(297);
    const token = await svc.token('implicit');
    const response = await svc.request('/catalog/products?filter=eq(tags,red)&page[limit]=5', {
      token,
      headers: { 'Vendor-Channel': LARGE_CATALOG.channel },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { meta: { catalog_id: string } }[];
      meta: { results: { total: number } };
    };
    expect(body.data[0]?.meta.catalog_id).toBe(LARGE_CATALOG.catalog);
    expect(body.meta.results.total).toBeGreaterThan(0);

    // Its pictures are drawings (issue 17) of several kinds, none with the product's name on it.
    const listed = await svc.request('/catalog/products?page[limit]=12&include=main_image', {
      token,
      headers: { 'Vendor-Channel': LARGE_CATALOG.channel },
    });
    const { included } = (await listed.json()) as {
      included: { main_images: { link: { href: string } }[] };
    };
    const pictures = new Set(included.main_images.map((image) => image.link.href));
    expect(pictures.size).toBeGreaterThan(5);
    for (const href of pictures) {
      const svg = await (await fetch(href)).text();
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toContain('<text');
    }
  });

  it('refuses a product count out of range', async () => {
    await expect(seedLargeCatalog(svc.service.storage, { products: 0 })).rejects.toThrow(RangeError);
  });
});
