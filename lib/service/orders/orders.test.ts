import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponse, orderResponse } from '@/lib/commerce/schemas/carts';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { firstError, type TestService } from '../testing/harness';
import {
  addExpecting,
  allTokens,
  cartItems,
  CHECKOUT,
  checkoutCart,
  customItem,
  newCartId,
  product,
  PRODUCTS,
  SHIPPING_ADDRESS,
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

const checkout = (cartId: string, token: string, json: unknown) =>
  svc.request(`/v2/carts/${cartId}/checkout`, { method: 'POST', token, json });
const getOrder = (orderId: string, token: string) => svc.request(`/v2/orders/${orderId}`, { token });

describe('checkout (DESIGN.md §3)', () => {
  it('makes an incomplete, unpaid order with the cart’s lines, inputs and totals, and empties the cart', async () => {
    const cartId = newCartId();
    const cart = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [
        product(PRODUCTS.stonewareMug, 2, { custom_inputs: { engraving: 'Ada' } }),
        customItem('Gift wrap', 300, { sku: 'WRAP', custom_inputs: { paper: 'red' } }),
        { type: 'promotion_item', code: 'SPRING10' },
      ],
      201,
    );
    const group = (
      (await (
        await svc.request(`/v2/carts/${cartId}/shipping-groups`, {
          method: 'POST',
          token: tokens.implicit,
          json: { data: { type: 'shipping_group', name: 'Post', shipping_price: { total: 450 } } },
        })
      ).json()) as { data: { id: string } }
    ).data;
    const linked = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [customItem('Card', 100, { shipping_group_id: group.id })],
      201,
    );

    const order = await checkoutCart(svc, tokens.implicit, cartId);
    expect(orderResponse.safeParse(order).success).toBe(true);
    expect(order.data).toMatchObject({
      type: 'order',
      status: 'incomplete',
      payment: 'unpaid',
      shipping: 'unfulfilled',
      cart_id: cartId,
      customer: { email: 'ada@example.com', name: 'Ada Lovelace' },
      shipping_address: SHIPPING_ADDRESS,
      billing_address: SHIPPING_ADDRESS,
    });
    // As the vendor's order schema has them: every address key, '' where none was given, and no
    // account relationship for a guest.
    const empty = { company_name: '', line_2: '', county: '' };
    expect(order.data.shipping_address).toEqual({
      ...SHIPPING_ADDRESS,
      ...empty,
      phone_number: '',
      instructions: '',
    });
    expect(order.data.billing_address).toEqual({ ...SHIPPING_ADDRESS, ...empty });
    expect(order.data.relationships).not.toHaveProperty('account');
    expect(order.data.meta.display_price).toMatchObject(linked.meta.display_price);
    expect(order.data.meta.display_price).toMatchObject({
      shipping: { amount: 450 },
      paid: { amount: 0 },
      balance_owing: { amount: linked.meta.display_price.with_tax.amount },
    });
    expect(order.data.meta.discounts).toEqual(cart.meta.discounts);
    expect(order.data.shipping_groups).toEqual([
      expect.objectContaining({
        id: group.id,
        name: 'Post',
        shipping_price: expect.objectContaining({ total: 450 }),
      }),
    ]);
    expect(
      order.included.items.map((item) => [item.type, item.sku, item.quantity, item.custom_inputs]),
    ).toEqual([
      ['cart_item', 'STONEWARE-MUG', 2, { engraving: 'Ada' }],
      ['custom_item', 'WRAP', 1, { paper: 'red' }],
      ['custom_item', undefined, 1, {}],
      ['promotion_item', 'SPRING10', 1, undefined],
    ]);
    expect(order.data.relationships.items.data.map((item) => item.id)).toEqual(
      order.included.items.map((item) => item.id),
    );
    const mug = order.included.items[0]!;
    expect(mug.image!.href.startsWith(`${svc.baseUrl}/files/`)).toBe(true);
    expect(mug.links!.product).toBe(`${svc.baseUrl}/catalog/products/${PRODUCTS.stonewareMug}`);

    const emptied = await cartItems(svc, tokens.implicit, cartId);
    expect(emptied.data).toEqual([]);
    expect(emptied.meta.display_price.with_tax.amount).toBe(0);
    expect(
      (await svc
        .request(`/v2/carts/${cartId}/shipping-groups`, { token: tokens.implicit })
        .then((response) => response.json())) as { data: unknown[] },
    ).toEqual({ data: [] });

    const read = await getOrder(order.data.id, tokens.implicit);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(order);
  });

  it('refuses an empty cart with 422 and an unknown cart with 404', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [{ type: 'promotion_item', code: 'SPRING10' }], 201);
    const empty = await checkout(cartId, tokens.implicit, CHECKOUT);
    expect(empty.status).toBe(422);
    expect((await firstError(empty)).detail).toMatch(/empty/);
    expect((await checkout(newCartId(), tokens.implicit, CHECKOUT)).status).toBe(404);
  });

  it('validates the customer and addresses with 400 naming the field, changing nothing', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const address = (change: Record<string, unknown>) => ({
      data: { ...CHECKOUT.data, shipping_address: { ...SHIPPING_ADDRESS, ...change } },
    });
    const cases: [unknown, RegExp][] = [
      [{ data: { shipping_address: SHIPPING_ADDRESS } }, /data\.customer/],
      [
        { data: { ...CHECKOUT.data, customer: { email: 'not-an-email', name: 'Ada' } } },
        /data\.customer\.email/,
      ],
      [
        { data: { ...CHECKOUT.data, customer: { email: 'ada@example.com', name: ' ' } } },
        /data\.customer\.name/,
      ],
      [address({ country: 'GBR' }), /data\.shipping_address\.country/],
      [address({ country: 'gb' }), /data\.shipping_address\.country/],
      [address({ postcode: '' }), /data\.shipping_address\.postcode/],
      [address({ line_1: undefined }), /data\.shipping_address\.line_1/],
      [address({ first_name: 5 }), /data\.shipping_address\.first_name/],
      [
        { data: { ...CHECKOUT.data, billing_address: { ...SHIPPING_ADDRESS, city: '' } } },
        /data\.billing_address\.city/,
      ],
    ];
    for (const [json, detail] of cases) {
      const response = await checkout(cartId, tokens.implicit, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await firstError(response)).detail).toMatch(detail);
    }
    expect((await cartItems(svc, tokens.implicit, cartId)).data).toHaveLength(1);
  });
});

