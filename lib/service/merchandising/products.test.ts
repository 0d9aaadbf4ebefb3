import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct, Release } from '@/lib/commerce/schemas/catalog';
import type { DraftProduct } from '@/lib/commerce/schemas/merchandising';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import { errorOf, startMerchandisingService, type MerchandisingTestService } from '../testing/merchandising';

let t: MerchandisingTestService;
beforeAll(async () => {
  t = await startMerchandisingService();
});
afterAll(() => t?.close());

const { pocketTee, classicTee, classicTeeSmallBlack, insulatedParka } = DEMO_CATALOG.products;
const standard = DEMO_CATALOG.catalogs.standard;
const productPath = (id: string) => `/pcm/products/${id}`;
const update = (
  id: string,
  attributes: Record<string, unknown>,
  extra: Record<string, unknown> = {},
  token?: string | null,
) =>
  t.send<{ data: DraftProduct }>('PUT', productPath(id), {
    json: { data: { type: 'product', ...extra, attributes } },
    token,
  });
const publish = async () => {
  const response = await t.send<{ data: Release }>('POST', `/pcm/catalogs/${standard}/releases`);
  expect(response.status).toBe(201);
  return response.body.data.id;
};
const inRelease = async (release: string, id: string) =>
  (
    await t.send<{ data: CatalogProduct }>(
      'GET',
      `/pcm/catalogs/${standard}/releases/${release}/products/${id}`,
    )
  ).status;

