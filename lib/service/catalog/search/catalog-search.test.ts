import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import {
  errorOf,
  startCatalogService,
  type CatalogTestService,
  type ProductList,
} from '../../testing/catalog';
import type { SearchResult } from './search-schema';

let t: CatalogTestService;
beforeAll(async () => {
  t = await startCatalogService();
});
afterAll(() => t?.close());

type Search = Record<string, unknown>;

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await t.svc.request('/catalog/multi-search', {
    method: 'POST',
    token: t.shopper,
    json: body,
    headers,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { results: SearchResult[] } };
}

async function search(query: Search, headers: Record<string, string> = {}): Promise<SearchResult> {
  const response = await post({ searches: [query] }, headers);
  expect(response.status, JSON.stringify(response.body).slice(0, 400)).toBe(200);
  return response.body.results[0]!;
}

const products = (result: SearchResult) =>
  result.hits.map((hit) => {
    if (!('type' in hit.document)) throw new Error('expected a product hit');
    return hit.document as CatalogProduct;
  });
const names = (result: SearchResult) => products(result).map((product) => product.attributes.name);
const amount = (product: CatalogProduct) => product.meta?.display_price?.without_tax.amount ?? null;

async function listAll(path: string, headers: Record<string, string> = {}) {
  const all: CatalogProduct[] = [];
  for (let offset = 0; ; offset += 100) {
    const separator = path.includes('?') ? '&' : '?';
    const page = await t.get<ProductList>(`${path}${separator}page[limit]=100&page[offset]=${offset}`, {
      headers,
    });
    expect(page.status).toBe(200);
    all.push(...page.body.data);
    if (page.body.data.length < 100) return { all, total: page.body.meta.results.total };
  }
}

