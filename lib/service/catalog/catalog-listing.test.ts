import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../auth/tokens';
import { getOrCreateSigningKey, setSetting } from '../storage/settings';
import { demoId } from '../demo/catalog/ids';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { errorOf, startCatalogService, type CatalogTestService, type ProductList } from '../testing/catalog';

let t: CatalogTestService;
beforeAll(async () => {
  t = await startCatalogService();
});
afterAll(() => t?.close());

const { hierarchies, products } = DEMO_CATALOG;
const offsetOf = (link: string | null) =>
  link === null ? null : Number(new URL(link).searchParams.get('page[offset]'));
const limitOf = (link: string) => Number(new URL(link).searchParams.get('page[limit]'));
const skus = (body: ProductList) => body.data.map((product) => product.attributes.sku).sort();

async function list(path: string, headers?: Record<string, string>) {
  const response = await t.get<ProductList>(path, { headers });
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
  return response.body;
}

async function badRequest(path: string, parameter: RegExp) {
  const response = await t.get(path);
  expect(response.status, path).toBe(400);
  const error = errorOf(response.body);
  expect(error.status).toBe('400');
  expect(error.detail, path).toMatch(parameter);
  return error;
}

describe('catalog listings: envelope and paging (spec 2.10, DESIGN.md §3)', () => {
  let total: number;
  beforeAll(async () => {
    total = (await list('/catalog/products?page[limit]=1')).meta.results.total;
  });

  it('answers the list envelope with the release total and the default page length of 25', async () => {
    const body = await list('/catalog/products');
    expect(total).toBeGreaterThanOrEqual(80);
    expect(body.data).toHaveLength(25);
    expect(body.meta).toEqual({
      results: { total },
      page: { limit: 25, offset: 0, current: 1, total: Math.ceil(total / 25) },
    });
    expect(
      body.data.every((product) => product.type === 'product' && product.attributes.status === 'live'),
    ).toBe(true);
  });

  it('takes the default page length from the store setting', async () => {
    await setSetting(t.svc.service.storage.db, 'page_length', 7);
    try {
      const body = await list('/catalog/products');
      expect(body.data).toHaveLength(7);
      expect(body.meta.page.limit).toBe(7);
      expect(limitOf(body.links.next!)).toBe(7);
    } finally {
      await setSetting(t.svc.service.storage.db, 'page_length', 25);
    }
  });

  it('links the first page: prev null, next and last set, absolute URLs', async () => {
    const body = await list('/catalog/products?page[limit]=10');
    const pages = Math.ceil(total / 10);
    expect(body.meta.page).toEqual({ limit: 10, offset: 0, current: 1, total: pages });
    expect(body.links.self.startsWith(`${t.svc.baseUrl}/catalog/products?`)).toBe(true);
    expect(offsetOf(body.links.first)).toBe(0);
    expect(offsetOf(body.links.prev)).toBeNull();
    expect(offsetOf(body.links.next)).toBe(10);
    expect(offsetOf(body.links.last)).toBe((pages - 1) * 10);
    expect(limitOf(body.links.last!)).toBe(10);
  });

  it('links a middle page both ways, counting the offset in records', async () => {
    const body = await list('/catalog/products?page[limit]=10&page[offset]=35');
    expect(body.meta.page).toMatchObject({ offset: 35, current: 4 });
    expect(offsetOf(body.links.prev)).toBe(25);
    expect(offsetOf(body.links.next)).toBe(45);
    expect(offsetOf(body.links.self)).toBe(35);
  });

  it('links the last page: next null, prev set, the remaining records', async () => {
    const lastOffset = (Math.ceil(total / 10) - 1) * 10;
    const body = await list(`/catalog/products?page[limit]=10&page[offset]=${lastOffset}`);
    expect(body.data).toHaveLength(total - lastOffset);
    expect(body.meta.page.current).toBe(body.meta.page.total);
    expect(body.links.next).toBeNull();
    expect(offsetOf(body.links.prev)).toBe(lastOffset - 10);
    expect(offsetOf(body.links.last)).toBe(lastOffset);
  });

  it('answers an offset beyond the total with no data and a prev link back to the last page', async () => {
    const body = await list('/catalog/products?page[limit]=10&page[offset]=500');
    expect(body.data).toEqual([]);
    expect(body.meta.results.total).toBe(total);
    expect(body.meta.page.current).toBe(51);
    expect(body.links.next).toBeNull();
    expect(offsetOf(body.links.prev)).toBe((Math.ceil(total / 10) - 1) * 10);
  });

  it('accepts the largest offset, 10000', async () => {
    const body = await list('/catalog/products?page[offset]=10000');
    expect(body.data).toEqual([]);
  });

  it('sets only first (and self) when there is a single page', async () => {
    const body = await list('/catalog/products?page[limit]=100');
    expect(body.data).toHaveLength(total);
    expect(body.meta.page).toMatchObject({ current: 1, total: 1 });
    expect(body.links).toMatchObject({ last: null, prev: null, next: null });
    expect(offsetOf(body.links.first)).toBe(0);
  });

  it('keeps the filter and include in every link', async () => {
    const body = await list('/catalog/products?page[limit]=2&filter=eq(tags,cotton)&include=main_image');
    for (const link of [body.links.self, body.links.first, body.links.next!, body.links.last!]) {
      const params = new URL(link).searchParams;
      expect(params.get('filter')).toBe('eq(tags,cotton)');
      expect(params.get('include')).toBe('main_image');
    }
    const next = await list(body.links.next!.slice(t.svc.baseUrl.length));
    expect(next.meta.page.offset).toBe(2);
    expect(next.data.every((product) => product.attributes.tags?.includes('cotton'))).toBe(true);
  });

  it('pages in a stable order: consecutive pages neither repeat nor skip a product', async () => {
    const all = await list('/catalog/products?page[limit]=100');
    const paged = [];
    for (let offset = 0; offset < total; offset += 9)
      paged.push(...(await list(`/catalog/products?page[limit]=9&page[offset]=${offset}`)).data);
    expect(paged.map((product) => product.id)).toEqual(all.data.map((product) => product.id));
  });

  it('refuses page[limit] and page[offset] out of range or not integers with a 400 naming them', async () => {
    for (const value of ['0', '101', 'abc', '1.5', '-1', ''])
      await badRequest(`/catalog/products?page[limit]=${value}`, /page\[limit\]/);
    for (const value of ['-1', '10001', 'x', '2.5'])
      await badRequest(`/catalog/products?page[offset]=${value}`, /page\[offset\]/);
    await badRequest(`/catalog/hierarchies/${hierarchies.apparel}/products?page[limit]=500`, /page\[limit\]/);
    const release = await t.get(
      `/pcm/catalogs/${DEMO_CATALOG.catalogs.standard}/releases/latest/products?page[offset]=20000`,
      { token: t.admin },
    );
    expect(release.status).toBe(400);
    expect(errorOf(release.body).detail).toMatch(/page\[offset\]: must be an integer from 0 to 10000/);
  });
});

