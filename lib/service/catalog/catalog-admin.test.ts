import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct, HierarchyNode } from '@/lib/commerce/schemas/catalog';
import { publishRelease } from './publish/publish-release';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import {
  errorOf,
  startCatalogService,
  type CatalogTestService,
  type ListBody,
  type NodeList,
  type ProductList,
} from '../testing/catalog';

let t: CatalogTestService;
beforeAll(async () => {
  t = await startCatalogService();
});
afterAll(() => t?.close());

const { catalogs, releases, prunedReleases, products, hierarchies } = DEMO_CATALOG;

interface ReleaseBody {
  id: string;
  type: 'catalog-release';
  attributes: { catalog_id: string; name: string; published_at: string };
  meta: { product_count: number; is_latest: boolean; number: number };
}
interface CatalogBody {
  id: string;
  attributes: { name: string; hierarchy_ids: string[]; pricebook_id: string };
  meta: { release_count: number; latest_release_id: string };
}

const admin = <T>(path: string) => t.get<T>(path, { token: t.admin });
const releasePath = (release: string, rest = '') =>
  `/pcm/catalogs/${catalogs.standard}/releases/${release}${rest}`;

async function skusIn(release: string, filter: string) {
  const response = await admin<ProductList>(
    releasePath(release, `/products?filter=${filter}&page[limit]=100`),
  );
  expect(response.status).toBe(200);
  return response.body.data.map((product) => product.attributes.sku);
}

describe('/pcm access (DESIGN.md §2)', () => {
  it('refuses an implicit token with 403 and no token with 401', async () => {
    for (const path of [
      '/pcm/catalogs',
      `/pcm/catalogs/${catalogs.standard}/releases`,
      releasePath('latest', '/products'),
      releasePath('latest', `/products/${products.pocketTee}`),
      releasePath('latest', '/hierarchies'),
    ]) {
      const implicit = await t.get(path);
      expect(implicit.status, path).toBe(403);
      expect(errorOf(implicit.body).status).toBe('403');
      const anonymous = await t.get(path, { token: null });
      expect(anonymous.status, path).toBe(401);
    }
  });
});

describe('catalogs and releases', () => {
  it('lists the catalogs with their hierarchies, pricebook and retained releases', async () => {
    const response = await admin<ListBody<CatalogBody>>('/pcm/catalogs');
    expect(response.status).toBe(200);
    const standard = response.body.data.find((catalog) => catalog.id === catalogs.standard)!;
    expect(standard.attributes).toMatchObject({
      name: 'Main catalog',
      hierarchy_ids: [hierarchies.apparel, hierarchies.home, hierarchies.outdoor],
      pricebook_id: DEMO_CATALOG.pricebooks.standard,
    });
    expect(standard.meta).toEqual({ release_count: 3, latest_release_id: releases.standard[2] });
    const one = await admin<{ data: CatalogBody }>(`/pcm/catalogs/${catalogs.member}`);
    expect(one.body.data.attributes.hierarchy_ids).toEqual([hierarchies.apparel, hierarchies.outdoor]);
  });

  it('lists the three retained releases newest first, with publish time and product count', async () => {
    const response = await admin<ListBody<ReleaseBody>>(`/pcm/catalogs/${catalogs.standard}/releases`);
    expect(response.body.data.map((release) => release.id)).toEqual([...releases.standard].reverse());
    expect(response.body.data.map((release) => release.attributes.published_at)).toEqual([
      '2026-04-06T10:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      '2026-02-02T10:00:00.000Z',
    ]);
    expect(response.body.data.map((release) => release.meta.is_latest)).toEqual([true, false, false]);
    for (const release of response.body.data) {
      const listing = await admin<ProductList>(releasePath(release.id, '/products?page[limit]=1'));
      expect(listing.body.meta.results.total).toBe(release.meta.product_count);
    }
  });

  it('gets a release by id and as `latest`', async () => {
    const byId = await admin<{ data: ReleaseBody }>(releasePath(releases.standard[1]));
    expect(byId.body.data).toMatchObject({
      id: releases.standard[1],
      type: 'catalog-release',
      attributes: { catalog_id: catalogs.standard },
      meta: { is_latest: false },
    });
    const latest = await admin<{ data: ReleaseBody }>(releasePath('latest'));
    expect(latest.body.data.id).toBe(releases.standard[2]);
  });

  it('answers 404 for an unknown catalog, an unknown or pruned release, or a release of another catalog', async () => {
    for (const path of [
      `/pcm/catalogs/${demoId.release('x', 0)}`,
      `/pcm/catalogs/not-a-uuid/releases`,
      releasePath(demoId.release('standard', 99)),
      releasePath(prunedReleases.standard),
      releasePath(prunedReleases.standard, '/products'),
      releasePath('not-a-uuid', '/products'),
      releasePath(releases.member[2]!, '/products'),
      releasePath('latest', `/products/${products.insulatedParka}`),
      `/pcm/catalogs/${demoId.release('x', 0)}/releases/latest/products`,
    ]) {
      const response = await admin(path);
      expect(response.status, path).toBe(404);
      expect(errorOf(response.body).status).toBe('404');
    }
  });
});

