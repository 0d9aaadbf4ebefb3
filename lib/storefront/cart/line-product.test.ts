import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { lineProductInfo, parentToDescribe } from './line-product';

const product = (
  id: string,
  overrides: {
    attributes?: Partial<CatalogProduct['attributes']>;
    meta?: Record<string, unknown>;
    relationships?: CatalogProduct['relationships'];
  },
): CatalogProduct => ({
  id,
  type: 'product',
  attributes: { name: id, status: 'live', ...overrides.attributes },
  relationships: overrides.relationships,
  meta: overrides.meta,
});

const parent = product('tee', {
  meta: {
    product_types: ['parent'],
    variations: [
      {
        id: 'size',
        name: 'Size',
        sort_order: 2,
        options: [
          { id: 's', name: 'S' },
          { id: 'm', name: 'M' },
        ],
      },
      { id: 'colour', name: 'Colour', sort_order: 1, options: [{ id: 'black', name: 'Black' }] },
    ],
    variation_matrix: { black: { s: 'tee-s-black', m: 'tee-m-black' } },
  },
});

describe('lineProductInfo', () => {
  it('reads a child’s options from the parent’s matrix, in the variations’ order', () => {
    const child = product('tee-m-black', {
      meta: { product_types: ['child'] },
      relationships: { parent: { data: { id: 'tee', type: 'product' } } },
    });
    expect(parentToDescribe(child)).toBe('tee');
    expect(lineProductInfo(child, undefined, parent).variationOptions).toEqual([
      { label: 'Size', value: 'M' },
      { label: 'Colour', value: 'Black' },
    ]);
  });

  it('prefers the options a child names itself, and then needs no parent', () => {
    const child = product('tee-s-black', {
      meta: {
        product_types: ['child'],
        child_variations: [{ id: 'size', name: 'Size', option: { id: 's', name: 'S', description: '' } }],
      },
    });
    expect(parentToDescribe(child)).toBeUndefined();
    expect(lineProductInfo(child, undefined).variationOptions).toEqual([{ label: 'Size', value: 'S' }]);
  });

  it('names custom inputs, bundle components and the included option products', () => {
    const kit = product('kit', {
      attributes: {
        custom_inputs: { note: { name: 'Gift note' } },
        components: { tent: { name: 'Tent', options: [{ id: 'p1', type: 'product', quantity: 1 }] } },
      },
    });
    const info = lineProductInfo(kit, {
      component_products: [{ id: 'p1', type: 'product', attributes: { name: 'Two-Person Tent' } }],
    });
    expect(info).toEqual({
      href: '/products/kit',
      name: 'kit',
      variationOptions: [],
      inputLabels: { note: 'Gift note' },
      componentNames: { tent: 'Tent' },
      optionNames: { p1: 'Two-Person Tent' },
    });
  });
});
