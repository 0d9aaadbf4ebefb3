import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG, demoId } from '@/lib/service/catalog/demo-ids';
import { ACCOUNT_PREFERENCES } from '@/lib/service/demo/extension-ids';
import { DEMO_ACCOUNTS } from '@/lib/service/demo/ids';
import { DEMO_OFFERINGS, DEMO_SUBSCRIPTIONS } from '@/lib/service/demo/subscription-ids';
import { CHECKOUT, customItem } from '@/lib/service/carts/test-support';
import { setSetting } from '@/lib/service/storage/settings';
import { startTestService, type TestService } from '@/lib/service/testing/harness';

/**
 * Issue 24 point 10: a page asked for at an offset that is not a multiple of the limit
 * (`page[limit]=5&page[offset]=84` of 86) is the last page when it reaches the last record: `next`
 * is null and `current` equals `total`, on every listing of the service. The listings are found in
 * the service's own OpenAPI document (every GET that takes `page[offset]`), so a new one is checked
 * too, or this test fails until its path parameters are named here.
 */
let svc: TestService;
let admin: string;

const PATH_VALUES: Record<string, string> = {
  '/catalog/hierarchies/{id}': DEMO_CATALOG.hierarchies.apparel,
  '/catalog/nodes/{id}': DEMO_CATALOG.nodes.men,
  '/catalog/products/{id}': demoId.product('classic-tee'),
  '{catalog_id}': DEMO_CATALOG.catalogs.standard,
  '{release_id}': 'latest',
  '/hierarchies/{id}': DEMO_CATALOG.hierarchies.apparel,
  '/nodes/{id}': DEMO_CATALOG.nodes.men,
  '/products/{id}': demoId.product('classic-tee'),
  '{slug}': ACCOUNT_PREFERENCES.slug,
  '{custom_relationship_slug}': 'CRP_goes_well_with',
  '{customRelationshipSlug}': 'CRP_goes_well_with',
  '/custom-apis/{id}': ACCOUNT_PREFERENCES.apiId,
  '{subscription_uuid}': DEMO_SUBSCRIPTIONS.adaCoffeeActive,
  '{offering_uuid}': DEMO_OFFERINGS.coffee,
  '{accountID}': DEMO_ACCOUNTS.ada.id,
  '{pricebook_id}': DEMO_CATALOG.pricebooks.standard,
};

