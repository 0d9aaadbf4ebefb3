import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getByContextChildNodes,
  getByContextChildProducts,
  getByContextRelease,
} from '@epcc-sdk/sdks-shopper';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import type { TestService } from '../testing/harness';
import { adminGateway, sdkGateway, shopperClient, startSdkService } from '../testing/vendor-sdks';

/** Issue 14 points 4 (release meta), 5 and 12 (relationship paths) and `GET /catalog` (point 6). */
const { catalogs, nodes, hierarchies, products } = DEMO_CATALOG;

let svc: TestService;
let implicit: string;
beforeAll(async () => {
  svc = await startSdkService();
  implicit = await svc.token('implicit');
});
afterAll(() => svc?.close());

describe('catalog releases through the gateway (point 4)', () => {
  it('answers the vendor’s release meta, and a publish is PUBLISHED at once', async () => {
    const admin = adminGateway(svc);
    const releases = await admin.Catalogs.Releases.All({ catalogId: catalogs.standard });
    const current = releases.data[0]!;
    expect(current.meta).toMatchObject({
      release_status: 'PUBLISHED',
      // The spec's own names stay beside the vendor's.
      is_latest: true,
    });
    const listing = await svc.request('/catalog/products?page[limit]=1', { token: implicit });
    const { meta } = (await listing.json()) as { meta: { results: { total: number } } };
    expect(current.meta.total_products).toBe(meta.results.total);
    expect(Date.parse(current.meta.created_at!)).toBe(Date.parse(current.attributes.published_at!));

    const published = await admin.Catalogs.Releases.Create({ catalogId: catalogs.standard });
    // A tool that polls the release until it is published sees it on the first read.
    const read = await admin.Catalogs.Releases.Get({
      catalogId: catalogs.standard,
      releaseId: published.data.id,
    });
    expect(read.data.meta).toMatchObject({ release_status: 'PUBLISHED', is_latest: true });
    expect(read.data.meta.total_products).toBeGreaterThan(0);
  });
});

describe('shopper catalog paths the SDKs use (points 5, 12 and GET /catalog)', () => {
  it('GET /catalog answers the release the shopper’s rules select', async () => {
    const standard = await sdkGateway(svc).ShopperCatalog.Get();
    expect(standard.data).toMatchObject({
      type: 'catalog-release',
      attributes: { catalog_id: catalogs.standard },
      meta: { release_status: 'PUBLISHED' },
    });
    const mobile = await getByContextRelease({
      client: shopperClient(svc, implicit, { 'EP-Channel': 'mobile' }),
    });
    expect(mobile.response.status).toBe(200);
    expect(mobile.data!.data!.attributes!.catalog_id).toBe(catalogs.member);
    const hierarchyIds = mobile.data!.data!.attributes!.hierarchies!.map((ref) => ref.id);
    expect(hierarchyIds).toContain(hierarchies.apparel);
  });

  it('lists a node’s children at …/relationships/children, as at …/children', async () => {
    const viaGateway = await sdkGateway(svc).ShopperCatalog.Nodes.GetNodeChildren({ nodeId: nodes.men });
    const ids = viaGateway.data.map((node) => node.id);
    expect(ids).toContain(nodes.menTops);
    const plain = await svc.request(`/catalog/nodes/${nodes.men}/children`, { token: implicit });
    expect(((await plain.json()) as { data: { id: string }[] }).data.map((node) => node.id)).toEqual(ids);
    const viaShopper = await getByContextChildNodes({
      client: shopperClient(svc, implicit),
      path: { node_id: nodes.men },
    });
    expect(viaShopper.data!.data!.map((node) => node.id)).toEqual(ids);
    const unknown = await getByContextChildNodes({
      client: shopperClient(svc, implicit),
      path: { node_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.response.status).toBe(404);
  });

  it('lists a parent’s live children at /catalog/products/{id}/relationships/children', async () => {
    const children = await sdkGateway(svc).ShopperCatalog.Products.GetProductChildren({
      productId: products.classicTee,
    });
    const ids = children.data.map((child) => child.id);
    expect(ids).toContain(products.classicTeeSmallBlack);
    expect(ids).toContain(products.classicTeeXlWhite);
    expect(children.data.every((child) => child.attributes.base_product_id === products.classicTee)).toBe(
      true,
    );
    expect(children.meta.results.total).toBe(ids.length);

    const paged = await getByContextChildProducts({
      client: shopperClient(svc, implicit),
      path: { product_id: products.classicTee },
      query: { 'page[limit]': BigInt(2) },
    });
    expect(paged.data!.data).toHaveLength(2);
    // A product without children has none; an unknown one is a 404.
    const plain = await sdkGateway(svc).ShopperCatalog.Products.GetProductChildren({
      productId: products.pocketTee,
    });
    expect(plain.data).toEqual([]);
    await expect(
      sdkGateway(svc).ShopperCatalog.Products.GetProductChildren({
        productId: '00000000-0000-4000-8000-000000000000',
      }),
    ).rejects.toMatchObject({ errors: [{ status: '404' }] });
  });
});

describe('configuring a bundle (point 6)', () => {
  it('answers the bundle with the chosen options, defaults filled in, and refuses what it does not allow', async () => {
    const kit = await sdkGateway(svc).ShopperCatalog.Products.Get({ productId: products.weekendCampingKit });
    const componentOf = (name: string) =>
      Object.entries(kit.data.attributes.components!).find(([, component]) => component.name === name)![0];
    const [tent, sleeping] = [componentOf('Tent'), componentOf('Sleeping bag')];
    const familyTent = demoId.product('family-tent');
    const headlamp = demoId.product('headlamp');

    const configured = await sdkGateway(svc).ShopperCatalog.Products.Configure({
      productId: products.weekendCampingKit,
      selectedOptions: { [tent]: { [familyTent]: 1 }, Extras: { [headlamp]: 1 } },
    });
    const selected = configured.data.meta.bundle_configuration!.selected_options;
    expect(selected[tent]).toEqual({ [familyTent]: 1 });
    expect(selected[componentOf('Extras')]).toEqual({ [headlamp]: 1 });
    // Left out: the sleeping bag takes its default.
    expect(selected[sleeping]).toEqual({ [demoId.product('sleeping-bag')]: 1 });
    expect(configured.data.meta.display_price).toEqual(kit.data.meta.display_price);

    // The shopper SDK's configureByContextProduct types quantities as BigInt, which its JSON
    // serializer cannot write; the gateway sends numbers.
    const configure = (productId: string, selectedOptions: Record<string, Record<string, number>>) =>
      sdkGateway(svc).ShopperCatalog.Products.Configure({ productId, selectedOptions });
    await expect(
      configure(products.weekendCampingKit, { [tent]: { [familyTent]: 2 } }),
    ).rejects.toMatchObject({
      errors: [{ status: '422', detail: expect.stringMatching(/Tent/) }],
    });
    await expect(configure(products.weekendCampingKit, { Stove: { [headlamp]: 1 } })).rejects.toMatchObject({
      errors: [{ status: '422' }],
    });
    await expect(configure(products.pocketTee, {})).rejects.toMatchObject({ errors: [{ status: '422' }] });
  });
});
