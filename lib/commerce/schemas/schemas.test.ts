import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addToCartRequest, cartItemRequest, customItemRequest, productCustomInputs } from './carts';
import { price, currencyCode, errorEnvelope, externalRef, listEnvelope } from './common';
import { customApiRequest, customApiEntryRequest, customFieldRequest } from './extensions';
import { catalogProduct, customInput } from './catalog';
import {
  offeringPlan,
  offeringProduct,
  paymentAuthority,
  subscriptionStateRequest,
  updateSubscriptionRequest,
} from './subscriptions';
import { createVariationOptionRequest } from './variations';

const ok = (schema: z.ZodType, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value).slice(0, 120)).toBe(true);
const bad = (schema: z.ZodType, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value).slice(0, 120)).toBe(false);
const text = (length: number) => 'x'.repeat(length);
const ID = '5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d';
const NOW = '2026-11-21T10:00:00.000Z';
const meta = { owner: 'store', timestamps: { created_at: NOW, updated_at: NOW } };

describe('shared types (spec 2.1)', () => {
  it('takes three-letter uppercase currencies only', () => {
    ok(currencyCode, 'USD');
    bad(currencyCode, 'usd');
    bad(currencyCode, 'US');
    bad(currencyCode, 'USDT');
  });

  it('takes whole minor units in prices', () => {
    ok(price, { USD: { amount: 1999, includes_tax: false }, EUR: { amount: 0 } });
    bad(price, { USD: { amount: 19.99 } });
    bad(price, { usd: { amount: 100 } });
    bad(price, { USD: {} });
  });

  it('limits an external reference to 2048 characters', () => {
    ok(externalRef, text(2048));
    bad(externalRef, text(2049));
  });

  it('knows the error envelope', () => {
    ok(errorEnvelope, { errors: [{ status: '404', title: 'Not Found', detail: 'x' }] });
    bad(errorEnvelope, { errors: [] });
    bad(errorEnvelope, { errors: [{ status: 404, title: 'Not Found' }] });
  });

  it('knows the list envelope and its page limits', () => {
    const list = listEnvelope(catalogProduct);
    const page = { results: { total: 0 }, page: { limit: 100, offset: 10000, current: 1, total: 0 } };
    const links = { self: 'a', first: 'a', last: null, prev: null, next: null };
    ok(list, { data: [], meta: page, links });
    bad(list, { data: [], meta: { ...page, page: { ...page.page, limit: 101 } }, links });
    bad(list, { data: [], meta: { ...page, page: { ...page.page, offset: 10001 } }, links });
  });
});