/** The path with each parameter filled in from PATH_VALUES (by the segment before it, else by name). */
function fill(path: string): string {
  let filled = path;
  for (const [pattern, value] of Object.entries(PATH_VALUES)) {
    const [prefix, parameter] = pattern.startsWith('{') ? ['', pattern] : pattern.split(/(?=\{)/);
    filled = filled.replace(`${prefix}${parameter}`, `${prefix}${value}`);
  }
  if (filled.includes('{')) throw new Error(`name a value for the parameters of ${path} in PATH_VALUES`);
  return filled;
}

interface Listing {
  data: unknown[];
  links?: { self: string | null; next: string | null; last: string | null };
  meta: {
    results: { total: number };
    page: { current: number; total: number; offset: number; limit: number };
  };
}

async function read(url: string): Promise<Listing> {
  const response = await fetch(url.startsWith('http') ? url : `${svc.baseUrl}${url}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(response.status, url).toBe(200);
  return (await response.json()) as Listing;
}

const withPage = (path: string, limit: number, offset: number) =>
  `${path}${path.includes('?') ? '&' : '?'}page[limit]=${limit}&page[offset]=${offset}`;

let listings: string[] = [];

beforeAll(async () => {
  svc = await startTestService({ seedDemoData: true });
  admin = await svc.token('admin');
  // Enough carts, orders and custom APIs that each listing has several pages of a small limit.
  const implicit = await svc.token('implicit');
  for (let i = 0; i < 3; i++) {
    const cartId = `paging-${i}`;
    const added = await svc.request(`/v2/carts/${cartId}/items`, {
      method: 'POST',
      token: implicit,
      json: { data: customItem(`Plate ${i}`, 1500, { sku: `plate-${i}` }) },
    });
    expect(added.status).toBe(201);
    const placed = await svc.request(`/v2/carts/${cartId}/checkout`, {
      method: 'POST',
      token: implicit,
      json: CHECKOUT,
    });
    expect(placed.status).toBe(201);
    const made = await svc.request('/v2/carts', { method: 'POST', token: admin, json: { data: {} } });
    expect(made.status).toBe(201);
    const api = await svc.request('/v2/settings/extensions/custom-apis', {
      method: 'POST',
      token: admin,
      json: {
        data: {
          type: 'custom_api',
          name: `Paging ${i}`,
          slug: `paging_${i}`,
          api_type: `paging_${i}_ext`,
          description: 'Paging test',
        },
      },
    });
    expect(api.status).toBe(201);
  }
  const document = (await (await svc.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
  };
  listings = Object.entries(document.paths).flatMap(([path, operations]) =>
    operations.get?.parameters?.some((parameter) => parameter.name === 'page[offset]') ? [fill(path)] : [],
  );
}, 120_000);
afterAll(() => svc?.close());

describe('every listing of the service', () => {
  it('is found in the OpenAPI document, carts, orders, subscriptions and extensions among them', () => {
    expect(listings).toEqual(
      expect.arrayContaining([
        '/catalog/products',
        '/v2/carts',
        '/v2/orders',
        '/v2/subscriptions/subscriptions',
        `/v2/extensions/${ACCOUNT_PREFERENCES.slug}`,
        '/v2/settings/extensions/custom-apis',
        '/pcm/products',
      ]),
    );
  });

  it('ends at a page reached at any offset: next is null and current equals total', async () => {
    let checked = 0;
    for (const path of listings) {
      const { meta } = await read(withPage(path, 100, 0));
      const count = meta.results.total;
      if (count < 3) continue;
      checked += 1;
      // The last records in one page, at an offset that is not a multiple of the limit.
      const limit = Math.min(count - 1, 100);
      const offset = (count - limit) % limit === 0 ? count - limit + 1 : count - limit;
      const rest = await read(withPage(path, limit, offset));
      expect(rest.data, path).toHaveLength(count - offset);
      expect(rest.meta.page.current, path).toBe(rest.meta.page.total);
      // Null, or left out where the vendor's document has it so (the PIM listings, pim.yaml).
      if (rest.links) expect(rest.links.next ?? null, path).toBeNull();

      // Followed from an offset off the grid, `next` visits every record once, each page but the
      // last says there are more, and it stops at `last`. (A listing without links is walked by offset.)
      const step = Math.max(2, Math.ceil(count / 8));
      let url = withPage(path, step, 1);
      let first: Listing | undefined;
      let seen = 0;
      let visited = 0;
      for (;;) {
        const page = await read(url);
        first ??= page;
        visited += 1;
        seen += page.data.length;
        expect(page.data.length, url).toBeGreaterThan(0);
        const after = page.meta.page.offset + step;
        const next = page.links ? page.links.next : after < count ? withPage(path, step, after) : null;
        if (!next) {
          expect(page.meta.page.current, url).toBe(page.meta.page.total);
          if (first.links) expect(page.links?.self, url).toBe(first.links.last ?? first.links.self);
          break;
        }
        expect(page.meta.page.current, url).toBeLessThan(page.meta.page.total);
        url = next;
      }
      expect(seen, path).toBe(count - 1);
      expect(visited, path).toBe(first.meta.page.total);
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('answers the example of the report: 5 at offset 84 of the 86 live products', async () => {
    const { meta } = await read('/catalog/products?page[limit]=1');
    const count = meta.results.total;
    const offset = count - 2;
    expect(offset % 5).not.toBe(0);
    const last = await read(`/catalog/products?page[limit]=5&page[offset]=${offset}`);
    expect(last.data).toHaveLength(2);
    expect(last.links?.next).toBeNull();
    expect(last.meta.page).toMatchObject({
      current: Math.floor(offset / 5) + 1,
      total: Math.floor(offset / 5) + 1,
    });
  });

  it('takes its page length from the store setting when a request sets none (spec §8)', async () => {
    await setSetting(svc.service.storage.db, 'page_length', 2);
    try {
      for (const path of listings) {
        const listing = await read(path);
        expect(listing.meta.page.limit ?? null, path).toBe(2);
        expect(listing.data.length, path).toBeLessThanOrEqual(2);
      }
    } finally {
      await setSetting(svc.service.storage.db, 'page_length', 25);
    }
  });

  it('refuses a page out of bounds with the same 400 on every listing', async () => {
    for (const path of listings)
      for (const [parameter, value] of [
        ['page[limit]', '0'],
        ['page[limit]', '101'],
        ['page[offset]', '10001'],
        ['page[offset]', '-1'],
      ]) {
        const url = `${path}${path.includes('?') ? '&' : '?'}${parameter}=${value}`;
        const response = await fetch(`${svc.baseUrl}${url}`, {
          headers: { Authorization: `Bearer ${admin}` },
        });
        expect(response.status, url).toBe(400);
        // The vendor's cart and order documents type an error's status a number, the others a string.
        const { errors } = (await response.json()) as {
          errors: { status: string | number; detail: string }[];
        };
        expect(String(errors[0]?.status), url).toBe('400');
        expect(errors[0]?.detail, url).toContain(parameter);
      }
  });
});
