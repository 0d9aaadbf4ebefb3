import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cartListResponse, cartResponse, shippingGroupResponse } from '@/lib/commerce/schemas/carts';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { firstError, type TestService } from '../testing/harness';
import {
  addExpecting,
  addToCart,
  allTokens,
  cartItems,
  catalogPricing,
  customItem,
  newCartId,
  product,
  PRODUCTS,
  startCartService,
  type Tokens,
} from '../testing/carts';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startCartService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());

interface CartBody {
  data: {
    id: string;
    name: string;
    description: string;
    currency: string | null;
    meta: { item_count: number; unique_items: number; display_price: { with_tax: { amount: number } } };
  };
}

const getCart = async (cartId: string, token: string) => svc.request(`/v2/carts/${cartId}`, { token });
const put = (cartId: string, itemId: string, quantity: unknown, token = tokens.implicit) =>
  svc.request(`/v2/carts/${cartId}/items/${itemId}`, {
    method: 'PUT',
    token,
    json: { data: { type: 'cart_item', quantity } },
  });

describe('the cart resource (DESIGN.md §3)', () => {
  it('creates a cart with a name and currency, which its first item then uses', async () => {
    const response = await svc.request('/v2/carts', {
      method: 'POST',
      token: tokens.implicit,
      json: { data: { name: 'Camping trip', description: 'For June', currency: 'EUR' } },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as CartBody;
    expect(cartResponse.safeParse(body).success).toBe(true);
    expect(body.data).toMatchObject({
      name: 'Camping trip',
      description: 'For June',
      currency: 'EUR',
      meta: { item_count: 0, unique_items: 0 },
    });
    const added = await addExpecting(
      svc,
      tokens.implicit,
      body.data.id,
      [product(PRODUCTS.pocketTee, 2)],
      201,
      { headers: { 'X-Currency': 'USD' } },
    );
    expect(added.data[0]!.unit_price!.currency).toBe('EUR');

    const bare = await svc.request('/v2/carts', { method: 'POST', token: tokens.implicit });
    expect(bare.status).toBe(201);
    expect(((await bare.json()) as CartBody).data.currency).toBeNull();
    const bad = await svc.request('/v2/carts', {
      method: 'POST',
      token: tokens.implicit,
      json: { data: { currency: 'euro' } },
    });
    expect(bad.status).toBe(400);
    expect((await firstError(bad)).detail).toMatch(/data\.currency/);
  });

  it('answers a cart with its currency, totals, timestamps and counts; an unknown id reads as an empty cart', async () => {
    const cartId = newCartId();
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.pocketTee, 2), customItem('Wrap', 300), { type: 'promotion_item', code: 'TAKE5' }],
      201,
    );
    const response = await getCart(cartId, tokens.implicit);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CartBody & {
      data: { meta: { timestamps: Record<string, string>; discounts: object } };
    };
    expect(cartResponse.safeParse(body).success).toBe(true);
    expect(body.data).toMatchObject({
      id: cartId,
      type: 'cart',
      currency: 'USD',
      meta: { item_count: 3, unique_items: 3, display_price: { with_tax: { amount: 4800 + 300 - 500 } } },
    });
    expect(Object.keys(body.data.meta.timestamps)).toEqual(['created_at', 'updated_at', 'expires_at']);
    const unknownId = newCartId();
    const unknown = await getCart(unknownId, tokens.implicit);
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as CartBody).data).toMatchObject({
      id: unknownId,
      meta: { item_count: 0, display_price: { with_tax: { amount: 0 } } },
    });
  });

  it('gives a cart made with an account token to that account; others get 404', async () => {
    const cartId = newCartId('ada');
    await addExpecting(svc, tokens.ada, cartId, [product(PRODUCTS.pocketTee)], 201);
    expect((await getCart(cartId, tokens.ada)).status).toBe(200);
    expect((await getCart(cartId, tokens.admin)).status).toBe(200);
    for (const token of [tokens.grace, tokens.implicit]) {
      const refused = await getCart(cartId, token);
      expect(refused.status).toBe(404);
      // The cart's own errors carry the status as cart_checkout.yaml types it there: an integer.
      expect(await firstError(refused)).toMatchObject({ status: 404, title: 'Not Found' });
      const items = await svc.request(`/v2/carts/${cartId}/items`, { token });
      expect(items.status).toBe(404);
      expect((await firstError(items)).status).toBe('404');
      const add = await addToCart(svc, token, cartId, [product(PRODUCTS.pocketTee)]);
      expect(add.status).toBe(404);
    }
    // The refused adds changed nothing.
    expect((await cartItems(svc, tokens.ada, cartId)).data[0]!.quantity).toBe(1);
  });

  it('lists an account’s own carts; an implicit token has none to list', async () => {
    const mine = newCartId('ada-list');
    await addExpecting(svc, tokens.ada, mine, [product(PRODUCTS.pocketTee)], 201);
    await addExpecting(svc, tokens.grace, newCartId('grace-list'), [product(PRODUCTS.pocketTee)], 201);
    const created = (await (
      await svc.request('/v2/carts', {
        method: 'POST',
        token: tokens.ada,
        json: { data: { name: 'Wish list' } },
      })
    ).json()) as CartBody;
    const response = await svc.request('/v2/carts', { token: tokens.ada });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { id: string; relationships: { accounts: { data: { id: string }[] } } }[];
    };
    expect(cartListResponse.safeParse(body).success).toBe(true);
    expect(body.data.map((cart) => cart.id)).toEqual(expect.arrayContaining([mine, created.data.id]));
    expect(body.data.every((cart) => cart.relationships.accounts.data[0]!.id === DEMO_ACCOUNTS.ada.id)).toBe(
      true,
    );
    expect((await svc.request('/v2/carts', { token: tokens.implicit })).status).toBe(403);
  });
});

