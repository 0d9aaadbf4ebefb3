import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addExpecting,
  addToCart,
  allTokens,
  CHECKOUT,
  newCartId,
  product,
  PRODUCTS,
  type Tokens,
} from '@/lib/service/carts/test-support';
import { DEMO_PLANS, DEMO_SUBSCRIPTIONS } from '@/lib/service/demo/subscription-ids';
import { startTestService, type TestService } from '@/lib/service/testing/harness';

/**
 * Races that cross two areas; each area tests its own (parallel adds to one cart, the 100-item
 * limit, If-Match on one entry, state changes of one subscription) beside its code. Here: checkout
 * against checkout and against adds (carts → orders), and a subscription's update against its
 * state changes (two write paths on one row).
 */
let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startTestService({ seedDemoData: true });
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());

interface Line {
  product_id?: string;
  quantity: number;
}

const checkout = (cartId: string) =>
  svc.request(`/v2/carts/${cartId}/checkout`, { method: 'POST', token: tokens.implicit, json: CHECKOUT });
const quantityOf = (lines: Line[]) =>
  lines
    .filter((line) => line.product_id === PRODUCTS.pocketTee)
    .reduce((sum, line) => sum + line.quantity, 0);

async function cartLines(cartId: string): Promise<Line[]> {
  const response = await svc.request(`/v2/carts/${cartId}/items`, { token: tokens.implicit });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Line[] }).data;
}

describe('checkout races (one cart becomes one order)', () => {
  it('ten parallel checkouts of one cart: exactly one order, the others 422, the cart emptied once', async () => {
    const cartId = newCartId('race-checkout');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 3)], 201);
    const responses = await Promise.all(Array.from({ length: 10 }, () => checkout(cartId)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);

    const winner = responses.find((response) => response.status === 201)!;
    const order = (await winner.json()) as { data: { id: string }; included?: { items?: Line[] } };
    const items = await svc.request(`/v2/orders/${order.data.id}`, { token: tokens.implicit });
    expect(items.status).toBe(200);
    expect(JSON.stringify(await items.json())).toContain(PRODUCTS.pocketTee);
    expect(await cartLines(cartId)).toEqual([]);
    await Promise.all(
      responses.filter((response) => response !== winner).map((response) => response.body?.cancel()),
    );
  });

  it('adds racing a checkout: every unit answered 201 ends in the order or stays in the cart, none is lost or counted twice', async () => {
    const cartId = newCartId('race-add');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 1)], 201);
    const adds = Array.from({ length: 30 }, () =>
      addToCart(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 1)]),
    );
    const placed = checkout(cartId);
    const answers = await Promise.all(adds);
    const orderResponse = await placed;
    expect(answers.map((response) => response.status)).toEqual(Array(30).fill(201));
    await Promise.all(answers.map((response) => response.body?.cancel()));
    expect(orderResponse.status).toBe(201);

    const { data } = (await orderResponse.json()) as { data: { id: string } };
    const orderBody = (await (
      await svc.request(`/v2/orders/${data.id}`, { token: tokens.implicit })
    ).json()) as { included?: { items?: Line[] }; data: { relationships?: unknown } };
    const ordered = quantityOf(orderItemsOf(orderBody));
    const left = quantityOf(await cartLines(cartId));
    expect(ordered).toBeGreaterThanOrEqual(1);
    expect(ordered + left).toBe(31);
  });
});

/** The order's items, wherever the order document keeps them (included items or data.items). */
function orderItemsOf(body: unknown): Line[] {
  const found: Line[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (record.type === 'cart_item' && typeof record.quantity === 'number')
        found.push(record as unknown as Line);
      else Object.values(record).forEach(visit);
    }
  };
  visit(body);
  return found;
}

describe('a subscription changed on two paths at once', () => {
  it('a plan change, a card change and a pause sent together all stick: no write undoes another', async () => {
    const id = DEMO_SUBSCRIPTIONS.adaTeaTrial;
    const path = `/v2/subscriptions/subscriptions/${id}`;
    const put = (attributes: Record<string, unknown>) =>
      svc.request(path, {
        method: 'PUT',
        token: tokens.ada,
        json: { data: { id, type: 'subscription', attributes } },
      });
    const responses = await Promise.all([
      put({ plan_id: DEMO_PLANS.teaFourWeekly }),
      put({
        payment_authority: { type: 'elastic_path_payments_stripe', card_id: 'card_demo_ada_amex_0005' },
      }),
      svc.request(`${path}/states`, {
        method: 'POST',
        token: tokens.ada,
        json: { data: { type: 'subscription_state', attributes: { action: 'pause' } } },
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 204]);
    await Promise.all(responses.map((response) => response.body?.cancel()));

    const stored = (await (await svc.request(path, { token: tokens.ada })).json()) as {
      data: { attributes: { plan_id: string; payment_authority: { card_id?: string }; paused_at?: string } };
    };
    expect(stored.data.attributes.plan_id).toBe(DEMO_PLANS.teaFourWeekly);
    expect(stored.data.attributes.payment_authority.card_id).toBe('card_demo_ada_amex_0005');
    expect(stored.data.attributes.paused_at).toBeTruthy();
  });
});
