import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paymentCardListResponse,
  TEST_CARDS,
  transactionListResponse,
  transactionResponse,
} from '@/lib/commerce/schemas/payments';
import type { OrderResponse } from '@/lib/commerce/schemas/carts';
import { DEMO_SUBSCRIPTIONS } from '../demo/subscription-ids';
import { firstError, type TestService } from '../testing/harness';
import {
  addExpecting,
  allTokens,
  checkoutCart,
  newCartId,
  product,
  PRODUCTS,
  startCartService,
  type Tokens,
} from '../carts/test-support';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startCartService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());

async function placeOrder(token: string): Promise<OrderResponse> {
  const cartId = newCartId('pay');
  await addExpecting(svc, token, cartId, [product(PRODUCTS.pocketTee, 2)], 201);
  return checkoutCart(svc, token, cartId);
}

const pay = (orderId: string, token: string, data: Record<string, unknown>) =>
  svc.request(`/v2/orders/${orderId}/payments`, { method: 'POST', token, json: { data } });
const purchase = (payment?: string) => ({ gateway: 'manual', method: 'purchase', payment });
const readOrder = async (orderId: string, token: string) =>
  ((await (await svc.request(`/v2/orders/${orderId}`, { token })).json()) as OrderResponse).data;

describe('paying an order with the manual gateway', () => {
  it('purchases with the test card: the order becomes paid and complete; a second payment is refused', async () => {
    const order = await placeOrder(tokens.implicit);
    expect(order.data).toMatchObject({ status: 'incomplete', payment: 'unpaid' });
    const total = order.data.meta.display_price.with_tax.amount;

    const response = await pay(order.data.id, tokens.implicit, {
      ...purchase('4242 4242 4242 4242'),
      paymentmethod_meta: { name: 'Visa', custom_reference: 'web checkout' },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(transactionResponse.safeParse(body).success).toBe(true);
    expect(body.data).toMatchObject({
      type: 'transaction',
      gateway: 'manual',
      transaction_type: 'purchase',
      status: 'complete',
      amount: total,
      currency: 'USD',
      name: 'Visa',
      custom_reference: 'web checkout',
      card: { brand: 'visa', last_four: '4242' },
      relationships: { order: { data: { type: 'order', id: order.data.id } } },
    });
    expect(JSON.stringify(body)).not.toContain(TEST_CARDS.success);
    expect(await readOrder(order.data.id, tokens.implicit)).toMatchObject({
      status: 'complete',
      payment: 'paid',
      meta: { display_price: { paid: { amount: total }, balance_owing: { amount: 0 } } },
    });

    const again = await pay(order.data.id, tokens.implicit, purchase(TEST_CARDS.success));
    expect(again.status).toBe(409);
    expect((await firstError(again)).detail).toMatch(/already paid/);
  });

  it('declines the declined test card with 402, keeps the order unpaid, and takes a retry', async () => {
    const order = await placeOrder(tokens.implicit);
    const declined = await pay(order.data.id, tokens.implicit, purchase(TEST_CARDS.declined));
    expect(declined.status).toBe(402);
    const error = await firstError(declined);
    expect(error).toMatchObject({ status: '402', title: 'Payment declined' });
    expect(error.detail).toMatch(/ending 0002 was declined/);
    expect(await readOrder(order.data.id, tokens.implicit)).toMatchObject({
      status: 'incomplete',
      payment: 'unpaid',
    });

    const retry = await pay(order.data.id, tokens.implicit, purchase(TEST_CARDS.success));
    expect(retry.status).toBe(200);
    expect(await readOrder(order.data.id, tokens.implicit)).toMatchObject({ payment: 'paid' });

    const list = await (
      await svc.request(`/v2/orders/${order.data.id}/transactions`, { token: tokens.implicit })
    ).json();
    expect(transactionListResponse.safeParse(list).success).toBe(true);
    expect(list.data.map((t: { status: string; id: string }) => t.status)).toEqual(['failed', 'complete']);
    expect(list.data[0]).toMatchObject({
      id: error.meta?.transaction_id,
      failure_details: { code: 'card_declined' },
    });
  });

  it('authorises, then an administrator captures: unpaid → authorized → paid; a capture happens once', async () => {
    const order = await placeOrder(tokens.ada);
    const authorised = await pay(order.data.id, tokens.ada, {
      gateway: 'manual',
      method: 'authorize',
      amount: order.data.meta.display_price.with_tax.amount,
    });
    expect(authorised.status).toBe(200);
    const authorisation = (await authorised.json()).data;
    expect(authorisation).toMatchObject({ transaction_type: 'authorize', status: 'complete' });
    expect(await readOrder(order.data.id, tokens.ada)).toMatchObject({
      status: 'complete',
      payment: 'authorized',
      meta: { display_price: { authorized: { amount: authorisation.amount }, paid: { amount: 0 } } },
    });
    expect((await pay(order.data.id, tokens.ada, purchase())).status).toBe(409);

    const capturePath = `/v2/orders/${order.data.id}/transactions/${authorisation.id}/capture`;
    expect(
      (await svc.request(capturePath, { method: 'POST', token: tokens.ada, json: { data: {} } })).status,
    ).toBe(403);
    const captured = await svc.request(capturePath, {
      method: 'POST',
      token: tokens.admin,
      json: { data: {} },
    });
    expect(captured.status).toBe(200);
    expect((await captured.json()).data).toMatchObject({
      transaction_type: 'capture',
      status: 'complete',
      amount: authorisation.amount,
    });
    expect(await readOrder(order.data.id, tokens.ada)).toMatchObject({ payment: 'paid' });
    expect((await svc.request(capturePath, { method: 'POST', token: tokens.admin })).status).toBe(409);

    const single = await svc.request(`/v2/orders/${order.data.id}/transactions/${authorisation.id}`, {
      token: tokens.ada,
    });
    expect((await single.json()).data.id).toBe(authorisation.id);
    expect(
      (
        await svc.request(`/v2/orders/${order.data.id}/transactions/not-a-uuid/capture`, {
          method: 'POST',
          token: tokens.admin,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses bad requests in the envelope and changes nothing', async () => {
    const order = await placeOrder(tokens.implicit);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ gateway: 'stripe', method: 'purchase' }, 400, /data\.gateway/],
      [{ gateway: 'manual', method: 'refund' }, 400, /data\.method/],
      [purchase('4242 4242 4242 4241'), 400, /Luhn/],
      [purchase('42424242abc'), 400, /data\.payment/],
      [{ ...purchase(), amount: 1 }, 422, /order's total/],
    ];
    for (const [data, status, detail] of cases) {
      const response = await pay(order.data.id, tokens.implicit, data);
      expect(response.status, JSON.stringify(data)).toBe(status);
      expect((await firstError(response)).detail).toMatch(detail);
    }
    expect(await readOrder(order.data.id, tokens.implicit)).toMatchObject({ payment: 'unpaid' });
    expect((await pay('5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d', tokens.admin, purchase())).status).toBe(404);
  });

  it('lets only the order’s owner (or an administrator) pay or list it: 404 across accounts', async () => {
    const order = await placeOrder(tokens.ada);
    for (const token of [tokens.grace, tokens.implicit]) {
      expect((await pay(order.data.id, token, purchase(TEST_CARDS.success))).status).toBe(404);
      expect((await svc.request(`/v2/orders/${order.data.id}/transactions`, { token })).status).toBe(404);
    }
    expect(await readOrder(order.data.id, tokens.ada)).toMatchObject({ payment: 'unpaid' });
    expect((await pay(order.data.id, tokens.ada, purchase(TEST_CARDS.success))).status).toBe(200);
  });

  it('of parallel payments of one order, exactly one succeeds', async () => {
    const order = await placeOrder(tokens.implicit);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pay(order.data.id, tokens.implicit, purchase(TEST_CARDS.success))),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const list = await (
      await svc.request(`/v2/orders/${order.data.id}/transactions`, { token: tokens.implicit })
    ).json();
    expect(list.data).toHaveLength(1);
  });

  it('re-orders from unpaid and paid orders alike (spec 3.3 rule 8)', async () => {
    const unpaid = await placeOrder(tokens.implicit);
    const paid = await placeOrder(tokens.implicit);
    expect((await pay(paid.data.id, tokens.implicit, purchase(TEST_CARDS.success))).status).toBe(200);
    for (const order of [unpaid, paid]) {
      const cartId = newCartId('again');
      const cart = await addExpecting(
        svc,
        tokens.implicit,
        cartId,
        [{ type: 'order_items', order_id: order.data.id }],
        201,
      );
      expect(cart.data.map((item) => [item.product_id, item.quantity])).toEqual([[PRODUCTS.pocketTee, 2]]);
    }
  });
});

describe('paying with a saved card', () => {
  it('pays an account’s order with one of its saved cards, recorded with its brand and last four', async () => {
    const order = await placeOrder(tokens.ada);
    const paid = await pay(order.data.id, tokens.ada, purchase('card_demo_ada_amex_0005'));
    expect(paid.status).toBe(200);
    expect((await paid.json()).data).toMatchObject({
      status: 'complete',
      card: { brand: 'amex', last_four: '0005' },
    });
    expect(await readOrder(order.data.id, tokens.ada)).toMatchObject({ payment: 'paid', status: 'complete' });
  });

  it('refuses another account’s card and any saved card for an anonymous order, leaving it unpaid', async () => {
    const order = await placeOrder(tokens.ada);
    const other = await pay(order.data.id, tokens.ada, purchase('card_demo_grace_mc_5454'));
    expect(other.status).toBe(422);
    expect((await firstError(other)).detail).toMatch(/no saved card card_demo_grace_mc_5454/);
    const anonymous = await placeOrder(tokens.implicit);
    const none = await pay(anonymous.data.id, tokens.implicit, purchase('card_demo_ada_visa_4242'));
    expect(none.status).toBe(422);
    expect(await readOrder(order.data.id, tokens.ada)).toMatchObject({ payment: 'unpaid' });
    expect(await readOrder(anonymous.data.id, tokens.implicit)).toMatchObject({ payment: 'unpaid' });
  });
});

describe('order numbers', () => {
  it('gives every order a short sequential reference, unique under concurrent checkouts', async () => {
    const carts = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const cartId = newCartId('number');
        await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
        return cartId;
      }),
    );
    const placed = await Promise.all(carts.map((cartId) => checkoutCart(svc, tokens.implicit, cartId)));
    const numbers = placed.map((order) => order.data.order_number!);
    for (const number of numbers) expect(number).toMatch(/^HP-\d{5,}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    const values = numbers.map((number) => Number(number.slice(3))).sort((a, b) => a - b);
    expect(values.at(-1)! - values[0]!).toBe(numbers.length - 1);
    const next = await placeOrder(tokens.implicit);
    expect(Number(next.data.order_number!.slice(3))).toBeGreaterThan(values.at(-1)!);
    expect(placed[0]!.data.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('saved payment cards (demo payment data)', () => {
  it('shows an account its own cards, the one its subscriptions pay with among them; others get 404', async () => {
    const response = await svc.request('/v2/payment-cards', { token: tokens.ada });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(paymentCardListResponse.safeParse(body).success).toBe(true);
    expect(body.data).toEqual([
      {
        id: 'card_demo_ada_visa_4242',
        type: 'payment_card',
        customer_id: 'cus_demo_ada',
        brand: 'visa',
        last_four: '4242',
        exp_month: 8,
        exp_year: 2029,
        holder_name: 'Ada Lovelace',
      },
      expect.objectContaining({ id: 'card_demo_ada_amex_0005', brand: 'amex', last_four: '0005' }),
    ]);
    const subscription = await (
      await svc.request(`/v2/subscriptions/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}`, {
        token: tokens.ada,
      })
    ).json();
    const cardId = subscription.data.attributes.payment_authority.card_id;
    const card = await svc.request(`/v2/payment-cards/${cardId}`, { token: tokens.ada });
    expect((await card.json()).data).toMatchObject({ brand: 'visa', last_four: '4242' });

    expect(
      (await svc.request('/v2/payment-cards/card_demo_ada_visa_4242', { token: tokens.grace })).status,
    ).toBe(404);
    const grace = await (await svc.request('/v2/payment-cards', { token: tokens.grace })).json();
    expect(grace.data.map((entry: { id: string }) => entry.id)).toEqual(['card_demo_grace_mc_5454']);
    expect((await svc.request('/v2/payment-cards', { token: tokens.implicit })).status).toBe(403);
  });
});

describe('saving a new card to the account', () => {
  const newCard = (overrides: Record<string, unknown> = {}) => ({
    type: 'payment_card',
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 3,
    cvc: '123',
    holder_name: 'Grace Hopper',
    ...overrides,
  });
  const save = (token: string, data: Record<string, unknown>) =>
    svc.request('/v2/payment-cards', { method: 'POST', token, json: { data } });
  const cardIds = async (token: string) =>
    (
      (await (await svc.request('/v2/payment-cards', { token })).json()) as { data: { id: string }[] }
    ).data.map((card) => card.id);

  it('keeps the brand, last four, expiry and holder (never the number) and pays with it', async () => {
    const response = await save(tokens.grace, newCard({ number: '5555 5555 5555 4444' }));
    expect(response.status).toBe(201);
    const saved = (await response.json()).data;
    expect(saved).toEqual({
      id: expect.stringMatching(/^card_/),
      type: 'payment_card',
      customer_id: 'cus_demo_grace',
      brand: 'mastercard',
      last_four: '4444',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 3,
      holder_name: 'Grace Hopper',
    });
    expect(JSON.stringify(saved)).not.toContain('5555555555554444');
    expect((await cardIds(tokens.grace)).at(-1)).toBe(saved.id);

    const order = await placeOrder(tokens.grace);
    const paid = await pay(order.data.id, tokens.grace, purchase(saved.id));
    expect(paid.status).toBe(200);
    expect((await paid.json()).data.card).toEqual({ brand: 'mastercard', last_four: '4444' });
    // Another account can neither read nor pay with it.
    expect((await svc.request(`/v2/payment-cards/${saved.id}`, { token: tokens.ada })).status).toBe(404);
    const adaOrder = await placeOrder(tokens.ada);
    expect((await pay(adaOrder.data.id, tokens.ada, purchase(saved.id))).status).toBe(422);
  });

  it('refuses what a processor would, saving nothing', async () => {
    const before = await cardIds(tokens.grace);
    const refusals: [Record<string, unknown>, number][] = [
      [newCard({ number: '4242 4242 4242 4241' }), 400],
      [newCard({ number: 'abcd' }), 400],
      [newCard({ cvc: '12' }), 400],
      [newCard({ holder_name: '  ' }), 400],
      [newCard({ exp_month: 13 }), 400],
      [newCard({ exp_month: 1, exp_year: new Date().getUTCFullYear() - 1 }), 422],
      [newCard({ number: TEST_CARDS.declined }), 402],
    ];
    for (const [data, status] of refusals) {
      const response = await save(tokens.grace, data);
      expect(response.status, JSON.stringify(data)).toBe(status);
      expect((await firstError(response)).detail).toBeTruthy();
    }
    expect(await cardIds(tokens.grace)).toEqual(before);
    expect((await save(tokens.implicit, newCard())).status).toBe(403);
    expect((await save(tokens.admin, newCard())).status).toBe(403);
  });

  it('keeps at most 20 cards per account, also when many are saved at once', async () => {
    const start = (await cardIds(tokens.grace)).length;
    const answers = await Promise.all(
      Array.from({ length: 25 - start }, () => save(tokens.grace, newCard())),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20 - start);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25 - 20);
    expect(await cardIds(tokens.grace)).toHaveLength(20);
  });
});