describe('listing the draft products (GET /pcm/products)', () => {
  it('lists drafts and live products by name with their status, children left out, paged', async () => {
    type List = { data: DraftProduct[]; meta: { results: { total: number } } };
    const first = await t.send<List>('GET', '/pcm/products?page[limit]=100');
    expect(first.status).toBe(200);
    const ids = first.body.data.map((product) => product.id);
    expect(ids).toContain(insulatedParka);
    expect(ids).toContain(classicTee);
    expect(ids).not.toContain(classicTeeSmallBlack);
    expect(first.body.data.find((product) => product.id === insulatedParka)?.attributes.status).toBe('draft');
    const names = first.body.data.map((product) => product.attributes.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page = await t.send<List>('GET', '/pcm/products?page[limit]=2&page[offset]=1');
    expect(page.body.data.map((product) => product.id)).toEqual(ids.slice(1, 3));
    expect(page.body.meta.results.total).toBe(first.body.meta.results.total);
  });

  it('is for administrators only', async () => {
    expect((await t.send('GET', '/pcm/products', { token: t.shopper })).status).toBe(403);
  });
});

describe('reading a product of the draft data', () => {
  it('answers drafts too, with type, status and family', async () => {
    const parka = await t.send<{ data: DraftProduct }>('GET', productPath(insulatedParka));
    expect(parka.status).toBe(200);
    expect(parka.body.data).toMatchObject({
      id: insulatedParka,
      type: 'product',
      attributes: { status: 'draft', name: 'Insulated Parka' },
      meta: { product_types: ['standard'] },
    });
    expect(parka.body.data.meta).not.toHaveProperty('built_at');
    const parent = (await t.send<{ data: DraftProduct }>('GET', productPath(classicTee))).body.data;
    expect(parent.relationships?.variations?.data.map((ref) => ref.id).sort()).toEqual(
      [demoId.variation('tee-colour'), demoId.variation('tee-size')].sort(),
    );
    expect(parent.relationships?.children?.data.map((ref) => ref.id)).toContain(classicTeeSmallBlack);
    expect(parent.meta.built_at).toEqual(expect.any(String));
  });

  it('answers 404 for unknown ids and 403 to shoppers', async () => {
    expect((await t.send('GET', productPath(demoId.product('none')))).status).toBe(404);
    expect((await t.send('GET', productPath('none'))).status).toBe(404);
    expect((await t.send('GET', productPath(pocketTee), { token: t.shopper })).status).toBe(403);
  });
});

describe('changing a product (PUT /pcm/products/{id})', () => {
  it('takes a product out of the next release with status draft, and back with live (spec 3.2)', async () => {
    const response = await update(pocketTee, { status: 'draft' });
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.status).toBe('draft');
    expect(Date.parse(response.body.data.meta.updated_at)).toBeGreaterThan(
      Date.parse(response.body.data.meta.created_at),
    );
    // Published releases are snapshots: the shopper still sees it until the next publish.
    expect((await t.get(`/catalog/products/${pocketTee}`)).status).toBe(200);
    const previous = DEMO_CATALOG.releases.standard[2];
    const withoutIt = await publish();
    expect(await inRelease(withoutIt, pocketTee)).toBe(404);
    expect(await inRelease(previous, pocketTee)).toBe(200);
    expect((await t.get(`/catalog/products/${pocketTee}`)).status).toBe(404);

    expect((await update(pocketTee, { status: 'live' })).body.data.attributes.status).toBe('live');
    const withIt = await publish();
    expect(await inRelease(withIt, pocketTee)).toBe(200);
  });

  it('takes a draft parent out with its children', async () => {
    await update(classicTee, { status: 'draft' });
    const release = await publish();
    expect(await inRelease(release, classicTee)).toBe(404);
    expect(await inRelease(release, classicTeeSmallBlack)).toBe(404);
    await update(classicTee, { status: 'live' });
    expect(await inRelease(await publish(), classicTeeSmallBlack)).toBe(200);
  });

  it('changes only the attributes given, also when two changes arrive at once', async () => {
    const [named, described] = await Promise.all([
      update(insulatedParka, { name: 'Insulated Parka II' }),
      update(insulatedParka, { description: 'Warmer than ever.' }),
    ]);
    expect(named.status).toBe(200);
    expect(described.status).toBe(200);
    const now = (await t.send<{ data: DraftProduct }>('GET', productPath(insulatedParka))).body.data
      .attributes;
    expect(now).toMatchObject({
      name: 'Insulated Parka II',
      description: 'Warmer than ever.',
      status: 'draft',
    });
    // The same id in the body is fine.
    expect((await update(insulatedParka, { name: 'Insulated Parka' }, { id: insulatedParka })).status).toBe(
      200,
    );
  });

  it('answers 400 naming the field for a bad body', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, RegExp][] = [
      [{ status: 'archived' }, {}, /^data\.attributes\.status:/],
      [{ statsu: 'live' }, {}, /^data\.attributes: .*statsu/],
      [{}, {}, /^data\.attributes: must change at least one of name, description, status/],
      [{ name: '' }, {}, /^data\.attributes\.name: must not be empty/],
      [{ name: 'x'.repeat(1025) }, {}, /^data\.attributes\.name: must be at most 1024 characters/],
      [{ status: 'live' }, { type: 'products' }, /^data\.type:/],
      [{ status: 'live' }, { id: classicTee }, /^data\.id: must be the product's id/],
    ];
    for (const [attributes, extra, detail] of cases) {
      const response = await update(pocketTee, attributes, extra);
      expect(response.status, JSON.stringify(attributes)).toBe(400);
      expect(errorOf(response.body).detail, JSON.stringify(attributes)).toMatch(detail);
    }
    const noData = await t.send('PUT', productPath(pocketTee), { json: { status: 'draft' } });
    expect(noData.status).toBe(400);
    expect(errorOf(noData.body).detail).toMatch(/^data:/);
    const noBody = await t.send('PUT', productPath(pocketTee));
    expect(noBody.status).toBe(400);
    expect(
      (await t.send<{ data: DraftProduct }>('GET', productPath(pocketTee))).body.data.attributes.status,
    ).toBe('live');
  });

  it('answers 404 for unknown products and 403/401 to anyone but an administrator', async () => {
    expect((await update(demoId.product('none'), { status: 'draft' })).status).toBe(404);
    expect((await update('none', { status: 'draft' })).status).toBe(404);
    expect((await update(pocketTee, { status: 'draft' }, {}, t.shopper)).status).toBe(403);
    expect((await update(pocketTee, { status: 'draft' }, {}, null)).status).toBe(401);
  });
});