describe('reading orders', () => {
  it('lets only its account (and administrators) read an account’s order; anonymous orders go by id', async () => {
    const adaCart = newCartId('ada');
    await addExpecting(svc, tokens.ada, adaCart, [product(PRODUCTS.pocketTee)], 201);
    const adaOrder = await checkoutCart(svc, tokens.ada, adaCart);
    expect(adaOrder.data.relationships.account?.data).toEqual({ type: 'account', id: DEMO_ACCOUNTS.ada.id });
    expect((await getOrder(adaOrder.data.id, tokens.ada)).status).toBe(200);
    expect((await getOrder(adaOrder.data.id, tokens.admin)).status).toBe(200);
    expect((await getOrder(adaOrder.data.id, tokens.grace)).status).toBe(404);
    expect((await getOrder(adaOrder.data.id, tokens.implicit)).status).toBe(404);

    const anonymousCart = newCartId('anon');
    await addExpecting(svc, tokens.implicit, anonymousCart, [product(PRODUCTS.pocketTee)], 201);
    const anonymousOrder = await checkoutCart(svc, tokens.implicit, anonymousCart);
    for (const token of [tokens.implicit, tokens.grace, tokens.admin])
      expect((await getOrder(anonymousOrder.data.id, token)).status).toBe(200);

    expect((await getOrder('5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d', tokens.admin)).status).toBe(404);
    expect((await getOrder('nope', tokens.admin)).status).toBe(404);
  });

  it('checks out an anonymous cart into the account that checks it out', async () => {
    const cartId = newCartId('anon');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const order = await checkoutCart(svc, tokens.grace, cartId);
    expect(order.data.relationships.account?.data?.id).toBe(DEMO_ACCOUNTS.grace.id);
    expect((await getOrder(order.data.id, tokens.implicit)).status).toBe(404);
  });

  it('lists an account’s own orders, newest first; every order for an administrator; none for an implicit token', async () => {
    const first = newCartId('grace-1');
    await addExpecting(svc, tokens.grace, first, [product(PRODUCTS.pocketTee)], 201);
    const older = await checkoutCart(svc, tokens.grace, first);
    const second = newCartId('grace-2');
    await addExpecting(svc, tokens.grace, second, [product(PRODUCTS.marketTote)], 201);
    const newer = await checkoutCart(svc, tokens.grace, second);

    const response = await svc.request('/v2/orders', { token: tokens.grace });
    expect(response.status).toBe(200);
    const list = (await response.json()) as {
      data: { id: string; relationships: { account: { data: { id: string } | null } } }[];
      meta: { results: { total: number } };
    };
    expect(orderListResponse.safeParse(list).success).toBe(true);
    const ids = list.data.map((order) => order.id);
    expect(ids.indexOf(newer.data.id)).toBeLessThan(ids.indexOf(older.data.id));
    expect(list.data.every((order) => order.relationships.account?.data?.id === DEMO_ACCOUNTS.grace.id)).toBe(
      true,
    );
    expect(list.meta.results.total).toBe(list.data.length);

    const paged = (await (
      await svc.request('/v2/orders?page[limit]=1&page[offset]=1', { token: tokens.grace })
    ).json()) as { data: { id: string }[]; meta: { page: object } };
    expect(paged.data.map((order) => order.id)).toEqual([ids[1]]);
    expect(paged.meta.page).toEqual({ limit: 1, offset: 1, current: 2, total: ids.length });

    const all = (await (await svc.request('/v2/orders?page[limit]=100', { token: tokens.admin })).json()) as {
      meta: { results: { total: number } };
    };
    expect(all.meta.results.total).toBeGreaterThan(list.meta.results.total);
    expect((await svc.request('/v2/orders', { token: tokens.implicit })).status).toBe(403);
    expect((await svc.request('/v2/orders?page[limit]=0', { token: tokens.grace })).status).toBe(400);
  });

  it('finds an order by its number and the customer’s email (any case), and nothing for a wrong pair', async () => {
    const cartId = newCartId('guest-lookup');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const response = await checkout(cartId, tokens.implicit, {
      data: { ...CHECKOUT.data, customer: { email: 'Lin.Guest@example.com', name: 'Lin Guest' } },
    });
    expect(response.status).toBe(201);
    const order = (await response.json()) as { data: { id: string; order_number: string } };
    const find = async (filter: string, token = tokens.admin) => {
      const answer = await svc.request(`/v2/orders?filter=${encodeURIComponent(filter)}`, { token });
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: { id: string }[] }).data.map((found) => found.id);
    };

    const number = order.data.order_number;
    expect(await find(`eq(order_number,${number}):eq(email,lin.guest@EXAMPLE.com)`)).toEqual([order.data.id]);
    expect(await find(`eq(order_number,${number.toLowerCase()}):eq(email,Lin.Guest@example.com)`)).toEqual([
      order.data.id,
    ]);
    expect(await find(`eq(order_number,${number}):eq(email,someone@example.com)`)).toEqual([]);
    expect(await find(`eq(order_number,HP-1):eq(email,lin.guest@example.com)`)).toEqual([]);
    expect(await find(`eq(order_number,not-a-number)`)).toEqual([]);
    // An account's filter narrows its own orders only: another's order is never listed.
    expect(await find(`eq(order_number,${number})`, tokens.grace)).toEqual([]);

    const unknownAttribute = await svc.request('/v2/orders?filter=eq(password,x)', { token: tokens.admin });
    expect(unknownAttribute.status).toBe(400);
    expect((await firstError(unknownAttribute)).meta?.parameter).toBe('filter');
    const broken = await svc.request('/v2/orders?filter=eq(email', { token: tokens.admin });
    expect(broken.status).toBe(400);
  });

  it('answers the listed orders’ items with include=items (the vendor storefront’s My Orders)', async () => {
    const cartId = newCartId('grace-include');
    await addExpecting(svc, tokens.grace, cartId, [product(PRODUCTS.pocketTee)], 201);
    const order = await checkoutCart(svc, tokens.grace, cartId);

    const response = await svc.request('/v2/orders?include=items&page[limit]=100', { token: tokens.grace });
    expect(response.status).toBe(200);
    const list = (await response.json()) as {
      data: { id: string; relationships: { items: { data: { id: string }[] } } }[];
      included?: { items: { id: string }[] };
    };
    expect(orderListResponse.safeParse(list).success).toBe(true);
    const included = new Set(list.included?.items.map((item) => item.id));
    const listed = list.data.find((candidate) => candidate.id === order.data.id)!;
    expect(listed.relationships.items.data.map((item) => included.has(item.id))).toEqual(
      order.included.items.map(() => true),
    );
    expect(list.data.flatMap((candidate) => candidate.relationships.items.data).length).toBe(included.size);

    const plain = (await (await svc.request('/v2/orders', { token: tokens.grace })).json()) as object;
    expect(plain).not.toHaveProperty('included');
    const unknown = await svc.request('/v2/orders?include=nonsense', { token: tokens.grace });
    expect(unknown.status).toBe(400);
  });
});