describe('catalog search: finding products (issue 16)', () => {
  it('ranks products named after the query above those that only mention it', async () => {
    const result = await search({ q: 'tent', per_page: 20 });
    const found = names(result);
    expect(found.slice(0, 2).sort()).toEqual(['Family Tent', 'Two-Person Tent']);
    expect(found).toContain('Weekend Camping Kit');
    expect(found.indexOf('Weekend Camping Kit')).toBeGreaterThan(1);
    expect(result.found).toBe(found.length);
    expect(result.hits[0]!.highlights.find((h) => h.field === 'name')?.snippet).toMatch(/<mark>Tent<\/mark>/);
    expect(result.hits[0]!.text_match).toBeGreaterThan(result.hits.at(-1)!.text_match);
  });

  it('matches partial words in any case, and every word must match', async () => {
    expect(names(await search({ q: 'SLEEP' }))).toContain('Down Sleeping Bag');
    expect(names(await search({ q: 'two-pers' }))).toEqual(['Two-Person Tent']);
    expect(names(await search({ q: 'classic crew', filter_by: 'product_types:!=child' }))).toEqual([
      'Classic Crew Tee',
    ]);
    expect((await search({ q: 'tent skillet' })).found).toBe(0);
  });

  it('searches in the shopper’s language, with or without accents', async () => {
    const french = await search({ q: 'legere' }, { 'accept-language': 'fr-FR' });
    expect(names(french)).toEqual(['Tente deux places']);
    expect(french.hits[0]!.highlights[0]).toMatchObject({ field: 'description' });
    expect(french.hits[0]!.highlights[0]!.snippet).toContain('<mark>légère</mark>');
    expect(names(await search({ q: 'TENTÉ deux' }, { 'accept-language': 'fr' }))).toEqual([
      'Tente deux places',
    ]);
    expect(names(await search({ q: 'deux places' }))).toEqual([]);
  });

  it('forgives a small typo unless num_typos is 0', async () => {
    expect(
      names(await search({ q: 'tnet' }))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Family Tent', 'Two-Person Tent']);
    expect(names(await search({ q: 'merino sweter' }))).toContain('Merino Sweater');
    expect(names(await search({ q: 'skilet' }))).toEqual(['Cast Iron Skillet']);
    expect((await search({ q: 'tnet', num_typos: 0 })).found).toBe(0);
  });

  it('never shows drafts, and shows the release the shopper’s catalog rule selects', async () => {
    for (const q of ['insulated parka', 'ceramic teapot']) expect((await search({ q })).found, q).toBe(0);
    expect(names(await search({ q: 'skillet' }))).toEqual(['Cast Iron Skillet']);
    // The App & VIP catalog (channel mobile) has no Home & Kitchen hierarchy.
    expect((await search({ q: 'skillet' }, { 'vendor-channel': 'mobile' })).found).toBe(0);
    const vip = await search({ q: '*', per_page: 0 }, { 'vendor-channel': 'mobile' });
    const main = await search({ q: '*', per_page: 0 });
    expect(vip.out_of).toBeLessThan(main.out_of);
    expect(main.out_of).toBe((await listAll('/catalog/products')).total);
  });

  it('answers autocomplete suggestions as {id, q, count}', async () => {
    const result = await search({ type: 'autocomplete', q: 'tent', per_page: 2 });
    expect(result.type).toBe('autocomplete');
    expect(result.hits.map((hit) => hit.document).map((doc) => 'q' in doc && doc.q)).toEqual(
      expect.arrayContaining(['Family Tent']),
    );
  });
});

describe('catalog search: filters, sorting, facets, paging', () => {
  it('filters by tags, product type and a price range in the shopper’s currency', async () => {
    const tagged = await search({ q: '*', filter_by: 'tags:=[camping]', per_page: 100 });
    expect(tagged.found).toBeGreaterThan(2);
    expect(products(tagged).every((p) => p.attributes.tags?.includes('camping'))).toBe(true);
    const bundles = await search({ q: '', filter_by: 'product_types:bundle', per_page: 100 });
    expect(names(bundles).sort()).toEqual(['Kitchen Starter Set', 'Tee Three-Pack', 'Weekend Camping Kit']);
    const ranged = await search(
      { q: '*', filter_by: 'price:[20..40] && product_types:!=child', per_page: 100 },
      { 'x-currency': 'EUR' },
    );
    expect(ranged.found).toBeGreaterThan(0);
    for (const product of products(ranged)) {
      const eur = amount(product) ?? product.meta?.child_price_range?.from.amount;
      expect(eur).toBeGreaterThanOrEqual(2000);
      expect(eur).toBeLessThanOrEqual(4000);
    }
  });

  for (const currency of ['USD', 'EUR', 'GBP']) {
    it(`sorts by price in ${currency}, both ways, products without a ${currency} price last`, async () => {
      for (const direction of ['asc', 'desc'] as const) {
        const result = await search(
          {
            q: '*',
            sort_by: `price:${direction}`,
            filter_by: 'product_types:[standard,bundle]',
            per_page: 100,
          },
          { 'x-currency': currency },
        );
        const amounts = products(result).map(amount);
        const priced = amounts.filter((value): value is number => value !== null);
        expect(priced.length).toBeGreaterThan(10);
        expect(amounts.slice(0, priced.length)).toEqual(priced);
        const ordered = [...priced].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        expect(priced).toEqual(ordered);
        if (currency === 'GBP') expect(amounts.at(-1)).toBeNull();
      }
    });
  }

  it('sorts by name and by newest', async () => {
    const byName = names(await search({ q: '*', sort_by: 'name:asc', per_page: 50 }));
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    const newest = products(await search({ q: '*', sort_by: 'created_at:desc', per_page: 50 }));
    const created = newest.map((p) => p.attributes.created_at!);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('counts facets over the whole result set', async () => {
    const result = await search({ q: 'tee', facet_by: 'product_types,tags,price', per_page: 100 });
    const all = products(result);
    expect(all.length).toBe(result.found);
    const facet = (name: string) =>
      Object.fromEntries(
        result.facet_counts.find((f) => f.field_name === name)!.counts.map((c) => [c.value, c.count]),
      );
    const types: Record<string, number> = {};
    for (const p of all) for (const type of p.meta?.product_types ?? []) types[type] = (types[type] ?? 0) + 1;
    expect(facet('product_types')).toEqual(types);
    expect(facet('tags').basics).toBe(all.filter((p) => p.attributes.tags?.includes('basics')).length);
    const bands = facet('price');
    expect(Object.values(bands).reduce((a, b) => a + b, 0)).toBe(
      all.filter((p) => amount(p) !== null).length,
    );
    expect(bands['0-25']).toBe(all.filter((p) => (amount(p) ?? Infinity) < 2500).length);

    const whole = await search({ q: '*', facet_by: 'product_types', per_page: 0 });
    const counts = whole.facet_counts[0]!.counts;
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(whole.found);
    const listed = await listAll('/catalog/products?filter=eq(product_types,child)');
    expect(counts.find((c) => c.value === 'child')?.count).toBe(listed.total);
  });

  it('counts the facets of one clicked tag or type as published, equal to counting the hits', async () => {
    for (const filter_by of ['tags:=[camping]', 'tags:basics', 'product_types:bundle']) {
      for (const grouped of [false, true]) {
        const result = await search(
          {
            q: '*',
            filter_by: grouped ? `${filter_by} && product_types:!=child` : filter_by,
            facet_by: 'product_types,tags,price',
            max_facet_values: 100,
            per_page: 100,
          },
          { 'x-currency': 'EUR' },
        );
        const all = products(result);
        expect(result.found, filter_by).toBe(all.length);
        const counted = (values: (p: CatalogProduct) => string[]) => {
          const counts: Record<string, number> = {};
          for (const p of all) for (const value of values(p)) counts[value] = (counts[value] ?? 0) + 1;
          return counts;
        };
        const facet = (name: string) =>
          Object.fromEntries(
            result.facet_counts.find((f) => f.field_name === name)!.counts.map((c) => [c.value, c.count]),
          );
        expect(facet('tags'), filter_by).toEqual(counted((p) => p.attributes.tags ?? []));
        expect(facet('product_types'), filter_by).toEqual(counted((p) => p.meta?.product_types ?? []));
        const priced = all.map((p) => amount(p) ?? p.meta?.child_price_range?.from.amount ?? null);
        const stats = result.facet_counts.find((f) => f.field_name === 'price')!.stats;
        const known = priced.filter((value): value is number => value !== null);
        if (known.length) expect(stats.min, filter_by).toBe(Math.min(...known) / 100);
      }
    }
    const response = await post({ searches: [{ filter_by: 'product_types:gadget', per_page: 0 }] });
    expect(response.status).toBe(400);
  });

  it('pages through results without overlap', async () => {
    const first = await search({ q: '*', sort_by: 'price:asc', per_page: 10, page: 1 });
    const second = await search({ q: '*', sort_by: 'price:asc', per_page: 10, page: 2 });
    expect(second.page).toBe(2);
    const ids = [...products(first), ...products(second)].map((p) => p.id);
    expect(new Set(ids).size).toBe(20);
  });
});

describe('grouping: parents and standalone products, with "from" prices', () => {
  it('leaves children out and gives each parent the range of its live children', async () => {
    const result = await search({ q: 'crew tee', filter_by: 'product_types:!=child', per_page: 50 });
    const tee = products(result).find((p) => p.attributes.name === 'Classic Crew Tee')!;
    expect(products(result).some((p) => p.meta?.product_types?.includes('child'))).toBe(false);
    const childIds = (tee.relationships?.children?.data ?? []).map((child) => child.id);
    const children = (await listAll(`/catalog/products?filter=in(id,${childIds.join(',')})`)).all;
    const childAmounts = children.map(amount).filter((value): value is number => value !== null);
    expect(tee.meta?.child_price_range).toEqual({
      from: expect.objectContaining({ amount: Math.min(...childAmounts), currency: 'USD' }),
      to: expect.objectContaining({ amount: Math.max(...childAmounts), currency: 'USD' }),
    });
    expect(Math.max(...childAmounts)).toBeGreaterThan(Math.min(...childAmounts));
  });

  it('lists without children on the spec’s listings (children=false), totals and links included', async () => {
    const all = await listAll('/catalog/products');
    const grouped = await listAll('/catalog/products?children=false');
    const children = all.all.filter((p) => p.meta?.product_types?.includes('child'));
    expect(children.length).toBeGreaterThan(0);
    expect(grouped.total).toBe(all.total - children.length);
    expect(grouped.all.map((p) => p.attributes.name).filter((n) => n.startsWith('Classic Crew Tee'))).toEqual(
      ['Classic Crew Tee'],
    );
    const page = await t.get<ProductList>('/catalog/products?children=false&sort=-price&page[limit]=5');
    expect(new URL(page.body.links.next!).searchParams.get('sort')).toBe('-price');
    expect(new URL(page.body.links.next!).searchParams.get('children')).toBe('false');
  });
});

describe('sorting the spec’s listings (extension: sort)', () => {
  it('sorts a node’s products by price in the shopper’s currency and by name', async () => {
    const hierarchies = await t.get<{ data: { id: string; attributes: { name: string } }[] }>(
      '/catalog/hierarchies',
    );
    const apparel = hierarchies.body.data.find((h) => h.attributes.name === 'Apparel')!;
    for (const currency of ['EUR', 'USD']) {
      const { all } = await listAll(`/catalog/hierarchies/${apparel.id}/products?sort=price`, {
        'x-currency': currency,
      });
      const amounts = all.map(amount).filter((value): value is number => value !== null);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    }
    const { all } = await listAll(`/catalog/hierarchies/${apparel.id}/products?sort=-name&children=false`);
    const listed = all.map((p) => p.attributes.name);
    expect(listed).toEqual([...listed].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase(), 'en')));
  });

  it('refuses an unknown sort or children value with a 400 naming it', async () => {
    for (const path of ['/catalog/products?sort=colour', '/catalog/products?children=maybe']) {
      const response = await t.get(path);
      expect(response.status, path).toBe(400);
      expect(errorOf(response.body).detail).toMatch(/sort|children/);
    }
  });
});

describe('catalog search: bad input is a 400 in the error envelope', () => {
  const cases: [string, unknown, RegExp][] = [
    ['an unknown field', { searches: [{ q: 'tent', colour: 'red' }] }, /colour/],
    ['an over-long query', { searches: [{ q: 'x'.repeat(201) }] }, /searches\.0\.q/],
    ['a malformed filter_by', { searches: [{ q: 'tent', filter_by: 'tags:[red' }] }, /filter_by/],
    ['an unknown filter field', { searches: [{ filter_by: 'colour:red' }] }, /unknown field "colour"/],
    ['an unknown product type', { searches: [{ filter_by: 'product_types:gadget' }] }, /product_types/],
    ['an unknown sort', { searches: [{ sort_by: 'colour:asc' }] }, /sort_by/],
    ['an unknown facet', { searches: [{ facet_by: 'colour' }] }, /facet_by/],
    ['an unknown query_by field', { searches: [{ q: 'a', query_by: 'colour' }] }, /query_by/],
    ['a page past 10,000 records', { searches: [{ page: 102, per_page: 100 }] }, /page/],
    ['no searches', { searches: [] }, /searches/],
    ['no body shape', { q: 'tent' }, /searches|q/],
  ];
  for (const [name, body, detail] of cases) {
    it(`refuses ${name}`, async () => {
      const response = await post(body);
      expect(response.status).toBe(400);
      const error = errorOf(response.body);
      expect(error.status).toBe('400');
      expect(error.detail).toMatch(detail);
    });
  }

  it('is documented in the OpenAPI document, with the listings’ extension parameters', async () => {
    const response = await t.svc.request('/openapi.json');
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; description?: string }[] }>>;
    };
    expect(document.paths['/catalog/multi-search']?.post).toBeDefined();
    const parameters = document.paths['/catalog/products']!.get!.parameters ?? [];
    for (const name of ['sort', 'children'])
      expect(parameters.find((p) => p.name === name)?.description, name).toMatch(/^Extension/);
  });

  it('needs a token', async () => {
    const response = await t.svc.request('/catalog/multi-search', {
      method: 'POST',
      json: { searches: [{}] },
    });
    expect(response.status).toBe(401);
  });
});
