import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestService } from '../testing/harness';
import {
  addExpecting,
  addToCart,
  allTokens,
  cartItems,
  checkoutCart,
  customItem,
  lineOf,
  newCartId,
  product,
  PRODUCTS,
  startCartService,
  type ItemErrorBody,
  type Tokens,
} from '../testing/carts';

let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startCartService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());

const merge = (cartId: string) => ({ type: 'cart_items', cart_id: cartId });
const reorder = (orderId: string) => ({ type: 'order_items', order_id: orderId });
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: ItemErrorBody[] }).errors;

describe('merging carts (spec 3.3 rule 6)', () => {
  it('keeps the items of both carts, adds the anonymous quantities to shared items, and removes the anonymous cart', async () => {
    const anonymous = newCartId('anon');
    const accountCart = newCartId('ada');
    const group = await svc.request(`/v2/carts/${anonymous}/shipping-groups`, {
      method: 'POST',
      token: tokens.implicit,
      json: { data: { type: 'shipping_group', name: 'Post', shipping_price: { total: 300 } } },
    });
    expect(group.status).toBe(404); // the anonymous cart does not exist before its first add
    await addExpecting(
      svc,
      tokens.implicit,
      anonymous,
      [
        product(PRODUCTS.pocketTee, 2),
        customItem('Wrap', 100, { sku: 'WRAP' }),
        product(PRODUCTS.marketTote),
        { type: 'promotion_item', code: 'SPRING10' },
      ],
      201,
    );
    const shipping = (
      (await (
        await svc.request(`/v2/carts/${anonymous}/shipping-groups`, {
          method: 'POST',
          token: tokens.implicit,
          json: { data: { type: 'shipping_group', name: 'Post', shipping_price: { total: 300 } } },
        })
      ).json()) as { data: { id: string } }
    ).data;
    await addExpecting(
      svc,
      tokens.implicit,
      anonymous,
      [product(PRODUCTS.headlamp, 1, { shipping_group_id: shipping.id })],
      201,
    );
    await addExpecting(
      svc,
      tokens.ada,
      accountCart,
      [
        product(PRODUCTS.pocketTee, 1),
        customItem('Wrap', 100, { sku: 'WRAP', quantity: 3 }),
        product(PRODUCTS.twoPersonTent),
      ],
      201,
    );

    const merged = await addExpecting(svc, tokens.ada, accountCart, [merge(anonymous)], 201);
    expect(
      merged.data.filter((item) => item.type !== 'promotion_item').map((item) => [item.sku, item.quantity]),
    ).toEqual([
      ['POCKET-TEE', 3],
      ['WRAP', 4],
      ['TWO-PERSON-TENT', 1],
      ['MARKET-TOTE', 1],
      ['HEADLAMP', 1],
    ]);
    expect(Object.values(merged.meta.discounts!).map((discount) => discount.code)).toEqual(['SPRING10']);
    // The shipping group came along with its line and still counts.
    expect(lineOf(merged, PRODUCTS.headlamp)[0]!.shipping_group_id).toBe(shipping.id);
    const groups = (await (
      await svc.request(`/v2/carts/${accountCart}/shipping-groups`, { token: tokens.ada })
    ).json()) as { data: { id: string }[] };
    expect(groups.data.map((entry) => entry.id)).toEqual([shipping.id]);
    expect(merged.meta.display_price.without_discount.amount).toBe(
      3 * 2400 + 400 + 29900 + 1900 + 3900 + 300,
    );
    // The anonymous cart is gone: its id reads as a new, empty cart.
    expect((await cartItems(svc, tokens.implicit, anonymous)).data).toEqual([]);
  });

  it('gives a new cart the merged cart’s currency', async () => {
    const euros = newCartId();
    await addExpecting(svc, tokens.implicit, euros, [product(PRODUCTS.pocketTee)], 201, {
      headers: { 'X-Currency': 'EUR' },
    });
    const body = await addExpecting(svc, tokens.implicit, newCartId(), [merge(euros)], 201);
    expect(body.data[0]!.unit_price!.currency).toBe('EUR');
  });

  it('refuses carts that cannot be merged, changing neither', async () => {
    const target = newCartId();
    await addExpecting(svc, tokens.ada, target, [product(PRODUCTS.pocketTee)], 201);
    const graceCart = newCartId('grace');
    await addExpecting(svc, tokens.grace, graceCart, [product(PRODUCTS.marketTote)], 201);
    const euroCart = newCartId('eur');
    await addExpecting(svc, tokens.implicit, euroCart, [product(PRODUCTS.pocketTee)], 201, {
      headers: { 'X-Currency': 'EUR' },
    });

    const cases: [string, number, RegExp][] = [
      [graceCart, 404, /No cart/],
      [newCartId('missing'), 404, /No cart/],
      [target, 422, /into itself/],
      [euroCart, 422, /different currencies/],
    ];
    for (const [source, status, detail] of cases) {
      const response = await addToCart(svc, tokens.ada, target, [merge(source)]);
      expect(response.status, source).toBe(status);
      const [error] = await errorsOf(response);
      expect(error!.detail).toMatch(detail);
      expect(error!.meta).toMatchObject({ index: 0, id: source });
    }
    expect((await cartItems(svc, tokens.grace, graceCart)).data).toHaveLength(1);
    expect((await cartItems(svc, tokens.implicit, euroCart)).data).toHaveLength(1);
    expect((await cartItems(svc, tokens.ada, target)).data).toHaveLength(1);
    expect((await addToCart(svc, tokens.ada, target, [merge('bad id!')])).status).toBe(400);
  });

  it('refuses a merge that would pass 100 unique items', async () => {
    const big = newCartId('big');
    await addExpecting(
      svc,
      tokens.implicit,
      big,
      Array.from({ length: 60 }, (_, i) => customItem(`A${i}`, 100, { sku: `A${i}` })),
      201,
    );
    const other = newCartId('other');
    await addExpecting(
      svc,
      tokens.implicit,
      other,
      Array.from({ length: 60 }, (_, i) => customItem(`B${i}`, 100, { sku: `B${i}` })),
      201,
    );
    const response = await addToCart(svc, tokens.implicit, big, [merge(other)]);
    expect(response.status).toBe(422);
    expect((await cartItems(svc, tokens.implicit, other)).data).toHaveLength(60);
    expect((await cartItems(svc, tokens.implicit, big)).data).toHaveLength(60);
  });
});

