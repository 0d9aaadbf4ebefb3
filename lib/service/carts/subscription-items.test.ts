import { describe, expect, it } from 'vitest';
import type { CartItem, OrderResponse } from '@/lib/commerce/schemas/carts';
import { DEMO_OFFERINGS, DEMO_PLANS } from '../demo/subscription-ids';
import { firstError } from '../testing/harness';
import {
  addExpecting,
  addToCart,
  cartItems,
  cartServiceSuite,
  checkoutCart,
  CHECKOUT,
  newCartId,
  product,
  PRODUCTS,
} from './test-support';

/**
 * Subscription items (issue 23, the vendor's `subscription_item`): added to a cart at the price of
 * the plan's first bill, checked out as order items, and made into a subscription of the order's
 * account once the order is paid, once.
 */
const suite = cartServiceSuite();

const subscriptionItem = (
  offering: string,
  plan: string,
  extra: { pricing_option?: string; quantity?: number } = {},
) => ({
  type: 'subscription_item',
  id: offering,
  quantity: extra.quantity ?? 1,
  subscription_configuration: {
    plan,
    ...(extra.pricing_option !== undefined && { pricing_option: extra.pricing_option }),
  },
});

/** A plan's price of one bill as the offering read answers it (what the cart line must charge). */
async function planPrice(offering: string, plan: string, currency = 'USD'): Promise<number> {
  const response = await suite.svc.request(`/v2/subscriptions/offerings/${offering}/plans`, {
    token: suite.tokens.admin,
    headers: { 'X-Currency': currency },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    data: { id: string; attributes: { meta: { price: Record<string, { amount: number }> } } }[];
  };
  const amount = body.data.find((entry) => entry.id === plan)?.attributes.meta.price[currency]?.amount;
  if (amount === undefined) throw new Error(`no ${currency} price of plan ${plan}`);
  return amount;
}

interface SubscriptionBody {
  id: string;
  attributes: {
    offering_id?: string;
    plan_id: string;
    pricing_option_id?: string;
    currency: string;
    account_id: string;
    payment_authority: Record<string, string>;
  };
}

async function subscriptionsOf(token: string): Promise<SubscriptionBody[]> {
  const response = await suite.svc.request('/v2/subscriptions/subscriptions', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SubscriptionBody[] }).data;
}

const subscriptionLines = (items: { data: CartItem[] }) =>
  items.data.filter((item) => item.type === 'subscription_item');

const pay = (orderId: string, token: string, data: Record<string, unknown>) =>
  suite.svc.request(`/v2/orders/${orderId}/payments`, { method: 'POST', token, json: { data } });
const purchase = (payment: string) => ({ gateway: 'manual', method: 'purchase', payment });
const ADA_CARD = 'card_demo_ada_visa_4242';

/** Ada's cart with one subscription item, checked out. */
async function subscriptionOrder(plan: string = DEMO_PLANS.coffeeMonthly): Promise<OrderResponse> {
  const cartId = newCartId('sub');
  await addExpecting(suite.svc, suite.tokens.ada, cartId, subscriptionItem(DEMO_OFFERINGS.coffee, plan), 201);
  return checkoutCart(suite.svc, suite.tokens.ada, cartId);
}