describe('release contents (spec 4.7)', () => {
  const [second, third, current] = releases.standard;

  it('keeps each release as it was published: products added, removed and changed', async () => {
    expect(await skusIn(second, 'eq(sku,STRING-LIGHTS)')).toEqual([]);
    expect(await skusIn(third, 'eq(sku,STRING-LIGHTS)')).toEqual(['STRING-LIGHTS']);
    expect(await skusIn(third, 'eq(sku,PEASANT-BLOUSE)')).toEqual(['PEASANT-BLOUSE']);
    expect(await skusIn(current, 'eq(sku,PEASANT-BLOUSE)')).toEqual([]);
    expect(await skusIn(third, 'eq(sku,TRAIL-MAP)')).toEqual([]);
    expect(await skusIn(current, 'eq(sku,TRAIL-MAP)')).toEqual(['TRAIL-MAP']);

    const lamp = async (release: string) =>
      (await admin<ProductList>(releasePath(release, '/products?filter=eq(sku,TABLE-LAMP)'))).body.data[0]!
        .attributes.price!.USD!.amount;
    expect(await lamp(second)).toBe(8900);
    expect(await lamp(third)).toBe(7900);
    const tee = async (release: string) =>
      (await admin<{ data: CatalogProduct }>(releasePath(release, `/products/${products.pocketTee}`))).body
        .data.attributes.name;
    expect(await tee(second)).toBe('Pocket Tee');
    expect(await tee(current)).toBe('Pocket Tee Organic');
  });

  it('serves the hierarchy and node reads of any retained release (a merchandiser preview)', async () => {
    const nodes = await admin<NodeList>(
      releasePath(second, `/hierarchies/${hierarchies.home}/nodes?page[limit]=100`),
    );
    expect(nodes.status).toBe(200);
    expect(nodes.body.data[0]?.meta?.release_id).toBe(second);
    expect(nodes.body.data[0]?.relationships?.children?.links.related).toContain(
      `/pcm/catalogs/${catalogs.standard}/releases/${second}/nodes/`,
    );
    const lighting = await admin<ProductList>(
      releasePath(second, `/nodes/${DEMO_CATALOG.nodes.lighting}/relationships/products?page[limit]=100`),
    );
    expect(lighting.body.data.map((product) => product.attributes.sku)).not.toContain('STRING-LIGHTS');
    const hierarchy = await admin<{ data: HierarchyNode }>(
      releasePath('latest', `/hierarchies/${hierarchies.apparel}`),
    );
    expect(hierarchy.body.data.meta?.release_id).toBe(current);
  });

  it('answers every read of the latest release as the shopper reads the same release', async () => {
    // The shopper's rules select the standard catalog's latest release for a request without headers.
    const { nodes, products: demo } = DEMO_CATALOG;
    for (const rest of [
      `/hierarchies/${hierarchies.apparel}/children`,
      `/hierarchies/${hierarchies.apparel}/products?page[limit]=5`,
      '/nodes?page[limit]=5',
      `/nodes?filter=in(id,${nodes.men},${nodes.menTops})`,
      `/nodes/${nodes.menTops}`,
      `/nodes/${nodes.men}/relationships/children`,
      `/products/${demo.classicTee}/relationships/children?page[limit]=3`,
      `/products/${demo.weekendCampingKit}/relationships/component_products`,
    ]) {
      const release = await admin<{ data: unknown }>(releasePath('latest', rest));
      const shopper = await t.get<{ data: unknown }>(`/catalog${rest}`);
      expect(release.status, rest).toBe(200);
      expect(shopper.status, rest).toBe(200);
      // The same resources; only their links (and the release meta) name where they were read.
      const ids = (body: { data: unknown }) =>
        (Array.isArray(body.data) ? body.data : [body.data]).map((item) => (item as { id: string }).id);
      expect(ids(release.body), rest).toEqual(ids(shopper.body));
      expect(ids(release.body).length, rest).toBeGreaterThan(0);
    }
  });

  it('takes several tags in eq on the release listing and lists only live products', async () => {
    expect(await skusIn('latest', 'eq(tags,linen,summer)')).toEqual(['LINEN-SHIRT', 'MAXI-DRESS']);
    const all = await admin<ProductList>(releasePath('latest', '/products?page[limit]=100'));
    expect(all.body.data.every((product) => product.attributes.status === 'live')).toBe(true);
  });
});

