import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogProduct, HierarchyNode } from '@/lib/commerce/schemas/catalog';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import {
  errorOf,
  startCatalogService,
  type CatalogTestService,
  type NodeList,
  type ProductList,
} from '../testing/catalog';

let t: CatalogTestService;
beforeAll(async () => {
  t = await startCatalogService();
});
afterAll(() => t?.close());

const { hierarchies, nodes, products } = DEMO_CATALOG;

async function product(id: string, headers?: Record<string, string>) {
  const response = await t.get<{ data: CatalogProduct }>(`/catalog/products/${id}`, { headers });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function bySku(sku: string, path = '/catalog/products') {
  const response = await t.get<ProductList>(`${path}?filter=eq(sku,${sku})`);
  expect(response.status).toBe(200);
  return response.body.data[0];
}

describe('hierarchies and nodes', () => {
  it('lists the hierarchies of the catalog with product counts', async () => {
    const response = await t.get<NodeList>('/catalog/hierarchies');
    expect(response.status).toBe(200);
    expect(response.body.data.map((hierarchy) => hierarchy.attributes.name)).toEqual([
      'Apparel',
      'Home & Kitchen',
      'Outdoor',
    ]);
    const home = response.body.data[1]!;
    const homeProducts = await t.get<ProductList>(
      `/catalog/hierarchies/${hierarchies.home}/products?page[limit]=1`,
    );
    expect(home.meta?.product_count).toBe(homeProducts.body.meta.results.total);
    expect(home.relationships).toMatchObject({
      children: { links: { related: `${t.svc.baseUrl}/catalog/hierarchies/${hierarchies.home}/children` } },
      nodes: { links: { related: `${t.svc.baseUrl}/catalog/hierarchies/${hierarchies.home}/nodes` } },
    });
  });

  it('gets a hierarchy, its top-level nodes and all its nodes (at least three levels)', async () => {
    const hierarchy = await t.get<{ data: HierarchyNode }>(`/catalog/hierarchies/${hierarchies.apparel}`);
    expect(hierarchy.body.data).toMatchObject({
      id: hierarchies.apparel,
      type: 'hierarchy',
      attributes: { name: 'Apparel', slug: 'apparel' },
    });
    const children = await t.get<NodeList>(`/catalog/hierarchies/${hierarchies.apparel}/children`);
    // Spec 2.7-style sort orders: Men (2) before Women (1), then Accessories (none).
    expect(children.body.data.map((node) => node.attributes.name)).toEqual(['Men', 'Women', 'Accessories']);
    const all = await t.get<NodeList>(`/catalog/hierarchies/${hierarchies.apparel}/nodes?page[limit]=100`);
    const depths = all.body.data.map((node) => node.meta?.breadcrumb?.length ?? 0);
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(3);
    expect(all.body.data[0]!.attributes.name).toBe('Men');
  });

  it('gets a node with its breadcrumb, children and subtree products', async () => {
    const node = await t.get<{ data: HierarchyNode }>(`/catalog/nodes/${nodes.menTshirts}`);
    expect(node.body.data.meta?.breadcrumb).toEqual([
      { id: nodes.men, name: 'Men' },
      { id: nodes.menTops, name: 'Tops' },
      { id: nodes.menTshirts, name: 'T-shirts' },
    ]);
    expect(node.body.data.meta?.breadcrumbs?.map((step) => step.slug)).toEqual([
      'men',
      'men-tops',
      'men-tshirts',
    ]);
    // The vendor's node: its hierarchy always, its parent (a node) only below the top level.
    expect(node.body.data.relationships).toMatchObject({
      hierarchy: {
        data: { id: hierarchies.apparel, type: 'hierarchy' },
        links: { related: `${t.svc.baseUrl}/catalog/hierarchies/${hierarchies.apparel}` },
      },
      parent: {
        data: { id: nodes.menTops, type: 'node' },
        links: { related: `${t.svc.baseUrl}/catalog/nodes/${nodes.menTops}` },
      },
      children: {
        links: { related: `${t.svc.baseUrl}/catalog/nodes/${nodes.menTshirts}/relationships/children` },
      },
    });
    const top = await t.get<{ data: HierarchyNode }>(`/catalog/nodes/${nodes.men}`);
    expect(top.body.data.relationships?.parent).toBeUndefined();
    expect(top.body.data.relationships?.hierarchy?.data).toEqual({
      id: hierarchies.apparel,
      type: 'hierarchy',
    });
    const children = await t.get<NodeList>(`/catalog/nodes/${nodes.men}/children`);
    expect(children.body.data.map((child) => child.attributes.name)).toEqual(['Bottoms', 'Tops']);
    const men = await t.get<ProductList>(
      `/catalog/nodes/${nodes.men}/relationships/products?page[limit]=100`,
    );
    const tshirts = await t.get<ProductList>(
      `/catalog/nodes/${nodes.menTshirts}/relationships/products?page[limit]=100`,
    );
    expect(men.body.meta.results.total).toBeGreaterThan(tshirts.body.meta.results.total);
    expect(tshirts.body.data.map((item) => item.id)).toEqual(
      expect.arrayContaining([products.pocketTee, products.classicTee]),
    );
    expect(node.body.data.meta?.product_count).toBe(tshirts.body.meta.results.total);
  });

  it('answers 404 for unknown or malformed hierarchy and node ids', async () => {
    const unknown = demoId.node('no-such-node');
    for (const path of [
      `/catalog/hierarchies/${unknown}`,
      `/catalog/hierarchies/${unknown}/products`,
      `/catalog/hierarchies/${unknown}/children`,
      `/catalog/hierarchies/${unknown}/nodes`,
      '/catalog/hierarchies/not-a-uuid/products',
      `/catalog/nodes/${unknown}`,
      `/catalog/nodes/${unknown}/children`,
      `/catalog/nodes/${unknown}/relationships/products`,
      '/catalog/nodes/not-a-uuid',
      `/catalog/products/${demoId.product('no-such-product')}`,
      '/catalog/products/not-a-uuid',
    ]) {
      const response = await t.get(path);
      expect(response.status, path).toBe(404);
      expect(errorOf(response.body).status).toBe('404');
    }
  });
});

describe('breadcrumbs (spec 4.6 rule 3, 4.8 breadcrumb rule)', () => {
  it('gives hierarchy products their node paths, top-level node first', async () => {
    const listing = await t.get<ProductList>(
      `/catalog/hierarchies/${hierarchies.apparel}/products?filter=eq(sku,POCKET-TEE)`,
    );
    const meta = listing.body.data[0]!.meta!;
    expect(meta.bread_crumbs).toEqual({ [nodes.menTshirts]: [nodes.men, nodes.menTops, nodes.menTshirts] });
    expect(meta.bread_crumb_nodes).toEqual([nodes.menTshirts]);
  });

  it('gives a child product its parent’s breadcrumbs', async () => {
    const child = await product(products.classicTeeSmallBlack);
    expect(child.meta?.bread_crumbs).toEqual({
      [nodes.menTshirts]: [nodes.men, nodes.menTops, nodes.menTshirts],
    });
  });

  it('resolves breadcrumb ids with in(id,…), in the order the nodes were last updated', async () => {
    const ids = [nodes.menTshirts, nodes.men, nodes.menTops, nodes.lighting];
    const response = await t.get<NodeList>(`/catalog/nodes?filter=in(id,${ids.join(',')})`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((node) => node.id).sort()).toEqual([...ids].sort());
    const updated = response.body.data.map((node) => node.attributes.updated_at!);
    expect(updated).toEqual([...updated].sort());
    const reversed = await t.get<NodeList>(`/catalog/nodes?filter=in(id,${[...ids].reverse().join(',')})`);
    expect(reversed.body.data.map((node) => node.id)).toEqual(response.body.data.map((node) => node.id));
  });

  it('skips empty places in in(id,…), as the vendor storefront sends them; in(id,) finds nothing', async () => {
    const gaps = await t.get<NodeList>(`/catalog/nodes?filter=in(id,,${nodes.men},,${nodes.menTops},)`);
    expect(gaps.status).toBe(200);
    expect(gaps.body.data.map((node) => node.id).sort()).toEqual([nodes.men, nodes.menTops].sort());
    const none = await t.get<NodeList>('/catalog/nodes?filter=in(id,)');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    const listed = await t.get<ProductList>(`/catalog/products?filter=in(id,${products.merinoSweater},)`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((product) => product.id)).toEqual([products.merinoSweater]);
  });

  it('lists every node without a filter, and refuses other node filters', async () => {
    const all = await t.get<NodeList>('/catalog/nodes?page[limit]=100');
    expect(all.body.meta.results.total).toBeGreaterThan(20);
    const bad = await t.get('/catalog/nodes?filter=eq(name,Men)');
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).detail).toMatch(/^filter: eq does not support the attribute "name"/);
    expect((await t.get<NodeList>('/catalog/nodes?filter=in(id,not-a-uuid)')).body.data).toEqual([]);
  });
});

