import { describe, expect, it } from 'vitest';
import type { CatalogProduct, HierarchyNode } from '@/lib/commerce/schemas/catalog';
import {
  breadcrumbNodeIds,
  breadcrumbTrail,
  categoryCrumbs,
  lowestPrice,
  productCrumbs,
  toCategory,
  toProduct,
  toProductCard,
} from './catalog-view';

const price = (amount: number) => ({
  with_tax: { amount, currency: 'USD', formatted: '' },
  without_tax: { amount, currency: 'USD', formatted: '' },
});

const product = (id: string, overrides: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id,
  type: 'product',
  attributes: { name: `Product ${id}`, status: 'live' },
  ...overrides,
});

const shopper = { locale: 'en-US', currency: 'USD' };
const toUrl = (href: string) => `cdn:${href}`;

const node = (id: string, name: string, meta: HierarchyNode['meta'] = {}): HierarchyNode => ({
  id,
  type: 'node',
  attributes: { name },
  meta,
});

describe('toCategory', () => {
  it('links a hierarchy to its page and a node under its hierarchy', () => {
    const hierarchy: HierarchyNode = { id: 'h 1', type: 'hierarchy', attributes: { name: 'Clothing' } };
    expect(toCategory(hierarchy)).toMatchObject({ name: 'Clothing', href: '/shop/h%201', ancestors: [] });
    const tees = node('tees', 'Tees', {
      hierarchy_id: 'h1',
      breadcrumb: [
        { id: 'h1', name: 'Clothing' },
        { id: 'tops', name: 'Tops' },
        { id: 'tees', name: 'Tees' },
      ],
    });
    expect(toCategory(tees, 'h1')).toEqual({
      id: 'tees',
      name: 'Tees',
      description: undefined,
      href: '/shop/h1/tops/tees',
      hierarchyId: 'h1',
      ancestors: [{ id: 'tops', name: 'Tops', href: '/shop/h1/tops' }],
    });
  });

  it('addresses a category by its slug path (issue 27 point 2), ids where there are no slugs', () => {
    const clothing: HierarchyNode = {
      id: 'h1',
      type: 'hierarchy',
      attributes: { name: 'Clothing', slug: 'clothing' },
    };
    expect(toCategory(clothing).href).toBe('/shop/clothing');
    const tees: HierarchyNode = {
      id: 'tees',
      type: 'node',
      attributes: { name: 'Tees', slug: 'tees-slug' },
      meta: {
        hierarchy_id: 'h1',
        breadcrumbs: [
          { id: 'tops', name: 'Tops', slug: 'tops-slug' },
          { id: 'tees', name: 'Tees', slug: 'tees-slug' },
        ],
      },
    };
    const view = toCategory(tees, 'h1', new Map([['h1', 'clothing']]));
    expect(view.href).toBe('/shop/clothing/tops-slug/tees-slug');
    expect(categoryCrumbs(toCategory(clothing), view)).toEqual([
      { word: 'home', href: '/' },
      { name: 'Clothing', href: '/shop/clothing' },
      { name: 'Tops', href: '/shop/clothing/tops-slug' },
      { name: 'Tees' },
    ]);
  });

  it('builds the trail of a node page: home, hierarchy, ancestors, the node', () => {
    const hierarchy = toCategory({ id: 'h1', type: 'hierarchy', attributes: { name: 'Clothing' } });
    const tees = toCategory(
      node('tees', 'Tees', { breadcrumb: [{ id: 'tops', name: 'Tops' }], hierarchy_id: 'h1' }),
      'h1',
    );
    expect(categoryCrumbs(hierarchy, tees)).toEqual([
      { word: 'home', href: '/' },
      { name: 'Clothing', href: '/shop/h1' },
      { name: 'Tops', href: '/shop/h1/tops' },
      { name: 'Tees' },
    ]);
    expect(categoryCrumbs(hierarchy)).toEqual([{ word: 'home', href: '/' }, { name: 'Clothing' }]);
  });
});

describe('toProductCard', () => {
  it('formats the price, marks a sale and names the trail', () => {
    const card = toProductCard(
      product('p1', { meta: { display_price: price(1500), original_display_price: price(2000) } }),
      undefined,
      'en-US',
      toUrl,
      ['Clothing', 'Tees'],
    );
    expect(card).toMatchObject({
      href: '/products/p1',
      price: { withTax: { formatted: '$15.00' }, original: { formatted: '$20.00' } },
      badges: ['sale'],
      trail: ['Clothing', 'Tees'],
    });
  });
});