describe('re-ordering (spec 3.3 rules 7–8)', () => {
  it('adds an order’s products again, even from an incomplete unpaid order; custom items are item errors', async () => {
    const cartId = newCartId();
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [
        product(PRODUCTS.stonewareMug, 2, { custom_inputs: { engraving: 'Ada' } }),
        customItem('Gift wrap', 300, { sku: 'WRAP' }),
        product(PRODUCTS.weekendCampingKit, 1, {
          bundle_configuration: { selected_options: { Tent: { [PRODUCTS.familyTent]: 1 } } },
        }),
      ],
      201,
    );
    const order = await checkoutCart(svc, tokens.implicit, cartId);
    expect(order.data).toMatchObject({ status: 'incomplete', payment: 'unpaid' });

    const again = newCartId();
    const body = await addExpecting(svc, tokens.implicit, again, [reorder(order.data.id)], 201);
    expect(body.data.map((item) => [item.sku, item.quantity, item.custom_inputs])).toEqual([
      ['STONEWARE-MUG', 2, { engraving: 'Ada' }],
      ['WEEKEND-CAMPING-KIT', 1, {}],
    ]);
    expect(body.data[1]!.bundle_configuration!.selected_options.tent).toEqual({ [PRODUCTS.familyTent]: 1 });
    expect(body.errors).toEqual([
      expect.objectContaining({
        status: '422',
        detail: expect.stringMatching(/custom item/),
        meta: expect.objectContaining({ index: 0, sku: 'WRAP', id: order.data.id }),
      }),
    ]);
    // Re-ordering into the cart that was checked out also works (it is empty now).
    const same = await addExpecting(svc, tokens.implicit, cartId, [reorder(order.data.id)], 201);
    expect(same.data).toHaveLength(2);
  });

  it('fails as a whole when nothing of the order can be added, and under all-or-nothing', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [customItem('Gift wrap', 300)], 201);
    const order = await checkoutCart(svc, tokens.implicit, cartId);
    const onlyCustom = await addToCart(svc, tokens.implicit, newCartId(), [reorder(order.data.id)]);
    expect(onlyCustom.status).toBe(422);

    const mixedCart = newCartId();
    await addExpecting(
      svc,
      tokens.implicit,
      mixedCart,
      [product(PRODUCTS.pocketTee), customItem('Gift wrap', 300)],
      201,
    );
    const mixed = await checkoutCart(svc, tokens.implicit, mixedCart);
    const target = newCartId();
    expect(
      (await addToCart(svc, tokens.implicit, target, [reorder(mixed.data.id)], { allOrNothing: true }))
        .status,
    ).toBe(422);
    // Nothing was added: the target still reads as an empty cart.
    expect((await cartItems(svc, tokens.implicit, target)).data).toEqual([]);
  });

  it('answers 404 for an unknown order or another account’s order', async () => {
    const cartId = newCartId('ada-order');
    await addExpecting(svc, tokens.ada, cartId, [product(PRODUCTS.pocketTee)], 201);
    const order = await checkoutCart(svc, tokens.ada, cartId);
    for (const [token, orderId] of [
      [tokens.grace, order.data.id],
      [tokens.implicit, order.data.id],
      [tokens.ada, '5a1b7c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d'],
      [tokens.ada, 'not-an-order'],
    ] as const) {
      const response = await addToCart(svc, token, newCartId(), [reorder(orderId)]);
      expect(response.status).toBe(404);
    }
    await addExpecting(svc, tokens.ada, newCartId('ada-again'), [reorder(order.data.id)], 201);
  });
});