describe('adding a subscription item to a cart', () => {
  it('charges the plan’s first bill, reads back as the vendor’s subscription line and counts in the totals', async () => {
    const cartId = newCartId('sub');
    const monthly = await planPrice(DEMO_OFFERINGS.coffee, DEMO_PLANS.coffeeMonthly);
    const body = await addExpecting(
      suite.svc,
      suite.tokens.ada,
      cartId,
      subscriptionItem(DEMO_OFFERINGS.coffee, DEMO_PLANS.coffeeMonthly, {
        pricing_option: DEMO_PLANS.coffeeMonthly,
      }),
      201,
    );
    const [line] = subscriptionLines(body);
    expect(line).toMatchObject({
      type: 'subscription_item',
      subscription_offering_id: DEMO_OFFERINGS.coffee,
      subscription_configuration: {
        plan: DEMO_PLANS.coffeeMonthly,
        pricing_option: DEMO_PLANS.coffeeMonthly,
      },
      quantity: 1,
      unit_price: { amount: monthly, currency: 'USD' },
      value: { amount: monthly, currency: 'USD' },
      meta: { display_price: { with_tax: { amount: monthly, unit: { amount: monthly } } } },
    });
    expect(line!.name).toMatch(/Trail Coffee Club/);
    expect(body.meta.display_price.with_tax.amount).toBe(monthly);

    // Another plan named by its pricing option alone (the SDK deprecates `plan`), a product beside it.
    const quarterly = await planPrice(DEMO_OFFERINGS.coffee, DEMO_PLANS.coffeeQuarterly);
    await addExpecting(
      suite.svc,
      suite.tokens.ada,
      cartId,
      [
        {
          type: 'subscription_item',
          id: DEMO_OFFERINGS.coffee,
          quantity: 1,
          subscription_configuration: { pricing_option: DEMO_PLANS.coffeeQuarterly },
        },
        product(PRODUCTS.pocketTee),
      ],
      201,
    );
    const read = await cartItems(suite.svc, suite.tokens.ada, cartId);
    expect(subscriptionLines(read).map((item) => item.subscription_configuration?.plan)).toEqual([
      DEMO_PLANS.coffeeMonthly,
      DEMO_PLANS.coffeeQuarterly,
    ]);
    const tee = read.data.find((item) => item.product_id === PRODUCTS.pocketTee)!;
    expect(read.meta.display_price.with_tax.amount).toBe(monthly + quarterly + tee.value!.amount);
    const cart = await (await suite.svc.request(`/v2/carts/${cartId}`, { token: suite.tokens.ada })).json();
    expect(cart.data.relationships.items.data.map((item: { type: string }) => item.type)).toEqual([
      'subscription_item',
      'subscription_item',
      'cart_item',
    ]);
  });

  it('prices the line in the cart’s currency', async () => {
    const cartId = newCartId('sub-eur');
    const euros = await planPrice(DEMO_OFFERINGS.studio, DEMO_PLANS.studioMonthly, 'EUR');
    const body = await addExpecting(
      suite.svc,
      suite.tokens.grace,
      cartId,
      subscriptionItem(DEMO_OFFERINGS.studio, DEMO_PLANS.studioMonthly),
      201,
      { headers: { 'X-Currency': 'EUR' } },
    );
    expect(subscriptionLines(body)[0]!.unit_price).toEqual({
      amount: euros,
      currency: 'EUR',
      includes_tax: false,
    });
  });

  it('refuses an unknown offering, a plan or pricing option of another, and a bad quantity, changing nothing', async () => {
    const cartId = newCartId('sub-bad');
    await addExpecting(suite.svc, suite.tokens.ada, cartId, product(PRODUCTS.pocketTee), 201);
    const before = await cartItems(suite.svc, suite.tokens.ada, cartId);
    const cases: [unknown, number, RegExp][] = [
      [
        subscriptionItem('00000000-0000-4000-8000-000000000000', DEMO_PLANS.coffeeMonthly),
        404,
        /No subscription offering/,
      ],
      [subscriptionItem(DEMO_OFFERINGS.coffee, DEMO_PLANS.studioMonthly), 422, /not a plan of the offering/],
      [
        subscriptionItem(DEMO_OFFERINGS.coffee, DEMO_PLANS.coffeeMonthly, {
          pricing_option: DEMO_PLANS.coffeeAnnual,
        }),
        422,
        /not a pricing option of the plan/,
      ],
      [
        subscriptionItem(DEMO_OFFERINGS.coffee, DEMO_PLANS.coffeeMonthly, { quantity: 2 }),
        422,
        /quantity is 1/,
      ],
      [subscriptionItem(DEMO_OFFERINGS.coffee, DEMO_PLANS.coffeeMonthly, { quantity: 0 }), 400, /quantity/],
      [{ ...subscriptionItem(DEMO_OFFERINGS.coffee, 'not-a-plan') }, 400, /subscription_configuration\.plan/],
      [
        { type: 'subscription_item', id: DEMO_OFFERINGS.coffee, quantity: 1 },
        400,
        /subscription_configuration/,
      ],
      [
        { type: 'subscription_item', id: DEMO_OFFERINGS.coffee, quantity: 1, subscription_configuration: {} },
        400,
        /one of plan or pricing_option/,
      ],
    ];
    for (const [item, status, detail] of cases) {
      const response = await addToCart(suite.svc, suite.tokens.ada, cartId, item);
      expect(response.status, JSON.stringify(item)).toBe(status);
      expect((await firstError(response)).detail).toMatch(detail);
    }
    // All or nothing: the good product does not slip in beside a refused subscription.
    const mixed = await addToCart(
      suite.svc,
      suite.tokens.ada,
      cartId,
      [product(PRODUCTS.pocketTee), subscriptionItem(DEMO_OFFERINGS.coffee, DEMO_PLANS.studioMonthly)],
      { allOrNothing: true },
    );
    expect(mixed.status).toBe(400);
    const after = await cartItems(suite.svc, suite.tokens.ada, cartId);
    expect(after.data).toEqual(before.data);
    expect(after.meta.display_price).toEqual(before.meta.display_price);
  });

  it('keeps a subscription line at one: the same plan again and a quantity of 2 are refused; 0 removes it', async () => {
    const cartId = newCartId('sub-one');
    const item = subscriptionItem(DEMO_OFFERINGS.tea, DEMO_PLANS.teaFortnightly);
    const added = await addExpecting(suite.svc, suite.tokens.ada, cartId, item, 201);
    const again = await addToCart(suite.svc, suite.tokens.ada, cartId, item);
    expect(again.status).toBe(422);
    expect((await firstError(again)).detail).toMatch(/already in the cart/);

    const lineId = subscriptionLines(added)[0]!.id;
    const put = (quantity: number) =>
      suite.svc.request(`/v2/carts/${cartId}/items/${lineId}`, {
        method: 'PUT',
        token: suite.tokens.ada,
        json: { data: { type: 'cart_item', quantity } },
      });
    const two = await put(2);
    expect(two.status).toBe(422);
    expect((await firstError(two)).detail).toMatch(/one subscription a line/);
    expect(subscriptionLines(await cartItems(suite.svc, suite.tokens.ada, cartId))[0]!.quantity).toBe(1);
    expect((await put(0)).status).toBe(200);
    expect(subscriptionLines(await cartItems(suite.svc, suite.tokens.ada, cartId))).toEqual([]);
  });
});