describe('breadcrumbs of products', () => {
  const inTees = product('p1', { meta: { bread_crumbs: { tees: ['h1', 'tops'] } } });

  it('collects the node ids of a page and names the first trail, root first', () => {
    expect(breadcrumbNodeIds([inTees]).sort()).toEqual(['h1', 'tees', 'tops']);
    const names = new Map([
      ['tops', 'Tops'],
      ['tees', 'Tees'],
    ]);
    expect(breadcrumbTrail(inTees, names)).toEqual(['Tops', 'Tees']);
  });

  it('links the product page’s trail to the nodes’ listings', () => {
    const view = toProduct(inTees, undefined, undefined, shopper, toUrl);
    expect(view.trailNodeIds).toEqual(['h1', 'tops', 'tees']);
    const nodes = [
      toCategory(node('tops', 'Tops', { hierarchy_id: 'h1' })),
      toCategory(node('tees', 'Tees', { hierarchy_id: 'h1', breadcrumb: [{ id: 'tops', name: 'Tops' }] })),
    ];
    const hierarchies = [toCategory({ id: 'h1', type: 'hierarchy', attributes: { name: 'Clothing' } })];
    expect(productCrumbs(view, nodes, hierarchies)).toEqual([
      { word: 'home', href: '/' },
      { name: 'Clothing', href: '/shop/h1' },
      { name: 'Tops', href: '/shop/h1/tops' },
      { name: 'Tees', href: '/shop/h1/tops/tees' },
      { name: 'Product p1' },
    ]);
    // A trail of nodes only (as the service sends it) is headed by the first node's hierarchy.
    const nodesOnly = { ...view, trailNodeIds: ['tops', 'tees'] };
    expect(
      productCrumbs(nodesOnly, nodes, hierarchies).map((crumb) =>
        'word' in crumb ? crumb.word : crumb.name,
      ),
    ).toEqual(['home', 'Clothing', 'Tops', 'Tees', 'Product p1']);
    // Names that cannot be read now: home and the product only.
    expect(productCrumbs(view, undefined)).toEqual([{ word: 'home', href: '/' }, { name: 'Product p1' }]);
  });

  it('sends a product in no node to all products, and a child without trails to its parent’s', () => {
    const loose = toProduct(product('p2'), undefined, undefined, shopper, toUrl);
    expect(productCrumbs(loose, [])).toEqual([
      { word: 'home', href: '/' },
      { word: 'allProducts', href: '/shop' },
      { name: 'Product p2' },
    ]);
    const child = toProduct(
      product('c1', { meta: { product_types: ['child'] } }),
      undefined,
      inTees,
      shopper,
      toUrl,
    );
    expect(child.trailNodeIds).toEqual(['h1', 'tops', 'tees']);
  });
});

describe('toProduct', () => {
  it('reads the option products’ names from the include, skipping entries that are not products', () => {
    const bundle = product('b1', {
      attributes: {
        name: 'Camp kit',
        status: 'live',
        components: {
          mug: {
            name: 'Mug',
            min: 1,
            max: 1,
            options: [{ id: 'm1', type: 'product', quantity: 2, default: true }],
          },
        },
      },
    });
    const view = toProduct(
      bundle,
      { component_products: [{ id: 'm1', attributes: { name: 'Stoneware mug' } }, 'junk', { id: 'x' }] },
      undefined,
      shopper,
      toUrl,
    );
    expect(view.bundleSummary).toEqual([
      {
        key: 'mug',
        name: 'Mug',
        min: 1,
        max: 1,
        options: [{ id: 'm1', name: 'Stoneware mug', quantity: 2, isDefault: true }],
      },
    ]);
    expect(view.bundleComponents[0]?.options[0]?.name).toBe('Stoneware mug');
  });

  it('formats tier prices in the shopper’s currency, lowest minimum first', () => {
    const view = toProduct(
      product('t1', {
        attributes: {
          name: 'Socks',
          status: 'live',
          tiers: {
            ten: { minimum_quantity: 10, price: { USD: { amount: 800, includes_tax: false } } },
            five: { minimum_quantity: 5, price: { USD: { amount: 900, includes_tax: false } } },
            euro: { minimum_quantity: 3, price: { EUR: { amount: 950, includes_tax: false } } },
          },
        },
      }),
      undefined,
      undefined,
      shopper,
      toUrl,
    );
    expect(view.tiers).toEqual([
      { name: 'five', minimum: 5, formatted: '$9.00' },
      { name: 'ten', minimum: 10, formatted: '$8.00' },
    ]);
  });

  it('takes a child’s pickers from its family, with its own options chosen', () => {
    const parent = product('tee', {
      meta: {
        product_types: ['parent'],
        variations: [
          {
            id: 'size',
            name: 'Size',
            sort_order: 1,
            options: [
              { id: 's', name: 'S' },
              { id: 'm', name: 'M' },
            ],
          },
        ],
        variation_matrix: { s: 'tee-s', m: 'tee-m' },
      },
    });
    const child = product('tee-m', {
      meta: { product_types: ['child'] },
      relationships: { parent: { data: { type: 'product', id: 'tee' } } },
    });
    const view = toProduct(child, undefined, parent, shopper, toUrl);
    expect(view.parentId).toBe('tee');
    expect(view.isParent).toBe(false);
    expect(view.variations.map((variation) => variation.name)).toEqual(['Size']);
    expect(view.selection).toEqual({ size: 'm' });
  });
});

describe('lowestPrice', () => {
  const price = (amount: number) => {
    const money = { amount, currency: 'USD', formatted: `$${amount / 100}` };
    return { withTax: money, withoutTax: money };
  };

  it('is the cheapest of the prices given, skipping products without one', () => {
    expect(lowestPrice([price(2400), undefined, price(2200), price(2600)])?.withTax.formatted).toBe('$22');
  });

  it('is none when no child has a price', () => {
    expect(lowestPrice([undefined, undefined])).toBeUndefined();
    expect(lowestPrice([])).toBeUndefined();
  });
});