describe('subscriptions (spec 2.2–2.6, 4.2)', () => {
  it('limits payment authority ids to 3–1024 characters and one type', () => {
    ok(paymentAuthority, { type: 'vendor_payments_processor', card_id: text(3), customer_id: text(1024) });
    bad(paymentAuthority, { type: 'vendor_payments_processor', card_id: text(2) });
    bad(paymentAuthority, { type: 'vendor_payments_processor', customer_id: text(1025) });
    bad(paymentAuthority, { type: 'stripe', card_id: 'card_123' });
  });

  const product = (name: string, extra: object = {}) => ({
    type: 'subscription_offering_product',
    attributes: { name, created_at: NOW, updated_at: NOW, meta, ...extra },
  });

  it('limits names to 3–1024 characters, descriptions and skus to 1024', () => {
    ok(
      offeringProduct,
      product(text(3), { description: text(1024), sku: text(1024), main_image: text(1024) }),
    );
    bad(offeringProduct, product(text(2)));
    bad(offeringProduct, product(text(1025)));
    bad(offeringProduct, product('Box', { description: text(1025) }));
    bad(offeringProduct, product('Box', { sku: text(1025) }));
    bad(offeringProduct, product('Box', { main_image: text(1025) }));
  });

  it('takes price units of day or month, at least 1', () => {
    ok(offeringProduct, product('Box', { price_units: { unit: 'month', amount: 1 } }));
    bad(offeringProduct, product('Box', { price_units: { unit: 'year', amount: 1 } }));
    bad(offeringProduct, product('Box', { price_units: { unit: 'day', amount: 0 } }));
  });

  const plan = (extra: object = {}) => ({
    type: 'subscription_offering_plan',
    attributes: {
      name: 'Monthly',
      billing_interval_type: 'month',
      billing_frequency: 1,
      plan_length: 12,
      end_behavior: 'roll',
      can_pause: true,
      can_resume: true,
      can_cancel: true,
      created_at: NOW,
      updated_at: NOW,
      meta,
      ...extra,
    },
  });

  it('checks plan intervals, frequencies, lengths, end behaviour and the percentage', () => {
    ok(offeringPlan, plan({ base_price_percentage: 100, trial_period: 0 }));
    bad(offeringPlan, plan({ base_price_percentage: 100.01 }));
    bad(offeringPlan, plan({ billing_frequency: 0 }));
    bad(offeringPlan, plan({ plan_length: 0 }));
    bad(offeringPlan, plan({ billing_interval_type: 'hour' }));
    bad(offeringPlan, plan({ end_behavior: 'stop' }));
  });

  it('checks the update body of spec 4.2', () => {
    ok(updateSubscriptionRequest, { data: { id: ID, type: 'subscription', attributes: { plan_id: ID } } });
    ok(updateSubscriptionRequest, { data: { id: ID, type: 'subscription', attributes: {} } });
    bad(updateSubscriptionRequest, { data: { id: ID, type: 'subscriptions', attributes: {} } });
    bad(updateSubscriptionRequest, { data: { type: 'subscription', attributes: {} } });
    bad(updateSubscriptionRequest, { data: { id: 'not-a-uuid', type: 'subscription', attributes: {} } });
  });

  it('takes the three lifecycle actions only', () => {
    for (const action of ['cancel', 'pause', 'resume'])
      ok(subscriptionStateRequest, { data: { type: 'subscription_state', attributes: { action } } });
    bad(subscriptionStateRequest, { data: { type: 'subscription_state', attributes: { action: 'close' } } });
  });
});

describe('variation options (spec 2.7, 4.3)', () => {
  const option = (attributes: object) => ({ data: { type: 'product-variation-option', attributes } });

  it('allows only A-Z a-z 0-9 - _ . in names', () => {
    ok(createVariationOptionRequest, option({ name: 'XXL' }));
    ok(createVariationOptionRequest, option({ name: 'size-1_2.5' }));
    bad(createVariationOptionRequest, option({ name: 'X L' }));
    bad(createVariationOptionRequest, option({ name: 'große' }));
    bad(createVariationOptionRequest, option({ name: 'a/b' }));
  });

  it('takes integer sort orders including zero, negatives and null', () => {
    for (const sort_order of [0, -5, 7, null, undefined])
      ok(createVariationOptionRequest, option({ name: 'M', sort_order }));
    bad(createVariationOptionRequest, option({ name: 'M', sort_order: 1.5 }));
    bad(createVariationOptionRequest, option({ name: 'M', sort_order: '1' }));
  });
});

