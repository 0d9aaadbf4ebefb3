import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct, Release } from '@/lib/commerce/schemas/catalog';
import type { BuildJob, DraftProduct, PimJob } from '@/lib/commerce/schemas/merchandising';
import type { VariationOption } from '@/lib/commerce/schemas/variations';
import { childProductId } from '../catalog/build-children';
import { KEPT_JOBS, recordJob } from './job-store';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import { errorOf, startMerchandisingService, type MerchandisingTestService } from '../testing/merchandising';

let t: MerchandisingTestService;
beforeAll(async () => {
  t = await startMerchandisingService();
});
afterAll(() => t?.close());

const { classicTee, hikingBoot, pocketTee } = DEMO_CATALOG.products;
const standard = DEMO_CATALOG.catalogs.standard;
const size = demoId.variation('tee-size');
const black = demoId.option('tee-colour', 'Black');
const white = demoId.option('tee-colour', 'White');

const createOption = async (variation: string, attributes: Record<string, unknown>) => {
  const response = await t.send<{ data: VariationOption }>('POST', `/pcm/variations/${variation}/options`, {
    json: { data: { type: 'product-variation-option', attributes } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
};
const build = (id: string, token?: string | null) =>
  t.send<{ data: BuildJob }>('POST', `/pcm/products/${id}/build`, { token });
const draft = async (id: string) =>
  (await t.send<{ data: DraftProduct }>('GET', `/pcm/products/${id}`)).body.data;
const publish = async () => {
  const response = await t.send<{ data: Release }>('POST', `/pcm/catalogs/${standard}/releases`);
  expect(response.status).toBe(201);
  return response.body.data.id;
};
const releaseProduct = (release: string, id: string) =>
  t.send<{ data: CatalogProduct }>('GET', `/pcm/catalogs/${standard}/releases/${release}/products/${id}`);
const sizeNames = (product: CatalogProduct) =>
  product.meta?.variations?.find((variation) => variation.id === size)?.options.map((option) => option.name);

describe('building a parent (spec 2.7 rule 4)', () => {
  let xxl: string;
  let releaseWithXxlLast: string;

  it('makes new children for a new option, which a publish then shows', async () => {
    const before = await draft(classicTee);
    expect(before.meta).toMatchObject({ product_types: ['parent'], build_outdated: false });
    expect(before.relationships?.children?.data).toHaveLength(8);

    xxl = (await createOption(size, { name: 'XXL', description: 'Extra extra large' })).id;
    expect((await draft(classicTee)).meta.build_outdated).toBe(true);
    // Nothing changes for shoppers until the parent is built and the catalog published.
    const shopperBefore = await t.get<{ data: CatalogProduct }>(`/catalog/products/${classicTee}`);
    expect(sizeNames(shopperBefore.body.data)).toEqual(['S', 'M', 'L', 'XL']);

    const response = await build(classicTee);
    // The vendor's answer: a PIM job, 201; here already finished, with what it did in meta.build.
    expect(response.status).toBe(201);
    const newChildren = [childProductId(classicTee, [xxl, black]), childProductId(classicTee, [xxl, white])];
    expect(response.body.data).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'pim-job',
      attributes: { type: 'child-products', status: 'success' },
      meta: { x_request_id: expect.any(String), build: { product_id: classicTee, removed: [] } },
    });
    const job = response.body.data;
    expect(job.attributes.completed_at).toBe(job.meta.build.built_at);
    expect(Date.parse(job.attributes.started_at!)).toBeLessThanOrEqual(
      Date.parse(job.attributes.completed_at!),
    );
    expect(job.meta.build.children).toHaveLength(10);
    expect(job.meta.build.created.sort()).toEqual(newChildren.sort());
    // The children, as the draft data now has them.
    const children = await t.send<{ data: DraftProduct[]; meta: { results: { total: number } } }>(
      'GET',
      `/pcm/products/${classicTee}/children?page[limit]=100`,
    );
    expect(children.status).toBe(200);
    expect(children.body.meta.results.total).toBe(10);
    expect(children.body.data.map((child) => child.id).sort()).toEqual([...job.meta.build.children].sort());
    expect(children.body.data.every((child) => child.relationships?.parent?.data.id === classicTee)).toBe(
      true,
    );

    const after = await draft(classicTee);
    expect(after.meta.build_outdated).toBe(false);
    expect(after.meta.built_at).toBe(job.meta.build.built_at);
    const child = await draft(childProductId(classicTee, [xxl, black]));
    expect(child.attributes).toMatchObject({ name: 'Classic Crew Tee (XXL, Black)', status: 'live' });
    expect(child.attributes.slug).toMatch(/-XXL-Black$/);
    expect(child.relationships?.parent?.data).toEqual({ id: classicTee, type: 'product' });
    expect((await releaseProduct('latest', child.id)).status).toBe(404);

    releaseWithXxlLast = await publish();
    const parent = (await releaseProduct('latest', classicTee)).body.data;
    expect(sizeNames(parent)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(JSON.stringify(parent.meta?.variation_matrix)).toContain(child.id);
    expect((await releaseProduct('latest', child.id)).body.data.attributes.name).toBe(
      'Classic Crew Tee (XXL, Black)',
    );
    const shopper = await t.get<{ data: CatalogProduct }>(`/catalog/products/${child.id}`);
    expect(shopper.status).toBe(200);
  });

  it('applies a sort order change only once the parent is rebuilt, and old releases keep theirs', async () => {
    const changed = await t.send('PUT', `/pcm/variations/${size}/options/${xxl}`, {
      json: { data: { type: 'product-variation-option', attributes: { name: 'XXL', sort_order: 100 } } },
    });
    expect(changed.status).toBe(200);
    expect((await draft(classicTee)).meta.build_outdated).toBe(true);
    await publish();
    expect(sizeNames((await releaseProduct('latest', classicTee)).body.data)).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);

    const rebuilt = await build(classicTee);
    expect(rebuilt.body.data.meta.build.created).toEqual([]);
    await publish();
    // Spec 4.7 rule 3: the highest sort_order first.
    expect(sizeNames((await releaseProduct('latest', classicTee)).body.data)).toEqual([
      'XXL',
      'S',
      'M',
      'L',
      'XL',
    ]);
    expect(sizeNames((await releaseProduct(releaseWithXxlLast, classicTee)).body.data)).toEqual([
      'S',
      'M',
      'L',
      'XL',
      'XXL',
    ]);
  });

  it("keeps each build's job, readable again as the vendor's clients poll it", async () => {
    const built = (await build(classicTee)).body.data;
    const again = await t.send<{ data: PimJob }>('GET', `/pcm/jobs/${built.id}`);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(built);
    const errors = await t.send<{ data: unknown[] }>('GET', `/pcm/jobs/${built.id}/errors`);
    expect(errors.status).toBe(200);
    expect(errors.body.data).toEqual([]);
    const list = await t.send<{ data: PimJob[]; meta: { results: { total: number } } }>('GET', '/pcm/jobs');
    expect(list.body.data[0]).toEqual(built);
    expect(list.body.meta.results.total).toBeGreaterThanOrEqual(2);
    for (const id of [demoId.product('no-such-job'), 'not-a-uuid']) {
      expect((await t.send('GET', `/pcm/jobs/${id}`)).status, id).toBe(404);
      expect((await t.send('GET', `/pcm/jobs/${id}/errors`)).status, id).toBe(404);
    }
    expect((await t.send('GET', `/pcm/jobs/${built.id}`, { token: t.shopper })).status).toBe(403);
    expect((await t.send('GET', '/pcm/jobs', { token: null })).status).toBe(401);
  });

  it('keeps only the newest jobs, so they never pile up', async () => {
    const db = t.svc.service.storage.db;
    const ids: string[] = [];
    for (let index = 0; index < KEPT_JOBS + 5; index += 1) {
      // Older than any build of this test: each one recorded drops the oldest beyond the limit.
      const at = new Date(Date.UTC(2020, 0, 1, 0, 0, index));
      const job = await recordJob(db, {
        id: demoId.product(`old-job-${index}`),
        jobType: 'child-products',
        status: 'success',
        requestId: `old-${index}`,
        result: {
          product_id: classicTee,
          built_at: at.toISOString(),
          children: [],
          created: [],
          removed: [],
        },
        startedAt: at,
        completedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      ids.push(job.id);
    }
    const list = await t.send<{ meta: { results: { total: number } } }>('GET', '/pcm/jobs?page[limit]=1');
    expect(list.body.meta.results.total).toBe(KEPT_JOBS);
    expect((await t.send('GET', `/pcm/jobs/${ids[0]}`)).status).toBe(404);
    expect((await t.send('GET', `/pcm/jobs/${ids.at(-1)}`)).status).toBe(200);
  });

  it('keeps the same children on a rebuild with nothing new', async () => {
    const first = await build(classicTee);
    const second = await build(classicTee);
    expect(second.body.data.meta.build).toMatchObject({
      created: [],
      removed: [],
      children: first.body.data.meta.build.children,
    });
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });

  it('refuses options whose names join alike into one SKU (409) and changes nothing', async () => {
    const children = (await draft(hikingBoot)).relationships?.children?.data;
    const widthOption = await createOption(demoId.variation('boot-width'), { name: 'Wide-Regular' });
    await createOption(demoId.variation('boot-size'), { name: 'EU41-Wide' });
    // EU41 + Wide-Regular and EU41-Wide + Regular would both be HIKING-BOOT-EU41-Wide-Regular.
    const jobsBefore = await t.send<{ meta: { results: { total: number } } }>('GET', '/pcm/jobs');
    const response = await build(hikingBoot);
    expect(response.status).toBe(409);
    // A refused build changes nothing and leaves no job behind.
    const jobsAfter = await t.send<{ meta: { results: { total: number } } }>('GET', '/pcm/jobs');
    expect(jobsAfter.body.meta.results.total).toBe(jobsBefore.body.meta.results.total);
    expect(errorOf(response.body).detail).toMatch(/share a SKU or slug/);
    expect((await draft(hikingBoot)).relationships?.children?.data).toEqual(children);
    expect((await draft(hikingBoot)).meta.build_outdated).toBe(true);

    // Renaming one of them clears the way.
    await t.send('PUT', `/pcm/variations/${demoId.variation('boot-width')}/options/${widthOption.id}`, {
      json: { data: { type: 'product-variation-option', attributes: { name: 'Narrow' } } },
    });
    const fixed = await build(hikingBoot);
    expect(fixed.status).toBe(201);
    expect(fixed.body.data.meta.build.children).toHaveLength(12);
    expect(fixed.body.data.meta.build.created).toHaveLength(6);
  });

  it('refuses a product that is not a parent (422) and unknown products (404)', async () => {
    const standardProduct = await build(pocketTee);
    expect(standardProduct.status).toBe(422);
    expect(errorOf(standardProduct.body).detail).toContain('only parent products have children');
    expect((await build(DEMO_CATALOG.products.classicTeeSmallBlack)).status).toBe(422);
    expect((await build(demoId.product('no-such-product'))).status).toBe(404);
    expect((await build('not-a-uuid')).status).toBe(404);
  });

  it('lists no children of a product that is no parent, and 404 for an unknown one', async () => {
    const none = await t.send<{ data: unknown[] }>('GET', `/pcm/products/${pocketTee}/children`);
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect((await t.send('GET', `/pcm/products/${demoId.product('no-such-product')}/children`)).status).toBe(
      404,
    );
    expect((await t.send('GET', '/pcm/products/not-a-uuid/children')).status).toBe(404);
    const page = await t.send<{ data: unknown[]; links: { next: string | null } }>(
      'GET',
      `/pcm/products/${classicTee}/children?page[limit]=3`,
    );
    expect(page.body.data).toHaveLength(3);
    expect(page.body.links.next).toContain('page%5Boffset%5D=3');
    // As the vendor's PIM lists: a link that leads nowhere is left out, not null.
    expect(page.body.links).not.toHaveProperty('prev');
    expect((await t.send('GET', `/pcm/products/${classicTee}/children?page[limit]=0`)).status).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await build(classicTee, t.shopper)).status).toBe(403);
    expect((await build(classicTee, null)).status).toBe(401);
    expect((await t.send('GET', `/pcm/products/${classicTee}/children`, { token: t.shopper })).status).toBe(
      403,
    );
  });
});