describe('changing and removing items', () => {
  it('changes a quantity, re-applying tiers; 0 removes the line', async () => {
    const { tiers } = await catalogPricing(svc, tokens.implicit, PRODUCTS.castIronSkillet);
    const cartId = newCartId();
    const added = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.castIronSkillet, 1), product(PRODUCTS.pocketTee)],
      201,
    );
    const skillet = added.data[0]!;
    const changed = await put(cartId, skillet.id, 3);
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as typeof added;
    expect(body.data[0]).toMatchObject({
      id: skillet.id,
      quantity: 3,
      unit_price: { amount: tiers.pair!.price.USD!.amount },
    });
    const removed = (await (await put(cartId, skillet.id, 0)).json()) as typeof added;
    expect(removed.data.map((item) => item.product_id)).toEqual([PRODUCTS.pocketTee]);
  });

  it('changes several quantities at once: 200 without a body, as the vendor documents it', async () => {
    const cartId = newCartId();
    const added = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.pocketTee), product(PRODUCTS.hikingBoot)],
      201,
    );
    const [tee, boot] = added.data;
    const bulk = (data: unknown) =>
      svc.request(`/v2/carts/${cartId}/items`, { method: 'PUT', token: tokens.implicit, json: { data } });
    const changed = await bulk([
      { id: tee!.id, quantity: 4 },
      { id: boot!.id, quantity: 0 },
    ]);
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('');
    const items = await cartItems(svc, tokens.implicit, cartId);
    expect(items.data.map((item) => [item.id, item.quantity])).toEqual([[tee!.id, 4]]);

    // One unknown line: nothing changes, and the refusal is the vendor's cart error (integer status).
    const refused = await bulk([
      { id: tee!.id, quantity: 9 },
      { id: '5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d', quantity: 1 },
    ]);
    expect(refused.status).toBe(404);
    expect((await firstError(refused)).status).toBe('404');
    expect((await cartItems(svc, tokens.implicit, cartId)).data[0]!.quantity).toBe(4);
  });

  it('refuses a bad quantity with 400 and an unknown item or cart with 404', async () => {
    const cartId = newCartId();
    const added = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.pocketTee), { type: 'promotion_item', code: 'SPRING10' }],
      201,
    );
    const line = added.data[0]!;
    for (const quantity of [-1, 1.5, '2', 100_001]) {
      const response = await put(cartId, line.id, quantity);
      expect(response.status, String(quantity)).toBe(400);
      expect((await firstError(response)).detail).toMatch(/data\.quantity/);
    }
    expect((await put(cartId, '5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d', 2)).status).toBe(404);
    expect((await put(newCartId(), line.id, 2)).status).toBe(404);
    const promotion = added.data.find((item) => item.type === 'promotion_item')!;
    expect((await put(cartId, promotion.id, 2)).status).toBe(422);
    expect(
      (await svc.request(`/v2/carts/${cartId}/items/nope`, { method: 'DELETE', token: tokens.implicit }))
        .status,
    ).toBe(404);
    const deleted = await svc.request(`/v2/carts/${cartId}/items/${line.id}`, {
      method: 'DELETE',
      token: tokens.implicit,
    });
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as typeof added).data.map((item) => item.type)).toEqual([
      'promotion_item',
    ]);
  });
});

