import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartShippingMethodsResponse, shippingMethodListResponse } from '@/lib/commerce/schemas/shipping';
import {
  cartItemsResponse,
  orderResponse,
  shippingGroupResponse,
  type OrderResponse,
} from '@/lib/commerce/schemas/carts';
import { demoId } from '../demo/catalog/ids';
import { firstError, type TestService } from '../testing/harness';
import {
  addExpecting,
  allTokens,
  cartItems,
  CHECKOUT,
  newCartId,
  product,
  PRODUCTS,
  SHIPPING_ADDRESS,
  startCartService,
  type Tokens,
} from '../testing/carts';
import { DEMO_SHIPPING_METHODS } from '../demo/shipping-methods';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startCartService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());

const TRAIL_MAP = demoId.product('trail-map');
const COOKBOOK = demoId.product('camp-cookbook');

const methodsOf = async (cartId: string, headers: Record<string, string> = {}) => {
  const response = await svc.request(`/v2/carts/${cartId}/shipping-methods`, {
    token: tokens.implicit,
    headers,
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(cartShippingMethodsResponse.safeParse(body).success).toBe(true);
  return cartShippingMethodsResponse.parse(body);
};
const createGroup = (cartId: string, data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  svc.request(`/v2/carts/${cartId}/shipping-groups`, {
    method: 'POST',
    token: tokens.implicit,
    headers,
    json: { data: { type: 'shipping_group', ...data } },
  });
const checkout = (cartId: string, data: Record<string, unknown>) =>
  svc.request(`/v2/carts/${cartId}/checkout`, { method: 'POST', token: tokens.implicit, json: { data } });
const total = async (cartId: string) =>
  (await cartItems(svc, tokens.implicit, cartId)).meta.display_price.with_tax.amount;

describe('the store’s shipping methods', () => {
  it('are read by administrators with every price; shoppers get 403', async () => {
    const response = await svc.request('/v2/shipping-methods', { token: tokens.admin });
    expect(response.status).toBe(200);
    const body = shippingMethodListResponse.parse(await response.json());
    expect(body.data.map((method) => [method.code, method.prices.USD])).toEqual([
      ['standard', { amount: 595, free_over: 7500 }],
      ['express', { amount: 1495 }],
    ]);
    expect((await svc.request('/v2/shipping-methods', { token: tokens.implicit })).status).toBe(403);
  });

  it('are priced for a cart, free over the threshold in its currency, and one is chosen through a shipping group', async () => {
    const cartId = newCartId('ship');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const goods = await total(cartId);
    expect(goods).toBeLessThan(7500);
    const offered = await methodsOf(cartId);
    expect(offered.meta).toMatchObject({
      currency: 'USD',
      requires_shipping: true,
      goods_total: { amount: goods },
    });
    expect(
      offered.data.map((method) => [
        method.code,
        method.price.amount,
        method.free_over?.amount,
        method.selected,
      ]),
    ).toEqual([
      ['standard', 595, 7500, false],
      ['express', 1495, undefined, false],
    ]);

    const chosen = await createGroup(cartId, { shipping_type: 'standard' });
    expect(chosen.status).toBe(201);
    const group = shippingGroupResponse.parse(await chosen.json()).data;
    expect(group).toMatchObject({
      name: 'Standard delivery',
      shipping_type: 'standard',
      shipping_method_id: DEMO_SHIPPING_METHODS.standard,
      shipping_price: { total: 595, currency: 'USD', formatted: '$5.95' },
    });
    expect(group.delivery_estimate?.start).toBeDefined();
    const items = await cartItems(svc, tokens.implicit, cartId);
    expect(items.data.map((item) => item.shipping_group_id)).toEqual([group.id]);
    expect(items.meta.display_price.with_tax.amount).toBe(goods + 595);
    expect((await methodsOf(cartId)).data.map((method) => method.selected)).toEqual([true, false]);

    // Over the threshold the standard method costs nothing, in the totals and in the group.
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.familyTent)], 201);
    const over = await methodsOf(cartId);
    expect(over.meta.goods_total.amount).toBeGreaterThanOrEqual(7500);
    expect(over.data[0]!.price.amount).toBe(0);
    expect(await total(cartId)).toBe(over.meta.goods_total.amount);
    const free = await (
      await svc.request(`/v2/carts/${cartId}/shipping-groups/${group.id}`, { token: tokens.implicit })
    ).json();
    expect(free.data.shipping_price.total).toBe(0);

    // Express replaces standard: one group, every line on it, its price in the totals.
    const express = shippingGroupResponse.parse(
      await (await createGroup(cartId, { shipping_type: 'express' })).json(),
    ).data;
    const groups = await (
      await svc.request(`/v2/carts/${cartId}/shipping-groups`, { token: tokens.implicit })
    ).json();
    expect(groups.data.map((entry: { id: string }) => entry.id)).toEqual([express.id]);
    const after = await cartItems(svc, tokens.implicit, cartId);
    expect(after.data.every((item) => item.shipping_group_id === express.id)).toBe(true);
    expect(after.meta.display_price.with_tax.amount).toBe(over.meta.goods_total.amount + 1495);

    const order = (await (await checkout(cartId, CHECKOUT.data)).json()) as OrderResponse;
    expect(orderResponse.safeParse(order).success).toBe(true);
    expect(order.data.shipping_groups).toEqual([
      expect.objectContaining({
        id: express.id,
        shipping_type: 'express',
        shipping_price: expect.objectContaining({ total: 1495 }),
      }),
    ]);
    expect(order.data.meta.display_price.with_tax.amount).toBe(after.meta.display_price.with_tax.amount);
    expect(order.data.requires_shipping).toBe(true);
  });

  it('prices in the cart’s currency and refuses a method without a price in it', async () => {
    const cartId = newCartId('gbp');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201, {
      headers: { 'X-Currency': 'GBP' },
    });
    const offered = await methodsOf(cartId);
    expect(
      offered.data.map((method) => [method.code, method.price.formatted, method.free_over?.amount]),
    ).toEqual([
      ['standard', '£4.95', 6000],
      ['express', '£11.95', undefined],
    ]);
    const created = await svc.request('/v2/carts', {
      method: 'POST',
      token: tokens.implicit,
      json: { data: { currency: 'JPY' } },
    });
    const jpyCart = ((await created.json()) as { data: { id: string } }).data.id;
    expect((await methodsOf(jpyCart)).data).toEqual([]);
    const refused = await createGroup(jpyCart, { shipping_type: 'express' });
    expect(refused.status).toBe(422);
    expect((await firstError(refused)).detail).toMatch(/no price in JPY/);
  });

  it('ships lines added after the choice with the chosen method at checkout', async () => {
    const cartId = newCartId('later');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const group = shippingGroupResponse.parse(
      await (await createGroup(cartId, { shipping_type: 'express' })).json(),
    ).data;
    const later = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.headlamp)], 201);
    expect(later.data.map((item) => item.shipping_group_id ?? null)).toEqual([group.id, null]);
    const order = (await (await checkout(cartId, CHECKOUT.data)).json()) as OrderResponse;
    expect(order.included.items.map((item) => item.shipping_group_id)).toEqual([group.id, group.id]);
    expect(order.data.meta.display_price.with_tax.amount).toBe(later.meta.display_price.with_tax.amount);
  });
});