describe('cart items (spec 2.8, 4.4, §8)', () => {
  it('needs an id or a sku and a whole quantity', () => {
    ok(cartItemRequest, { type: 'cart_item', id: ID, quantity: 1 });
    ok(cartItemRequest, { type: 'cart_item', sku: 'TENT-2', quantity: 3 });
    bad(cartItemRequest, { type: 'cart_item', quantity: 1 });
    bad(cartItemRequest, { type: 'cart_item', sku: 'A', quantity: 0 });
    bad(cartItemRequest, { type: 'cart_item', sku: 'A', quantity: 1.5 });
  });

  it('limits each custom input text to 255 characters', () => {
    ok(productCustomInputs, { engraving: text(255) });
    bad(productCustomInputs, { engraving: text(256) });
    bad(productCustomInputs, { engraving: 5 });
  });

  it('takes whole quantities in bundle selections', () => {
    ok(cartItemRequest, {
      type: 'cart_item',
      id: ID,
      quantity: 1,
      bundle_configuration: { selected_options: { Tent: { [ID]: 1 } } },
    });
    bad(cartItemRequest, {
      type: 'cart_item',
      id: ID,
      quantity: 1,
      bundle_configuration: { selected_options: { Tent: { [ID]: 0.5 } } },
    });
  });

  it('limits a custom item’s inputs to 1MB', () => {
    const item = (inputs: object) => ({
      type: 'custom_item',
      name: 'Gift wrap',
      quantity: 1,
      price: { amount: 500 },
      custom_inputs: inputs,
    });
    ok(customItemRequest, item({ note: text(1024 * 1024 - 20) }));
    bad(customItemRequest, item({ note: text(1024 * 1024) }));
  });

  it('takes one item or up to 100 in one request', () => {
    const one = { type: 'promotion_item', code: 'SPRING10' };
    ok(addToCartRequest, { data: one });
    ok(addToCartRequest, {
      data: Array.from({ length: 100 }, () => one),
      options: { add_all_or_nothing: true },
    });
    bad(addToCartRequest, { data: Array.from({ length: 101 }, () => one) });
    bad(addToCartRequest, { data: [] });
  });
});

describe('custom APIs (spec 2.9, 4.5)', () => {
  it('checks slugs and api types', () => {
    const api = (slug: string, api_type: string) => ({
      data: { type: 'custom_api', name: 'Prefs', slug, api_type },
    });
    ok(customApiRequest, api('account_preferences', 'account_preferences_ext'));
    ok(customApiRequest, api(text(63), `${text(59)}_ext`));
    bad(customApiRequest, api(text(64), 'a_ext'));
    bad(customApiRequest, api('Prefs', 'a_ext'));
    bad(customApiRequest, api('prefs', 'prefs'));
    bad(customApiRequest, api('prefs', `${text(60)}_ext`));
  });

  it('checks field types and their validation', () => {
    const field = (field_type: string, validation?: object) => ({
      data: { type: 'custom_field', name: 'F', slug: 'f', field_type, validation },
    });
    ok(customFieldRequest, field('integer', { integer: { min_value: 1, max_value: 90 } }));
    ok(customFieldRequest, field('string', { string: { max_length: 5, regex: '^[A-Z]+$' } }));
    bad(customFieldRequest, field('float'));
    bad(customFieldRequest, field('string', { string: { min_value: 1 } }));
  });

  it('takes string, integer, boolean and null values and ignores timestamps', () => {
    ok(customApiEntryRequest, {
      data: { type: 'prefs_ext', a: 'x', b: 3, c: true, d: null, timestamps: { created_at: NOW } },
    });
    bad(customApiEntryRequest, { data: { type: 'prefs_ext', a: 1.5 } });
    bad(customApiEntryRequest, { data: { type: 'prefs_ext', a: { nested: true } } });
  });
});

describe('catalog products (spec 2.10)', () => {
  it('limits a custom input rule’s max_length to 255', () => {
    ok(customInput, {
      name: 'Engraving',
      validation_rules: [{ type: 'string', options: { max_length: 255 } }],
      required: true,
    });
    bad(customInput, {
      name: 'Engraving',
      validation_rules: [{ type: 'string', options: { max_length: 256 } }],
    });
  });

  it('limits breadcrumb nodes to 10 levels', () => {
    const product = (nodes: string[]) => ({
      id: 'p',
      type: 'product',
      attributes: { name: 'P', status: 'live' },
      meta: { bread_crumb_nodes: nodes },
    });
    ok(catalogProduct, product(Array.from({ length: 10 }, (_, i) => `n${i}`)));
    bad(catalogProduct, product(Array.from({ length: 11 }, (_, i) => `n${i}`)));
  });

  it('knows the product statuses and types', () => {
    bad(catalogProduct, { id: 'p', type: 'product', attributes: { name: 'P', status: 'archived' } });
    bad(catalogProduct, {
      id: 'p',
      type: 'product',
      attributes: { name: 'P', status: 'live' },
      meta: { product_types: ['kit'] },
    });
  });
});
