import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStock, listLocations } from '@epcc-sdk/sdks-shopper';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { DEMO_LOCATIONS, SOLD_OUT } from '../demo/inventories';
import type { TestService } from '../testing/harness';
import { sdkGateway, shopperClient, startSdkService } from '../testing/vendor-sdks';

/** Issue 14 point 14: the demo products have stock, read as the SDKs read it. */
let svc: TestService;
let implicit: string;
beforeAll(async () => {
  svc = await startSdkService();
  implicit = await svc.token('implicit');
});
afterAll(() => svc?.close());

describe('stock (point 14)', () => {
  it('answers a product’s stock overall and per location', async () => {
    const client = shopperClient(svc, implicit);
    const { data, response } = await getStock({
      client,
      path: { product_uuid: DEMO_CATALOG.products.pocketTee },
    });
    expect(response.status).toBe(200);
    const stock = data!.data;
    expect(stock).toMatchObject({ id: DEMO_CATALOG.products.pocketTee, type: 'stock' });
    const places = Object.values(stock.attributes.locations!);
    expect(Object.keys(stock.attributes.locations!).sort()).toEqual(['shop', 'warehouse']);
    const sum = (key: 'total' | 'allocated' | 'available') =>
      places.reduce((total, place) => total + Number(place[key]), 0);
    expect(Number(stock.attributes.total)).toBe(sum('total'));
    expect(Number(stock.attributes.available)).toBe(sum('total') - sum('allocated'));

    // A sold-out product reads as 0 available; a product without stock, or no product, is a 404.
    const soldOut = await sdkGateway(svc).Inventories.Get(SOLD_OUT[0]!);
    expect(soldOut.data).toMatchObject({ attributes: { available: 0, total: 0 } });
    const unknown = await getStock({
      client,
      path: { product_uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.response.status).toBe(404);
    expect((await getStock({ client, path: { product_uuid: 'not-a-uuid' } })).response.status).toBe(404);
  });

  it('lists the locations', async () => {
    const { data, response } = await listLocations({ client: shopperClient(svc, implicit) });
    expect(response.status).toBe(200);
    expect(data!.data!.map((location) => location.attributes.slug).sort()).toEqual(
      Object.values(DEMO_LOCATIONS)
        .map((location) => location.slug)
        .sort(),
    );
  });
});