describe('product content (spec 2.10)', () => {
  it('lists variations and options in descending sort_order, then by name (spec 4.7 rule 3)', async () => {
    const tee = await product(products.classicTee);
    expect(tee.meta?.variations?.map((variation) => variation.name)).toEqual(['Size', 'Colour']);
    expect(tee.meta?.variations?.[0]?.options.map((option) => option.name)).toEqual(['S', 'M', 'L', 'XL']);
    expect(tee.meta?.variations?.[1]?.options.map((option) => option.name)).toEqual(['Black', 'White']);
    const sweater = await product(products.merinoSweater);
    expect(
      sweater.meta?.variations?.map((variation) => [
        variation.name,
        variation.options.map((option) => option.name),
      ]),
    ).toEqual([
      ['Colour', ['Forest', 'Grey']],
      ['Size', ['S', 'M', 'L']],
    ]);
    const boot = await product(products.hikingBoot);
    expect(
      boot.meta?.variations
        ?.find((variation) => variation.name === 'Width')
        ?.options.map((option) => option.name),
    ).toEqual(['Regular', 'Wide']);
  });

  it('maps options to live children in variation_matrix and leaves a draft child out', async () => {
    const tee = await product(products.classicTee);
    const [size, colour] = tee.meta!.variations!;
    const small = size!.options[0]!.id;
    const black = colour!.options[0]!.id;
    expect((tee.meta!.variation_matrix as Record<string, Record<string, string>>)[small]![black]).toBe(
      products.classicTeeSmallBlack,
    );
    expect(tee.attributes.base_product).toBe(true);
    expect(tee.relationships?.children?.data).toHaveLength(8);

    const boot = await product(products.hikingBoot);
    const matrix = boot.meta!.variation_matrix as Record<string, Record<string, string>>;
    const leaves = Object.values(matrix).flatMap((row) => Object.values(row));
    expect(leaves).toHaveLength(5);
    expect(
      await t
        .get(`/catalog/products?filter=eq(sku,HIKING-BOOT-EU43-Wide)`)
        .then((r) => (r.body as ProductList).data),
    ).toEqual([]);

    const child = await product(products.classicTeeSmallBlack);
    expect(child.attributes).toMatchObject({
      base_product: false,
      base_product_id: products.classicTee,
      sku: 'CLASSIC-TEE-S-Black',
    });
    expect(child.meta?.product_types).toEqual(['child']);
    expect(child.meta?.variation_matrix).toEqual({});
  });

  it('prices a child from its parent with its options’ price modifiers', async () => {
    const tee = await product(products.classicTee);
    const small = await product(products.classicTeeSmallBlack);
    const xl = await product(products.classicTeeXlWhite);
    expect(small.attributes.price?.USD?.amount).toBe(tee.attributes.price?.USD?.amount);
    expect(xl.attributes.price_modifiers).toEqual(['size-xl']);
    expect(xl.meta?.price_modifiers?.['size-xl']).toMatchObject({
      modifier_type: 'price_increment',
      currencies: { USD: { amount: 200 } },
    });
    expect(xl.attributes.price?.USD?.amount).toBe(tee.attributes.price!.USD!.amount + 200);
  });

  it('carries bundles, custom inputs, tiers, tags, UPC/EAN, MPN, extensions and catalog meta', async () => {
    const kit = await product(products.weekendCampingKit);
    expect(kit.meta?.product_types).toEqual(['bundle']);
    expect(kit.attributes.components?.tent).toMatchObject({ name: 'Tent', min: 1, max: 1 });
    expect(kit.meta?.bundle_configuration?.selected_options).toEqual({
      tent: { [products.twoPersonTent]: 1 },
      sleeping: { [demoId.product('sleeping-bag')]: 1 },
      // A component without defaults is listed too (the vendor's storefront reads every entry).
      extras: {},
    });
    expect(Object.keys(kit.meta?.component_products ?? {})).toHaveLength(5);
    // So is it when a shopper configures the bundle without choosing extras.
    const configured = await t.svc.request(`/catalog/products/${products.weekendCampingKit}/configure`, {
      method: 'POST',
      token: t.shopper,
      json: { data: { selected_options: { tent: { [demoId.product('family-tent')]: 1 } } } },
    });
    expect(configured.status).toBe(200);
    const body = (await configured.json()) as {
      data: { meta: { bundle_configuration: { selected_options: Record<string, unknown> } } };
    };
    expect(body.data.meta.bundle_configuration.selected_options).toEqual({
      tent: { [demoId.product('family-tent')]: 1 },
      sleeping: { [demoId.product('sleeping-bag')]: 1 },
      extras: {},
    });

    const tote = await product(products.canvasTote);
    expect(tote.attributes.custom_inputs).toEqual({
      monogram: {
        name: 'Monogram',
        validation_rules: [{ type: 'string', options: { max_length: 3 } }],
        required: true,
      },
      gift_note: {
        name: 'Gift note',
        validation_rules: [{ type: 'string', options: { max_length: 255 } }],
        required: false,
      },
    });

    const skillet = await product(products.castIronSkillet);
    expect(skillet.attributes.tiers?.pair).toMatchObject({ minimum_quantity: 2 });
    expect(skillet.meta?.tiers?.pair?.display_price?.without_tax.currency).toBe('USD');
    expect(skillet.attributes).toMatchObject({
      tags: ['cast-iron', 'cookware'],
      upc_ean: expect.stringMatching(/^\d{13}$/),
      manufacturer_part_num: expect.stringMatching(/^NW-/),
    });
    expect(skillet.attributes.extensions?.dimensions).toEqual({ width_cm: 26, height_cm: 5, depth_cm: 45 });
    expect(skillet.meta).toMatchObject({
      catalog_id: DEMO_CATALOG.catalogs.standard,
      catalog_source: 'pim',
      pricebook_id: DEMO_CATALOG.pricebooks.standard,
      language: 'en-US',
    });
  });

  it("lists a bundle's component products as references, for shoppers and in a release", async () => {
    const kit = await product(products.weekendCampingKit);
    const expected = kit.relationships?.component_products?.data.map(({ id }) => ({ id, type: 'product' }));
    expect(expected).toHaveLength(5);
    type References = { data: { id: string; type: string }[]; meta: { results: { total: number } } };
    const path = `/products/${products.weekendCampingKit}/relationships/component_products`;
    const shopper = await t.get<References>(`/catalog${path}`);
    expect(shopper.status).toBe(200);
    expect(shopper.body.data).toEqual(expected);
    expect(shopper.body.meta.results.total).toBe(5);
    const release = `/pcm/catalogs/${DEMO_CATALOG.catalogs.standard}/releases/latest`;
    const admin = await t.get<References>(`${release}${path}?page[limit]=2&page[offset]=4`, {
      token: t.admin,
    });
    expect(admin.status).toBe(200);
    expect(admin.body.data).toEqual(expected!.slice(4));
    expect(admin.body.meta).toMatchObject({
      results: { total: 5 },
      page: { limit: 2, offset: 4, current: 3 },
    });
    // A product that is no bundle has none; an unknown one is a 404; a shopper cannot read a release.
    const tote = await t.get<References>(
      `/catalog/products/${products.canvasTote}/relationships/component_products`,
    );
    expect(tote.body).toMatchObject({ data: [], meta: { results: { total: 0 } } });
    const unknown = await t.get(
      `/catalog/products/${demoId.product('none')}/relationships/component_products`,
    );
    expect(unknown.status).toBe(404);
    expect((await t.get(`${release}${path}`)).status).toBe(403);
  });

  it('shows a sale price with the original price and their display prices', async () => {
    const dress = await product(products.midiDress);
    expect(dress.meta?.sale_id).toBeTruthy();
    expect(dress.meta?.original_price?.USD?.amount).toBe(8900);
    expect(dress.attributes.price?.USD?.amount).toBe(6900);
    expect(dress.meta?.display_price?.with_tax).toEqual({
      amount: 6900,
      currency: 'USD',
      formatted: '$69.00',
    });
    expect(dress.meta?.original_display_price?.without_tax).toEqual({
      amount: 8900,
      currency: 'USD',
      formatted: '$89.00',
    });
    const mug = await product(products.stonewareMug);
    expect(mug.meta?.tiers?.['six-or-more']).toMatchObject({
      original_price: { USD: { amount: 1500 } },
      display_price: { with_tax: { amount: 1400 } },
    });
  });

  it('shows display prices in the X-Currency currency, and none where the product has no price in it', async () => {
    const eur = await product(products.pocketTee, { 'X-Currency': 'EUR' });
    expect(eur.meta?.display_price?.with_tax).toMatchObject({
      currency: 'EUR',
      amount: eur.attributes.price!.EUR!.amount,
      formatted: expect.stringMatching(/^€/),
    });
    const gbp = await product(products.pocketTee, { 'X-Currency': 'gbp' });
    expect(gbp.meta?.display_price?.without_tax.formatted).toMatch(/^£/);
    const henley = await product(products.henley, { 'X-Currency': 'GBP' });
    expect(henley.attributes.price?.GBP).toBeUndefined();
    expect(henley.meta?.display_price).toBeUndefined();
    const jeans = await product(products.relaxedJeans, { 'X-Currency': 'EUR' });
    expect(jeans.meta?.display_price).toBeUndefined();
    const usd = await product(products.relaxedJeans);
    expect(usd.meta?.display_price?.with_tax.currency).toBe('USD');
  });

  it('refuses a malformed X-Currency with a 400 naming the header', async () => {
    const response = await t.get(`/catalog/products/${products.pocketTee}`, {
      headers: { 'X-Currency': 'EURO' },
    });
    expect(response.status).toBe(400);
    expect(errorOf(response.body).detail).toMatch(/x-currency/);
  });
});