describe('publishing (spec 4.7 rule 2)', () => {
  it('keeps only the current release and the two before it', async () => {
    const [oldest] = releases.standard;
    const published = await publishRelease(t.svc.service.storage.db, catalogs.standard);
    const response = await admin<ListBody<ReleaseBody>>(`/pcm/catalogs/${catalogs.standard}/releases`);
    expect(response.body.data.map((release) => release.id)).toEqual([
      published.id,
      releases.standard[2],
      releases.standard[1],
    ]);
    expect(response.body.data[0]!.meta.number).toBe(5);
    expect((await admin(releasePath(oldest))).status).toBe(404);
    expect((await admin(releasePath(oldest, '/products'))).status).toBe(404);
    // The new release holds what the draft data holds now: the product made live after the fourth.
    expect(await skusIn(published.id, 'eq(sku,RAIN-SHELL)')).toEqual(['RAIN-SHELL']);
    const shopper = await t.get(`/catalog/products/${products.rainShell}`);
    expect(shopper.status).toBe(200);
    // The member catalog is untouched.
    const member = await admin<ListBody<ReleaseBody>>(`/pcm/catalogs/${catalogs.member}/releases`);
    expect(member.body.data.map((release) => release.id)).toEqual([...releases.member].reverse());
  });

  it('queues concurrent publishes of one catalog and still keeps three', async () => {
    const db = t.svc.service.storage.db;
    const results = await Promise.all([
      publishRelease(db, catalogs.member),
      publishRelease(db, catalogs.member),
    ]);
    expect(new Set(results.map((release) => release.number)).size).toBe(2);
    const response = await admin<ListBody<ReleaseBody>>(`/pcm/catalogs/${catalogs.member}/releases`);
    expect(response.body.data).toHaveLength(3);
    expect(response.body.data.map((release) => release.meta.number)).toEqual([6, 5, 4]);
  });

  it('refuses an unknown catalog', async () => {
    await expect(publishRelease(t.svc.service.storage.db, demoId.release('none', 1))).rejects.toMatchObject({
      status: 404,
    });
    await expect(publishRelease(t.svc.service.storage.db, 'not-a-uuid')).rejects.toMatchObject({
      status: 404,
    });
  });
});
