import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '@/lib/commerce/schemas/catalog';
import { BUNDLES, PARENTS, PRODUCTS } from '@/lib/service/demo/catalog/data';
import { DEMO_SHIPPING_METHOD_SEEDS } from '@/lib/service/demo/shipping-methods';
import fr from '@/messages/fr.json';
import { DEMO_OFFERING_SEEDS } from '@/lib/service/demo/subscriptions';
import type { SubscriptionListResponse, SubscriptionResponse } from '@/lib/commerce/schemas/subscriptions';
import {
  shippingGroupName,
  shippingMethodName,
  specFieldName,
  withStoreContent,
  withSubscriptionContent,
} from './store-content';

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

  it('names a child after its options in French, and leaves other names alone', () => {
    const child = (name: string) =>
      product({ name }, {
        child_variations: [
          { name: 'Size', option: { name: 'S', description: 'Small' } },
          { name: 'Colour', option: { name: 'Black', description: 'Black' } },
        ],
      } as CatalogProduct['meta']);
    expect(withStoreContent(child('T-shirt col rond classique (S, Black)'), 'fr-FR').attributes.name).toBe(
      'T-shirt col rond classique (S, Noir)',
    );
    expect(withStoreContent(child('Classic Crew Tee (S, Black)'), 'en-GB').attributes.name).toBe(
      'Classic Crew Tee (S, Black)',
    );
    // Renamed by the merchandiser: not the options' suffix, so kept.
    expect(withStoreContent(child('Tee (Black edition)'), 'fr-FR').attributes.name).toBe(
      'Tee (Black edition)',
    );
  });

  it('names subscription offerings, their products and plans in French by external_ref', () => {
    const offering = (name: string, ref?: string) => ({
      type: 'subscription_offering' as const,
      attributes: { name, description: 'English words', ...(ref && { external_ref: ref }) },
    });
    const response = {
      data: {
        type: 'subscription',
        attributes: { offering: offering('Trail Coffee Club', 'offering-coffee-club') },
      },
      included: {
        plans: [
          {
            type: 'subscription_offering_plan',
            attributes: { name: 'Quarterly saver', external_ref: 'coffee-quarterly' },
          },
          { type: 'subscription_offering_plan', attributes: { name: 'Own plan', external_ref: 'own' } },
        ],
        products: [
          {
            type: 'subscription_offering_product',
            attributes: { name: 'Member pass', external_ref: 'member-pass', description: 'Kept' },
          },
        ],
      },
    } as unknown as SubscriptionResponse;
    const worded = withSubscriptionContent(response, 'fr-FR');
    expect(worded.data.attributes.offering.attributes).toMatchObject({
      name: 'Club café du sentier',
      description: expect.stringMatching(/^Du café fraîchement torréfié/),
    });
    expect(worded.included?.plans?.map((plan) => plan.attributes)).toMatchObject([
      { name: 'Formule trimestrielle', description: 'Trois mois de café par facture, 10 % de remise.' },
      { name: 'Own plan' },
    ]);
    // No French description listed: the store's stays.
    expect(worded.included?.products?.[0]?.attributes).toMatchObject({
      name: 'Carte de membre',
      description: 'Kept',
    });
    expect(withSubscriptionContent(response, 'en-US')).toEqual(response);

    const list = { data: [response.data, { ...response.data, attributes: { offering: offering('Other') } }] };
    const listed = withSubscriptionContent(list as unknown as SubscriptionListResponse, 'fr-FR');
    expect(listed.data.map((item) => item.attributes.offering.attributes.name)).toEqual([
      'Club café du sentier',
      'Other',
    ]);
  });

  it('words specification names by key and the store’s English values', () => {
    const tee = product({
      extensions: { specifications: { care: 'machine wash cold', material: 'silk', weight_g: 200 } },
    } as Partial<CatalogProduct['attributes']>);
    expect(withStoreContent(tee, 'fr-FR').attributes.extensions).toEqual({
      specifications: { care: 'lavage en machine à froid', material: 'silk', weight_g: 200 },
    });
    expect(withStoreContent(tee, 'en-US').attributes.extensions).toEqual(tee.attributes.extensions);
    expect([specFieldName('weight_g', 'fr-FR'), specFieldName('colour_code', 'fr-FR')]).toEqual([
      'Poids (g)',
      undefined,
    ]);
    expect(specFieldName('weight_g', 'en-GB')).toBeUndefined();
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

  it('has French for every subscription offering, offering product and plan of the demo', () => {
    const missing = DEMO_OFFERING_SEEDS.flatMap(({ offering, products, plans }) => [
      ...(Object.hasOwn(fr.Content.offerings, offering.externalRef ?? '')
        ? []
        : [`offering ${offering.name}`]),
      ...products
        .filter((item) => !Object.hasOwn(fr.Content.offeringProducts, item.externalRef ?? ''))
        .map((item) => `product ${item.name}`),
      ...plans
        .filter((plan) => !Object.hasOwn(fr.Content.plans, plan.externalRef ?? ''))
        .map((plan) => `plan ${plan.name}`),
    ]);
    expect(missing).toEqual([]);
  });
});