describe('a cart drawn from one answer (issue 28)', () => {
  it('answers an add, a read and a change with the shipping methods beside the items when asked', async () => {
    const cartId = newCartId('drawn');
    const added = await svc.request(`/v2/carts/${cartId}/items?include=shipping_methods`, {
      method: 'POST',
      token: tokens.implicit,
      json: { data: [product(PRODUCTS.pocketTee)] },
    });
    expect(added.status).toBe(201);
    const addedBody = cartItemsResponse.parse(await added.json());
    expect(addedBody.included?.shipping_methods).toEqual(await methodsOf(cartId));
    const [line] = addedBody.data;
    // The line says what kind of product it is, so a storefront need not ask the catalog.
    expect(line?.meta?.product_types).toEqual(['standard']);

    const read = await svc.request(`/v2/carts/${cartId}/items?include=shipping_methods`, {
      token: tokens.implicit,
    });
    expect(cartItemsResponse.parse(await read.json()).included?.shipping_methods).toEqual(
      await methodsOf(cartId),
    );
    const changed = await svc.request(`/v2/carts/${cartId}/items/${line!.id}?include=shipping_methods`, {
      method: 'PUT',
      token: tokens.implicit,
      json: { data: { type: 'cart_item', quantity: 9 } },
    });
    const changedBody = cartItemsResponse.parse(await changed.json());
    expect(changedBody.included?.shipping_methods).toEqual(await methodsOf(cartId));
    // Nine tees reach the threshold: the answer's methods say so too.
    expect(
      changedBody.included?.shipping_methods?.data.find((m) => m.code === 'standard')?.price.amount,
    ).toBe(0);

    const plain = await svc.request(`/v2/carts/${cartId}/items`, { token: tokens.implicit });
    expect(await plain.json()).not.toHaveProperty('included');
    const unknown = await svc.request(`/v2/carts/${cartId}/items?include=nonsense`, {
      token: tokens.implicit,
    });
    expect(unknown.status).toBe(400);
  });
});