describe('filters (spec 4.8)', () => {
  it('eq and in on name, sku and slug', async () => {
    expect(skus(await list('/catalog/products?filter=eq(name,Wool Beanie)'))).toEqual(['WOOL-BEANIE']);
    expect(skus(await list('/catalog/products?filter=in(name,Wool Beanie,Market Tote)'))).toEqual([
      'MARKET-TOTE',
      'WOOL-BEANIE',
    ]);
    expect(skus(await list('/catalog/products?filter=eq(sku,DUTCH-OVEN)'))).toEqual(['DUTCH-OVEN']);
    expect(skus(await list('/catalog/products?filter=in(sku,DUTCH-OVEN,SAUCEPAN,NO-SUCH-SKU)'))).toEqual([
      'DUTCH-OVEN',
      'SAUCEPAN',
    ]);
    expect(skus(await list('/catalog/products?filter=eq(slug,headlamp)'))).toEqual(['HEADLAMP']);
    expect(skus(await list('/catalog/products?filter=in(slug,headlamp,camp-pillow)'))).toEqual([
      'CAMP-PILLOW',
      'HEADLAMP',
    ]);
  });

  it('eq and in on mpn and upc_ean', async () => {
    const [mug] = (await list('/catalog/products?filter=eq(sku,STONEWARE-MUG)')).data;
    const [tote] = (await list('/catalog/products?filter=eq(sku,MARKET-TOTE)')).data;
    const mpn = mug!.attributes.manufacturer_part_num!;
    const ean = mug!.attributes.upc_ean!;
    expect(skus(await list(`/catalog/products?filter=eq(mpn,${mpn})`))).toEqual(['STONEWARE-MUG']);
    expect(
      skus(await list(`/catalog/products?filter=in(mpn,${mpn},${tote!.attributes.manufacturer_part_num})`)),
    ).toEqual(['MARKET-TOTE', 'STONEWARE-MUG']);
    expect(skus(await list(`/catalog/products?filter=eq(upc_ean,${ean})`))).toEqual(['STONEWARE-MUG']);
    expect(
      skus(await list(`/catalog/products?filter=in(upc_ean,${ean},${tote!.attributes.upc_ean})`)),
    ).toEqual(['MARKET-TOTE', 'STONEWARE-MUG']);
  });

  it('eq and in on product_types', async () => {
    const bundles = await list('/catalog/products?filter=eq(product_types,bundle)');
    expect(skus(bundles)).toEqual(['KITCHEN-STARTER-SET', 'TEE-THREE-PACK', 'WEEKEND-CAMPING-KIT']);
    const parents = await list('/catalog/products?filter=eq(product_types,parent)');
    expect(skus(parents)).toEqual(['CLASSIC-TEE', 'HIKING-BOOT', 'MERINO-SWEATER']);
    const both = await list('/catalog/products?filter=in(product_types,bundle,parent)');
    expect(both.meta.results.total).toBe(6);
    const children = await list('/catalog/products?filter=eq(product_types,child)&page[limit]=100');
    expect(children.data.every((product) => product.meta?.product_types?.[0] === 'child')).toBe(true);
    // One of the 20 built children is a draft.
    expect(children.meta.results.total).toBe(19);
  });

  it('eq and in on tags, compared lowercase', async () => {
    const personalised = ['BASEBALL-CAP', 'CANVAS-TOTE', 'STONEWARE-MUG'];
    expect(skus(await list('/catalog/products?filter=eq(tags,personalised)'))).toEqual(personalised);
    expect(skus(await list('/catalog/products?filter=eq(tags,PERSONALISED)'))).toEqual(personalised);
    expect(skus(await list('/catalog/products?filter=in(tags,ultralight,down)'))).toEqual([
      'SLEEPING-BAG',
      'TWO-PERSON-TENT',
      'ULTRALIGHT-TARP',
    ]);
  });

  it('in on id; ids that are not UUIDs match nothing', async () => {
    expect(
      skus(await list(`/catalog/products?filter=in(id,${products.pocketTee},${products.midiDress})`)),
    ).toEqual(['MIDI-DRESS', 'POCKET-TEE']);
    expect((await list('/catalog/products?filter=in(id,not-a-uuid)')).data).toEqual([]);
  });

  it('joins conditions with ":" (all must hold)', async () => {
    expect(skus(await list('/catalog/products?filter=eq(tags,cotton):eq(product_types,bundle)'))).toEqual([
      'TEE-THREE-PACK',
    ]);
    expect((await list('/catalog/products?filter=eq(sku,DUTCH-OVEN):eq(tags,wool)')).meta.results.total).toBe(
      0,
    );
  });

  it('filters a hierarchy and a node listing', async () => {
    const home = await list(`/catalog/hierarchies/${hierarchies.home}/products?filter=eq(tags,cast-iron)`);
    expect(skus(home)).toEqual(['CAST-IRON-SKILLET', 'DUTCH-OVEN']);
    const apparel = await list(
      `/catalog/hierarchies/${hierarchies.apparel}/products?filter=eq(tags,cast-iron)`,
    );
    expect(apparel.data).toEqual([]);
    const tees = await list(
      `/catalog/nodes/${DEMO_CATALOG.nodes.menTshirts}/relationships/products?filter=in(product_types,bundle,parent)`,
    );
    expect(skus(tees)).toEqual(['CLASSIC-TEE', 'TEE-THREE-PACK']);
  });

  it('applies the value-count rules: one value for eq on the hierarchy endpoint, several tags on the release endpoint', async () => {
    const release = `/pcm/catalogs/${DEMO_CATALOG.catalogs.standard}/releases/latest/products`;
    const both = await t.get<ProductList>(`${release}?filter=eq(tags,cotton,summer)`, { token: t.admin });
    expect(both.status).toBe(200);
    expect(skus(both.body)).toEqual(['CHINO-SHORTS']);
    expect(skus(await list('/catalog/products?filter=eq(tags,cotton,summer)'))).toEqual(['CHINO-SHORTS']);
    const error = await badRequest(
      `/catalog/hierarchies/${hierarchies.apparel}/products?filter=eq(tags,cotton,summer)`,
      /^filter: eq\(tags\) takes exactly one value/,
    );
    expect(error.meta).toMatchObject({ parameter: 'filter' });
    await badRequest(
      `/catalog/nodes/${DEMO_CATALOG.nodes.men}/relationships/products?filter=eq(tags,cotton,summer)`,
      /^filter: /,
    );
    const types = await t.get(`${release}?filter=eq(product_types,bundle,parent)`, { token: t.admin });
    expect(types.status).toBe(400);
    expect(errorOf(types.body).detail).toMatch(/^filter: eq\(product_types\) takes exactly one value/);
    await badRequest('/catalog/products?filter=eq(name,A,B)', /^filter: eq\(name\) takes exactly one value/);
  });

  it('refuses broken syntax, unknown attributes and unknown product types with a 400 naming the filter', async () => {
    await badRequest('/catalog/products?filter=eq(name', /^filter: /);
    await badRequest('/catalog/products?filter=like(name,x)', /^filter: expected eq\( or in\(/);
    await badRequest(
      '/catalog/products?filter=eq(colour,red)',
      /^filter: eq does not support the attribute "colour"/,
    );
    await badRequest(
      '/catalog/products?filter=eq(id,abc)',
      /^filter: eq does not support the attribute "id"/,
    );
    await badRequest('/catalog/products?filter=', /^filter: /);
    await badRequest(
      '/catalog/products?filter=eq(product_types,kit)',
      /^filter: product_types takes standard, parent, child, bundle/,
    );
    await badRequest(
      `/catalog/hierarchies/${hierarchies.home}/products?filter=in(price,1)`,
      /^filter: in does not support the attribute "price"/,
    );
  });
});

describe('include (spec 4.7 rule 4)', () => {
  it('answers main images, files and component products in `included`', async () => {
    const body = await list(
      '/catalog/products?filter=in(sku,WEEKEND-CAMPING-KIT,TWO-PERSON-TENT)&include=component_products,main_image,files',
    );
    const mainImages = body.data.map((product) => product.relationships?.main_image?.data.id).sort();
    expect(body.included?.main_images?.map((file) => file.id).sort()).toEqual(mainImages);
    expect(
      body.included?.main_images?.every(
        (file) => file.type === 'main_image' && file.attributes.mime_type === 'image/svg+xml',
      ),
    ).toBe(true);
    expect(body.included?.files?.map((file) => file.attributes.file_name).sort()).toEqual([
      'two-person-tent-back.svg',
      'two-person-tent-detail.svg',
      'two-person-tent-spec-sheet.pdf',
      'weekend-camping-kit-detail.svg',
      'weekend-camping-kit-scene.svg',
    ]);
    for (const file of [...body.included!.main_images!, ...body.included!.files!])
      expect(file.attributes.href).toBe(
        `${t.svc.baseUrl}/files/${file.id}.${file.attributes.file_name.split('.').pop()}`,
      );

    const kit = body.data.find((product) => product.attributes.sku === 'WEEKEND-CAMPING-KIT')!;
    const componentIds = kit.relationships?.component_products?.data.map((ref) => ref.id) ?? [];
    expect(componentIds).toHaveLength(5);
    expect(body.included?.component_products?.map((product) => product.id).sort()).toEqual(
      [...componentIds].sort(),
    );
    expect(body.included?.component_products?.every((product) => product.meta?.display_price)).toBe(true);
  });

  it('leaves `included` out without include, and answers only what was asked', async () => {
    expect((await list('/catalog/products?page[limit]=2')).included).toBeUndefined();
    const images = await list('/catalog/products?page[limit]=2&include=main_image');
    expect(Object.keys(images.included!)).toEqual(['main_images']);
  });

  it('includes on a single product', async () => {
    const response = await t.get<{ data: { id: string }; included: ProductList['included'] }>(
      `/catalog/products/${products.kitchenStarterSet}?include=component_products`,
    );
    expect(response.status).toBe(200);
    expect(
      response.body.included?.component_products?.map((product) => product.attributes.sku).sort(),
    ).toEqual(['CAST-IRON-SKILLET', 'DUTCH-OVEN', 'NONSTICK-PAN', 'SAUCEPAN']);
  });

  it('refuses an unknown include value with a 400 naming include', async () => {
    const error = await badRequest(
      '/catalog/products?include=main_image,reviews',
      /^include: unknown value "reviews"/,
    );
    expect(error.meta).toMatchObject({ parameter: 'include' });
    await badRequest(`/catalog/products/${products.pocketTee}?include=everything`, /^include: /);
  });
});

describe('access and robustness', () => {
  it('lets implicit, account and admin tokens read /catalog, and nobody without a token', async () => {
    const key = await getOrCreateSigningKey(t.svc.service.storage.db);
    const { token: account } = await issueToken(
      { kind: 'account', clientId: t.svc.config.clientId, accountId: demoId.product('some-account') },
      key,
      60,
    );
    for (const token of [t.shopper, account, t.admin])
      expect((await t.get('/catalog/products?page[limit]=1', { token })).status).toBe(200);
    expect((await t.get(`/pcm/catalogs`, { token: account })).status).toBe(403);
    const anonymous = await t.get('/catalog/products', { token: null });
    expect(anonymous.status).toBe(401);
  });

  it('takes any number of ids in in(id,…)', async () => {
    // 300 ids keep the URL within the 16KB a Node server reads; the query takes any number.
    const ids = Array.from({ length: 300 }, (_, index) => demoId.product(`none-${index}`));
    const response = await t.get<ProductList>(
      `/catalog/products?filter=in(id,${[...ids, products.pocketTee].join(',')})`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.map((product) => product.id)).toEqual([products.pocketTee]);
  });

  it('answers a filter value with a NUL character with 400, not a database error', async () => {
    await badRequest('/catalog/products?filter=eq(name,a%00b)', /^filter: must not contain NUL/);
    await badRequest(`/catalog/nodes?filter=in(id,%00)`, /^filter: must not contain NUL/);
  });
});
