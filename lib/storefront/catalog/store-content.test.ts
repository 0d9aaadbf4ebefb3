import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { BUNDLES, PARENTS, PRODUCTS } from '@/lib/service/catalog/seed/demo-data';
import { DEMO_SHIPPING_METHOD_SEEDS } from '@/lib/service/shipping/demo-methods';
import fr from '@/messages/fr.json';
import { shippingGroupName, shippingMethodName, withStoreContent } from './store-content';

const product = (attributes: Partial<CatalogProduct['attributes']>, meta?: CatalogProduct['meta']) =>
  ({ id: 'p1', type: 'product', attributes: { name: 'Thing', ...attributes }, meta }) as CatalogProduct;

const tee = product({}, {
  variations: [
    {
      id: 'v1',
      name: 'Colour',
      options: [
        { id: 'o1', name: 'Black', description: 'Black' },
        { id: 'o2', name: 'Mauve', description: 'Mauve' },
      ],
    },
  ],
  child_variations: [{ name: 'Size', option: { name: 'XL', description: 'Extra large' } }],
} as CatalogProduct['meta']);

describe('the store’s words in French', () => {
  it('words variations and their options by the store’s names, keeping what it does not list', () => {
    const worded = withStoreContent(tee, 'fr-FR');
    expect(worded.meta?.variations?.[0]).toMatchObject({
      name: 'Couleur',
      options: [
        { id: 'o1', name: 'Black', description: 'Noir' },
        { id: 'o2', name: 'Mauve', description: 'Mauve' },
      ],
    });
    expect(worded.meta?.child_variations).toEqual([
      { name: 'Taille', option: { name: 'XL', description: 'XL' } },
    ]);
  });

  it('words bundle components and custom inputs by their keys', () => {
    const kit = product({
      components: { tent: { name: 'Tent', options: [] }, other: { name: 'Other', options: [] } },
      custom_inputs: { engraving: { name: 'Engraving', validation_rules: [], required: true } },
    } as Partial<CatalogProduct['attributes']>);
    const worded = withStoreContent(kit, 'fr-FR').attributes;
    expect(worded.components?.tent?.name).toBe('Tente');
    expect(worded.components?.other?.name).toBe('Other');
    expect(worded.custom_inputs?.engraving?.name).toBe('Gravure');
  });

  it('leaves the store’s own English as it is', () => {
    expect(withStoreContent(tee, 'en-GB')).toEqual(tee);
    expect(shippingMethodName('standard', 'Ground', 'en-US')).toBe('Ground');
  });

  it('names the shipping methods by code, and an unknown one by the store’s name', () => {
    expect(shippingMethodName('express', 'Express delivery', 'fr-FR')).toBe('Livraison express');
    expect(shippingMethodName('drone', 'Drone', 'fr-FR')).toBe('Drone');
    expect(shippingMethodName('constructor', 'Odd', 'fr-FR')).toBe('Odd');
    expect(shippingGroupName('Standard delivery', 'fr-FR')).toBe('Livraison standard');
    expect(shippingGroupName('Pigeon', 'fr-FR')).toBe('Pigeon');
    expect(shippingGroupName('Standard delivery', 'en-US')).toBe('Standard delivery');
  });

  // The demo data's words all have French (issue 26 point 10): one added without fails here.
  it('has French for every variation, option, component, custom input and shipping method of the demo', () => {
    const products = [...PRODUCTS, ...PARENTS, ...BUNDLES];
    const missing = [
      ...PARENTS.flatMap((parent) => parent.variations).flatMap((variation) => [
        ...(Object.hasOwn(fr.Content.variations, variation.name) ? [] : [`variation ${variation.name}`]),
        ...variation.options
          .filter((option) => !Object.hasOwn(fr.Content.options, option.name))
          .map((option) => `option ${option.name}`),
      ]),
      ...BUNDLES.flatMap((bundle) => Object.keys(bundle.components))
        .filter((key) => !Object.hasOwn(fr.Content.bundleComponents, key))
        .map((key) => `component ${key}`),
      ...products
        .flatMap((def) => Object.keys(def.customInputs ?? {}))
        .filter((key) => !Object.hasOwn(fr.Content.customInputs, key))
        .map((key) => `input ${key}`),
      ...DEMO_SHIPPING_METHOD_SEEDS.filter(
        (method) => !Object.hasOwn(fr.Content.shippingMethods, method.code),
      ).map((method) => `shipping ${method.code}`),
    ];
    expect(missing).toEqual([]);
  });
});