describe('the vendor’s shipping group body (no name)', () => {
  it('takes shipping_type, price parts, includes_tax and an address; the tax part counts as tax', async () => {
    const cartId = newCartId('vendor');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const goods = await total(cartId);
    const address = { ...SHIPPING_ADDRESS, region: 'Greater London' };
    const response = await createGroup(cartId, {
      shipping_type: 'UPS Ground',
      shipping_price: { base: 500, tax: 100 },
      includes_tax: true,
      tracking_reference: '1Z999',
      external_ref: 'wms-42',
      address,
    });
    expect(response.status).toBe(201);
    const group = shippingGroupResponse.parse(await response.json()).data;
    expect(group).toMatchObject({
      name: 'UPS Ground',
      shipping_type: 'UPS Ground',
      shipping_price: { total: 600 },
      includes_tax: true,
      tracking_reference: '1Z999',
      external_ref: 'wms-42',
      address,
      meta: {
        shipping_display_price: { total: { amount: 600 }, base: { amount: 500 }, tax: { amount: 100 } },
      },
    });
    expect(group.shipping_method_id).toBeUndefined();
    const linked = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.headlamp, 1, { shipping_group_id: group.id })],
      201,
    );
    const headlamp = linked.data[1]!.meta!.display_price as { with_tax: { amount: number } };
    expect(linked.meta.display_price.with_tax.amount).toBe(goods + headlamp.with_tax.amount + 600);
    expect(linked.meta.display_price.tax.amount).toBe(100);
  });

  it('refuses a group address in a country that needs a state without one', async () => {
    const cartId = newCartId('vendor-us');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const response = await createGroup(cartId, {
      shipping_type: 'UPS Ground',
      shipping_price: { total: 900 },
      address: { ...SHIPPING_ADDRESS, country: 'US', postcode: '10001' },
    });
    expect(response.status).toBe(400);
    expect((await firstError(response)).detail).toMatch(/data\.address\.region/);
  });
});

describe('checkout addresses', () => {
  const us = { ...SHIPPING_ADDRESS, city: 'Portland', postcode: '97201', country: 'US' };

  it('needs a state or province where the country does (400 naming the field), not elsewhere', async () => {
    const cartId = newCartId('state');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    for (const [address, field] of [
      [us, /data\.shipping_address\.region/],
      [{ ...us, country: 'CA', region: ' ' }, /data\.shipping_address\.region/],
    ] as const) {
      const refused = await checkout(cartId, { ...CHECKOUT.data, shipping_address: address });
      expect(refused.status).toBe(400);
      expect((await firstError(refused)).detail).toMatch(field);
    }
    const billing = await checkout(cartId, { ...CHECKOUT.data, billing_address: { ...us, country: 'AU' } });
    expect(billing.status).toBe(400);
    expect((await firstError(billing)).detail).toMatch(/data\.billing_address\.region/);
    expect((await cartItems(svc, tokens.implicit, cartId)).data).toHaveLength(1);

    const placed = await checkout(cartId, { ...CHECKOUT.data, shipping_address: { ...us, region: 'OR' } });
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as OrderResponse).data.shipping_address).toMatchObject({ region: 'OR' });
  });

  it('takes an order of digital products only without a shipping address; anything to deliver needs one', async () => {
    const digital = newCartId('digital');
    await addExpecting(svc, tokens.implicit, digital, [product(TRAIL_MAP), product(COOKBOOK)], 201);
    const offered = await methodsOf(digital);
    expect(offered).toMatchObject({ data: [], meta: { requires_shipping: false } });
    const chosen = await createGroup(digital, { shipping_type: 'standard' });
    expect(chosen.status).toBe(422);
    expect((await firstError(chosen)).detail).toMatch(/digital/);

    const nothing = await checkout(digital, { customer: CHECKOUT.data.customer });
    expect(nothing.status).toBe(400);
    expect((await firstError(nothing)).detail).toMatch(/data\.billing_address/);
    const placed = await checkout(digital, {
      customer: CHECKOUT.data.customer,
      billing_address: SHIPPING_ADDRESS,
    });
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as OrderResponse).data;
    expect(order).toMatchObject({
      requires_shipping: false,
      shipping_groups: [],
      billing_address: SHIPPING_ADDRESS,
    });

    const mixed = newCartId('mixed');
    await addExpecting(svc, tokens.implicit, mixed, [product(TRAIL_MAP), product(PRODUCTS.pocketTee)], 201);
    expect((await methodsOf(mixed)).meta.requires_shipping).toBe(true);
    const refused = await checkout(mixed, {
      customer: CHECKOUT.data.customer,
      billing_address: SHIPPING_ADDRESS,
    });
    expect(refused.status).toBe(400);
    expect((await firstError(refused)).detail).toMatch(/data\.shipping_address: required/);
    expect((await cartItems(svc, tokens.implicit, mixed)).data).toHaveLength(2);
    // The digital line is not linked to a chosen method; the tee is.
    const group = shippingGroupResponse.parse(
      await (await createGroup(mixed, { shipping_type: 'standard' })).json(),
    ).data;
    const lines = await cartItems(svc, tokens.implicit, mixed);
    expect(lines.data.map((item) => [item.product_id, item.shipping_group_id ?? null])).toEqual([
      [TRAIL_MAP, null],
      [PRODUCTS.pocketTee, group.id],
    ]);
  });
});
