import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { startTestService } from '../testing/harness';
import { rankRules, ruleSpecificity } from './catalog-rules';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import {
  errorOf,
  startCatalogService,
  type CatalogTestService,
  type NodeList,
  type ProductList,
} from '../testing/catalog';

const { catalogs, products, hierarchies } = DEMO_CATALOG;

describe('rule specificity (spec 4.6 rule 2)', () => {
  const catchAll = { channels: [], tags: [] };
  const mobile = { channels: ['mobile'], tags: [] };
  const vip = { channels: [], tags: ['vip'] };
  const mobileVip = { channels: ['mobile'], tags: ['vip'] };

  it('matches a rule without channels on every channel, and one with channels only on those', () => {
    expect(ruleSpecificity(catchAll, {})).toBe(0);
    expect(ruleSpecificity(catchAll, { channel: 'web', contextTag: 'x' })).toBe(0);
    expect(ruleSpecificity(mobile, {})).toBeNull();
    expect(ruleSpecificity(mobile, { channel: 'web' })).toBeNull();
    expect(ruleSpecificity(mobile, { channel: ' Mobile ' })).toBe(2);
    expect(ruleSpecificity(vip, { contextTag: 'VIP' })).toBe(1);
    expect(ruleSpecificity(mobileVip, { channel: 'mobile' })).toBeNull();
  });

  it('ranks the most specific matching rule first, ties in creation order', () => {
    const rules = [catchAll, vip, mobile, mobileVip];
    expect(rankRules(rules, { channel: 'mobile', contextTag: 'vip' })).toEqual([
      mobileVip,
      mobile,
      vip,
      catchAll,
    ]);
    expect(rankRules(rules, { contextTag: 'vip' })).toEqual([vip, catchAll]);
    expect(rankRules([vip, { channels: [], tags: ['vip'] }], { contextTag: 'vip' })[0]).toBe(vip);
  });
});

describe('catalog rule selection over HTTP', () => {
  let t: CatalogTestService;
  beforeAll(async () => {
    t = await startCatalogService();
  });
  afterAll(() => t?.close());

  const tee = async (headers: Record<string, string>) => {
    const response = await t.get<{ data: CatalogProduct }>(`/catalog/products/${products.pocketTee}`, {
      headers,
    });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  it('serves the catch-all catalog without headers, and for channels no other rule names', async () => {
    const contexts: Record<string, string>[] = [
      {},
      { 'Vendor-Channel': 'web' },
      { 'Vendor-Context-Tag': 'newsletter' },
    ];
    for (const headers of contexts) {
      const product = await tee(headers);
      expect(product.meta?.catalog_id).toBe(catalogs.standard);
    }
  });

  it('serves the member catalog, with lower prices, to the mobile channel and to the vip context tag', async () => {
    const standard = await tee({});
    const contexts: Record<string, string>[] = [
      { 'Vendor-Channel': 'mobile' },
      { 'Vendor-Channel': 'MOBILE' },
      { 'Vendor-Context-Tag': 'vip' },
      { 'Vendor-Channel': 'web', 'Vendor-Context-Tag': 'vip' },
    ];
    for (const headers of contexts) {
      const member = await tee(headers);
      expect(member.meta?.catalog_id, JSON.stringify(headers)).toBe(catalogs.member);
      expect(member.meta?.pricebook_id).toBe(DEMO_CATALOG.pricebooks.member);
      expect(member.attributes.price!.USD!.amount).toBeLessThan(standard.attributes.price!.USD!.amount);
    }
  });

  it('lists a different catalog: the member catalog has no Home hierarchy and its own sale', async () => {
    const standard = await t.get<NodeList>('/catalog/hierarchies');
    const member = await t.get<NodeList>('/catalog/hierarchies', { headers: { 'Vendor-Channel': 'mobile' } });
    expect(standard.body.data.map((hierarchy) => hierarchy.id)).toContain(hierarchies.home);
    expect(member.body.data.map((hierarchy) => hierarchy.id)).not.toContain(hierarchies.home);
    const home = await t.get(`/catalog/hierarchies/${hierarchies.home}/products`, {
      headers: { 'Vendor-Channel': 'mobile' },
    });
    expect(home.status).toBe(404);
    const mug = await t.get(`/catalog/products/${products.stonewareMug}`, {
      headers: { 'Vendor-Context-Tag': 'vip' },
    });
    expect(mug.status).toBe(404);
    const sale = await t.get<ProductList>('/catalog/products?filter=eq(sku,TRAIL-RUNNER)', {
      headers: { 'Vendor-Channel': 'mobile' },
    });
    expect(sale.body.data[0]?.meta?.sale_id).toBeTruthy();
    const noSale = await t.get<ProductList>('/catalog/products?filter=eq(sku,TRAIL-RUNNER)');
    expect(noSale.body.data[0]?.meta?.sale_id).toBeUndefined();
  });

  it('reads the current release of the selected catalog', async () => {
    const member = await t.get<ProductList>('/catalog/products?page[limit]=1', {
      headers: { 'Vendor-Channel': 'mobile' },
    });
    const releases = await t.get<{ data: { id: string; meta: { product_count: number } }[] }>(
      `/pcm/catalogs/${catalogs.member}/releases`,
      { token: t.admin },
    );
    expect(member.body.meta.results.total).toBe(releases.body.data[0]!.meta.product_count);
  });
});

describe('no applicable catalog', () => {
  it('answers 404 when no rule matches or no release exists', async () => {
    const svc = await startTestService();
    try {
      const token = await svc.token('implicit');
      const response = await svc.request('/catalog/products', { token });
      expect(response.status).toBe(404);
      const body = (await response.json()) as unknown;
      expect(errorOf(body).detail).toMatch(/No published catalog applies/);
      const hierarchies = await svc.request('/catalog/hierarchies', {
        token,
        headers: { 'Vendor-Channel': 'mobile' },
      });
      expect(hierarchies.status).toBe(404);
    } finally {
      await svc.close();
    }
  });
});
