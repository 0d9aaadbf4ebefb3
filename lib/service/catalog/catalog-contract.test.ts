import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  catalogListResponse,
  catalogResponse,
  hierarchyNodeListResponse,
  hierarchyNodeResponse,
  productListResponse,
  productResponse,
  releaseListResponse,
  releaseResponse,
} from '@/lib/commerce/schemas/catalog';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { startCatalogService, type CatalogTestService } from '../testing/catalog';

let t: CatalogTestService;
beforeAll(async () => {
  t = await startCatalogService();
});
afterAll(() => t?.close());

const { catalogs, hierarchies, nodes, products } = DEMO_CATALOG;

/** What the service answers must parse with the contract the storefront reads it with. */
async function parses(
  schema: z.ZodType,
  path: string,
  init: { token?: string; headers?: Record<string, string> } = {},
) {
  const response = await t.get(path, init);
  expect(response.status, path).toBe(200);
  const parsed = schema.safeParse(response.body);
  expect(parsed.success ? null : `${path}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBeNull();
}

describe('answers match lib/commerce/schemas/catalog.ts', () => {
  it('product listings and single products, with includes, in every currency and language', async () => {
    const include = 'include=component_products,main_image,files';
    const contexts: Record<string, string>[] = [
      {},
      { 'X-Currency': 'EUR', 'Accept-Language': 'fr-FR' },
      { 'X-Currency': 'GBP', 'Vendor-Channel': 'mobile' },
    ];
    for (const headers of contexts) {
      await parses(productListResponse, `/catalog/products?page[limit]=100&${include}`, { headers });
      await parses(
        productListResponse,
        `/catalog/hierarchies/${hierarchies.outdoor}/products?page[limit]=100&${include}`,
        { headers },
      );
      await parses(
        productListResponse,
        `/catalog/nodes/${nodes.menTshirts}/relationships/products?${include}`,
        { headers },
      );
    }
    for (const id of Object.values(products).filter(
      (id) => ![products.insulatedParka, products.peasantBlouse, products.rainShell].includes(id),
    )) {
      await parses(productResponse, `/catalog/products/${id}?${include}`);
    }
  });

  it('hierarchies and nodes', async () => {
    await parses(hierarchyNodeListResponse, '/catalog/hierarchies');
    await parses(hierarchyNodeResponse, `/catalog/hierarchies/${hierarchies.apparel}`);
    await parses(
      hierarchyNodeListResponse,
      `/catalog/hierarchies/${hierarchies.apparel}/nodes?page[limit]=100`,
    );
    await parses(hierarchyNodeListResponse, `/catalog/nodes?filter=in(id,${nodes.men},${nodes.menTshirts})`);
    await parses(hierarchyNodeResponse, `/catalog/nodes/${nodes.tents}`);
  });

  it('catalogs and releases', async () => {
    await parses(catalogListResponse, '/pcm/catalogs', { token: t.admin });
    await parses(catalogResponse, `/pcm/catalogs/${catalogs.member}`, { token: t.admin });
    await parses(releaseListResponse, `/pcm/catalogs/${catalogs.standard}/releases`, { token: t.admin });
    await parses(releaseResponse, `/pcm/catalogs/${catalogs.standard}/releases/latest`, { token: t.admin });
    await parses(
      productListResponse,
      `/pcm/catalogs/${catalogs.standard}/releases/latest/products?page[limit]=100`,
      { token: t.admin },
    );
  });
});
