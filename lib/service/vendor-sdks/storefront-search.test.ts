import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnAccessToken, createClient, postMultiSearch, type Client } from '@epcc-sdk/sdks-shopper';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import type { TestService } from '../testing/harness';
import { shopperClient, startSdkService } from '../testing/vendor-sdks';

/**
 * The vendor's storefront (composable-frontend `examples/core`) searches through a Typesense
 * InstantSearch adapter with the vendor's document field names: a hierarchical category menu on
 * `meta.search.categories.lvl0..lvl4` (its category pages are that menu refined) and a price slider
 * on `price.<CURRENCY>.float_price`. These are the requests it sends, checked against the service's
 * own fields (`hierarchy_ids`, `node_ids`, `price`).
 */
const { hierarchies, nodes } = DEMO_CATALOG;

let svc: TestService;
let client: Client;
beforeAll(async () => {
  svc = await startSdkService();
  const { data } = await createAnAccessToken({
    client: createClient({ baseUrl: svc.baseUrl }),
    body: { grant_type: 'implicit', client_id: svc.config.clientId },
  });
  client = shopperClient(svc, data!.access_token!);
});
afterAll(() => svc?.close());

type Result = {
  found: number;
  hits: { document: { id: string } }[];
  facet_counts: {
    field_name: string;
    counts: { value: string; count: number }[];
    stats: Record<string, number>;
  }[];
};

async function search(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await postMultiSearch({
    client,
    body: { searches: [{ type: 'search', q: '*', per_page: 100, ...body }] },
    headers,
  } as Parameters<typeof postMultiSearch>[0]);
  expect(answer.response.status, JSON.stringify((answer as { error?: unknown }).error)).toBe(200);
  return (answer.data as unknown as { results: Result[] }).results[0]!;
}

const ids = (result: Result) => result.hits.map((hit) => hit.document.id).sort();
const facet = (result: Result, name: string) => result.facet_counts.find((f) => f.field_name === name)!;

describe('the vendor storefront’s search and category pages', () => {
  it('its first request: category paths and the price slider, under the names it asked by', async () => {
    // Exactly what its search page sends first (proxy log of the storefront on this service).
    const result = await search({
      facet_by: 'meta.search.categories.lvl0,price.USD.float_price',
      max_facet_values: 20,
      page: 1,
    });
    const categories = facet(result, 'meta.search.categories.lvl0');
    const byName = Object.fromEntries(categories.counts.map(({ value, count }) => [value, count]));
    expect(Object.keys(byName).sort()).toEqual(['Apparel', 'Home & Kitchen', 'Outdoor']);
    for (const [name, id] of [
      ['Apparel', hierarchies.apparel],
      ['Home & Kitchen', hierarchies.home],
      ['Outdoor', hierarchies.outdoor],
    ] as const) {
      const inHierarchy = await search({ filter_by: `hierarchy_ids:=[${id}]`, per_page: 0 });
      expect(byName[name], name).toBe(inHierarchy.found);
    }

    const slider = facet(result, 'price.USD.float_price');
    const bands = facet(await search({ facet_by: 'price' }), 'price');
    expect(slider.stats).toMatchObject({ min: bands.stats.min, max: bands.stats.max });
    expect(slider.stats.min).toBeLessThan(slider.stats.max!);
    // Numeric values in major units, each counted.
    for (const { value, count } of slider.counts) {
      expect(Number(value)).toBeGreaterThanOrEqual(slider.stats.min!);
      expect(count).toBeGreaterThan(0);
    }
  });

  it('a category page: the path refined at depth 2 finds the node’s products and its descendants’', async () => {
    // "/search/Apparel/Men/Tops", as its hierarchical menu and routing send it.
    const refined = await search({
      filter_by: 'meta.search.categories.lvl2:=[`Apparel > Men > Tops`]',
      facet_by:
        'meta.search.categories.lvl0,meta.search.categories.lvl1,meta.search.categories.lvl2,meta.search.categories.lvl3',
    });
    const byNodes = await search({
      filter_by: `node_ids:=[${nodes.menTops},${nodes.menTshirts},${nodes.menShirts}]`,
    });
    expect(refined.found).toBeGreaterThan(0);
    expect(ids(refined)).toEqual(ids(byNodes));
    expect(facet(refined, 'meta.search.categories.lvl0').counts).toEqual([
      { value: 'Apparel', count: refined.found, highlighted: 'Apparel' },
    ]);
    const deeper = facet(refined, 'meta.search.categories.lvl3').counts.map((count) => count.value);
    expect(deeper.length).toBeGreaterThan(0);
    for (const value of deeper) expect(value).toMatch(/^Apparel > Men > Tops > (T-shirts|Shirts)$/);

    // A path that names no category finds nothing, rather than everything.
    expect((await search({ filter_by: 'meta.search.categories.lvl0:=[`Nowhere`]' })).found).toBe(0);
    // Names with "&" arrive in backticks.
    const home = await search({ filter_by: 'meta.search.categories.lvl0:=[`Home & Kitchen`]', per_page: 0 });
    expect(home.found).toBe(
      (await search({ filter_by: `hierarchy_ids:=[${hierarchies.home}]`, per_page: 0 })).found,
    );
  });

  it('the price slider refined: `price.USD.float_price:=[min..max]`, the adapter’s range form', async () => {
    const vendor = await search({ filter_by: 'price.USD.float_price:=[20..60]' });
    const own = await search({ filter_by: 'price:[20..60]' });
    expect(vendor.found).toBeGreaterThan(0);
    expect(vendor.found).toBeLessThan((await search({ per_page: 0 })).found);
    expect(ids(vendor)).toEqual(ids(own));
    const upper = await search({ filter_by: 'price.USD.float_price:<=60 && price.USD.float_price:>=20' });
    expect(ids(upper)).toEqual(ids(own));
  });

  it('answers a 400 naming the field for a depth or field it does not know', async () => {
    for (const body of [
      { facet_by: 'meta.search.categories.lvl9' },
      { filter_by: 'meta.search.categories.lvl5:=[Apparel]' },
      { facet_by: 'price.USD.int_price' },
    ]) {
      const answer = await postMultiSearch({
        client,
        body: { searches: [{ q: '*', ...body }] },
      } as Parameters<typeof postMultiSearch>[0]);
      expect(answer.response.status).toBe(400);
      expect(JSON.stringify((answer as { error?: unknown }).error)).toMatch(
        /searches\.0\.(facet_by|filter_by)/,
      );
    }
  });
});