describe('shipping groups (spec 4.4 rule 4)', () => {
  it('creates and reads groups; a linked group’s price counts in the totals', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const created = await svc.request(`/v2/carts/${cartId}/shipping-groups`, {
      method: 'POST',
      token: tokens.implicit,
      json: {
        data: {
          type: 'shipping_group',
          name: 'Standard post',
          shipping_type: 'Royal Mail 2nd class',
          shipping_price: { total: 495 },
        },
      },
    });
    expect(created.status).toBe(201);
    const group = ((await created.json()) as { data: { id: string } }).data;
    expect(shippingGroupResponse.safeParse({ data: group }).success).toBe(true);
    expect(group).toMatchObject({
      type: 'shipping_group',
      cart_id: cartId,
      name: 'Standard post',
      shipping_type: 'Royal Mail 2nd class',
      shipping_price: { total: 495, currency: 'USD', formatted: '$4.95' },
    });
    const list = (await (
      await svc.request(`/v2/carts/${cartId}/shipping-groups`, { token: tokens.implicit })
    ).json()) as { data: { id: string }[] };
    expect(list.data.map((entry) => entry.id)).toEqual([group.id]);
    expect(
      (await svc.request(`/v2/carts/${cartId}/shipping-groups/${group.id}`, { token: tokens.implicit }))
        .status,
    ).toBe(200);
    expect(
      (
        await svc.request(`/v2/carts/${cartId}/shipping-groups/5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d`, {
          token: tokens.implicit,
        })
      ).status,
    ).toBe(404);

    // Not linked yet: not in the totals.
    expect((await cartItems(svc, tokens.implicit, cartId)).meta.display_price.with_tax.amount).toBe(2400);
    const linked = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [customItem('Wrap', 100, { shipping_group_id: group.id })],
      201,
    );
    expect(linked.data[1]!.shipping_group_id).toBe(group.id);
    expect(linked.meta.display_price).toMatchObject({
      with_tax: { amount: 2400 + 100 + 495 },
      without_tax: { amount: 2995 },
      without_discount: { amount: 2995 },
    });

    const unknown = await addToCart(svc, tokens.implicit, cartId, [
      product(PRODUCTS.pocketTee, 1, { shipping_group_id: '5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d' }),
    ]);
    expect(unknown.status).toBe(404);
    expect((await firstError(unknown)).meta).toMatchObject({
      index: 0,
      shipping_group_id: '5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d',
    });
  });

  it('refuses bad groups with 400 and unknown carts with 404', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    for (const data of [
      { type: 'shipping_group', shipping_type: 'Courier' },
      { type: 'shipping_group', shipping_price: { total: 100, tax: 200 } },
      { type: 'shipping_group', name: 'Post', shipping_price: { total: -1 } },
      { type: 'shipping_group', name: 'Post', shipping_price: { total: 1.5 } },
    ]) {
      const response = await svc.request(`/v2/carts/${cartId}/shipping-groups`, {
        method: 'POST',
        token: tokens.implicit,
        json: { data },
      });
      expect(response.status, JSON.stringify(data)).toBe(400);
    }
    const unknown = await svc.request(`/v2/carts/${newCartId()}/shipping-groups`, {
      method: 'POST',
      token: tokens.implicit,
      json: { data: { type: 'shipping_group', name: 'Post', shipping_price: { total: 100 } } },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('cart lifetime (spec 2.8 expires_at)', () => {
  it('forgets a cart 7 days after its last change; adding to its id starts afresh', async () => {
    const cartId = newCartId();
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.pocketTee, 3), { type: 'promotion_item', code: 'SPRING10' }],
      201,
    );
    await svc.service.storage.db.execute(
      sql`UPDATE carts SET updated_at = now() - interval '8 days' WHERE id = ${cartId}`,
    );
    // An expired cart reads as a new, empty one (DESIGN.md §3).
    const expired = await getCart(cartId, tokens.implicit);
    expect(expired.status).toBe(200);
    expect(((await expired.json()) as CartBody).data.meta).toMatchObject({ item_count: 0 });
    expect((await cartItems(svc, tokens.implicit, cartId)).data).toEqual([]);
    const fresh = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 1)], 201, {
      headers: { 'X-Currency': 'EUR' },
    });
    expect(fresh.data).toHaveLength(1);
    expect(fresh.data[0]).toMatchObject({ quantity: 1, unit_price: { currency: 'EUR' } });
    expect(fresh.meta.discounts).toEqual({});
  });
});