describe('Accept-Language', () => {
  it('picks the translated name and description and says which language in meta.language', async () => {
    const french = await product(products.canvasTote, { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' });
    expect(french.attributes).toMatchObject({
      name: 'Cabas en toile',
      description: 'Un cabas en toile épaisse à votre monogramme.',
    });
    expect(french.meta?.language).toBe('fr-FR');
    const primary = await product(products.canvasTote, { 'Accept-Language': 'fr' });
    expect(primary.meta?.language).toBe('fr-FR');
  });

  it('keeps the original where there is no translation, or English is preferred', async () => {
    // Every demo product has French (lib/service/demo/catalog/data.test.ts); none has German.
    const german = await product(products.henley, { 'Accept-Language': 'de-DE' });
    expect(german.attributes.name).toBe('Waffle Henley');
    expect(german.meta?.language).toBe('en-US');
    const french = await product(products.henley, { 'Accept-Language': 'fr-FR' });
    expect(french.attributes).toMatchObject({
      name: 'Henley gaufré',
      description: 'Henley gaufré, de qualité durable.',
    });
    const english = await product(products.canvasTote, { 'Accept-Language': 'fr;q=0.4, en-GB;q=0.8' });
    expect(english.meta?.language).toBe('en-US');
  });

  it('translates listings, hierarchies and node breadcrumbs too', async () => {
    const headers = { 'Accept-Language': 'fr-FR' };
    const listing = await t.get<ProductList>(
      `/catalog/nodes/${nodes.backpacks}/relationships/products?filter=eq(sku,DAYPACK)`,
      { headers },
    );
    expect(listing.body.data[0]?.attributes.name).toBe('Sac de jour 20 L');
    const hierarchy = await t.get<{ data: HierarchyNode }>(`/catalog/hierarchies/${hierarchies.outdoor}`, {
      headers,
    });
    expect(hierarchy.body.data.attributes.name).toBe('Plein air');
    const node = await t.get<{ data: HierarchyNode }>(`/catalog/nodes/${nodes.backpacks}`, { headers });
    expect(node.body.data.meta?.breadcrumb?.map((crumb) => crumb.name)).toEqual([
      'Accessoires',
      'Sacs',
      'Sacs à dos',
    ]);
  });
});

describe('drafts (spec 3.2)', () => {
  it('never lists or serves a draft product', async () => {
    for (const [id, sku] of [
      [products.insulatedParka, 'INSULATED-PARKA'],
      [products.peasantBlouse, 'PEASANT-BLOUSE'],
    ] as const) {
      expect(await bySku(sku)).toBeUndefined();
      expect(await bySku(sku, `/catalog/hierarchies/${hierarchies.apparel}/products`)).toBeUndefined();
      expect((await t.get(`/catalog/products/${id}`)).status).toBe(404);
    }
    const all = await t.get<ProductList>('/catalog/products?page[limit]=100');
    expect(all.body.data.every((item) => item.attributes.status === 'live')).toBe(true);
    expect(all.body.data.map((item) => item.id)).not.toContain(products.insulatedParka);
  });

  it('does not show a product made live after the last publish until the next release', async () => {
    expect((await t.get(`/catalog/products/${products.rainShell}`)).status).toBe(404);
  });
});