describe('checking out and paying for a subscription', () => {
  it('makes an order item, and once paid one subscription of the account on that plan; a retry adds none', async () => {
    const before = await subscriptionsOf(suite.tokens.ada);
    const order = await subscriptionOrder(DEMO_PLANS.coffeeQuarterly);
    const item = order.included.items.find((entry) => entry.type === 'subscription_item');
    expect(item).toMatchObject({
      subscription_offering_id: DEMO_OFFERINGS.coffee,
      subscription_configuration: { plan: DEMO_PLANS.coffeeQuarterly },
      quantity: 1,
    });
    // Nothing to deliver: a subscription is not a parcel.
    expect(order.data.requires_shipping).toBe(false);
    expect(await subscriptionsOf(suite.tokens.ada)).toHaveLength(before.length);

    expect((await pay(order.data.id, suite.tokens.ada, purchase(ADA_CARD))).status).toBe(200);
    const after = await subscriptionsOf(suite.tokens.ada);
    const made = after.filter((entry) => !before.some((old) => old.id === entry.id));
    expect(made).toHaveLength(1);
    expect(made[0]!.attributes).toMatchObject({
      plan_id: DEMO_PLANS.coffeeQuarterly,
      pricing_option_id: DEMO_PLANS.coffeeQuarterly,
      currency: 'USD',
      payment_authority: { type: 'elastic_path_payments_stripe', card_id: ADA_CARD },
    });
    const one = await suite.svc.request(`/v2/subscriptions/subscriptions/${made[0]!.id}`, {
      token: suite.tokens.ada,
    });
    expect(one.status).toBe(200);
    // Another account does not see it.
    const grace = await suite.svc.request(`/v2/subscriptions/subscriptions/${made[0]!.id}`, {
      token: suite.tokens.grace,
    });
    expect(grace.status).toBe(404);

    const retry = await pay(order.data.id, suite.tokens.ada, purchase(ADA_CARD));
    expect(retry.status).toBe(409);
    expect(await subscriptionsOf(suite.tokens.ada)).toHaveLength(after.length);
  });

  it('makes none on a declined card, and one when the retry goes through', async () => {
    const before = await subscriptionsOf(suite.tokens.ada);
    const order = await subscriptionOrder(DEMO_PLANS.coffeeAnnual);
    const declined = await pay(order.data.id, suite.tokens.ada, purchase('4000 0000 0000 0002'));
    expect(declined.status).toBe(402);
    expect(await subscriptionsOf(suite.tokens.ada)).toHaveLength(before.length);
    expect((await pay(order.data.id, suite.tokens.ada, purchase('4242 4242 4242 4242'))).status).toBe(200);
    const after = await subscriptionsOf(suite.tokens.ada);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.attributes).toMatchObject({
      plan_id: DEMO_PLANS.coffeeAnnual,
      payment_authority: { type: 'elastic_path_payments_stripe' },
    });
  });

  it('makes one subscription of two payments of the same order at once', async () => {
    const before = await subscriptionsOf(suite.tokens.ada);
    const order = await subscriptionOrder();
    const answers = await Promise.all([
      pay(order.data.id, suite.tokens.ada, purchase(ADA_CARD)),
      pay(order.data.id, suite.tokens.ada, purchase(ADA_CARD)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = await subscriptionsOf(suite.tokens.ada);
    expect(after).toHaveLength(before.length + 1);
  });

  it('makes the subscription when an authorised payment is captured, not before', async () => {
    const before = await subscriptionsOf(suite.tokens.ada);
    const order = await subscriptionOrder();
    const authorised = await pay(order.data.id, suite.tokens.ada, {
      gateway: 'manual',
      method: 'authorize',
      payment: ADA_CARD,
    });
    expect(authorised.status).toBe(200);
    const transactionId = ((await authorised.json()) as { data: { id: string } }).data.id;
    expect(await subscriptionsOf(suite.tokens.ada)).toHaveLength(before.length);
    const capture = await suite.svc.request(
      `/v2/orders/${order.data.id}/transactions/${transactionId}/capture`,
      {
        method: 'POST',
        token: suite.tokens.admin,
      },
    );
    expect(capture.status).toBe(200);
    const after = await subscriptionsOf(suite.tokens.ada);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.attributes.payment_authority).toMatchObject({ card_id: ADA_CARD });
  });

  it('refuses a guest’s checkout of a subscription (it needs an account) and keeps the cart', async () => {
    const cartId = newCartId('sub-guest');
    await addExpecting(
      suite.svc,
      suite.tokens.implicit,
      cartId,
      subscriptionItem(DEMO_OFFERINGS.coffee, DEMO_PLANS.coffeeMonthly),
      201,
    );
    const response = await suite.svc.request(`/v2/carts/${cartId}/checkout`, {
      method: 'POST',
      token: suite.tokens.implicit,
      json: CHECKOUT,
    });
    expect(response.status).toBe(422);
    expect((await firstError(response)).detail).toMatch(/belongs to an account/);
    expect(subscriptionLines(await cartItems(suite.svc, suite.tokens.implicit, cartId))).toHaveLength(1);
  });
});
