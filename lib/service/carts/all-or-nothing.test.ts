import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestService } from '../testing/harness';
import {
  addExpecting,
  addToCart,
  allTokens,
  cartItems,
  customItem,
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

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: ItemErrorBody[]; data?: unknown }).errors;

describe('add_all_or_nothing and item errors (spec 3.3 rules 2–3, §7, DESIGN.md §3)', () => {
  it('adds the valid items and reports the others when add_all_or_nothing is false', async () => {
    const cartId = newCartId();
    const body = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [
        product(PRODUCTS.pocketTee),
        product(UNKNOWN),
        { type: 'cart_item', sku: 'HENLEY', quantity: 1 },
        product(PRODUCTS.stonewareMug),
        customItem('Wrap', 100),
      ],
      201,
      { headers: { 'X-Currency': 'GBP' } },
    );
    expect(body.data.map((item) => item.sku ?? item.name)).toEqual(['POCKET-TEE', 'Wrap']);
    expect(body.errors).toEqual([
      expect.objectContaining({
        status: '404',
        title: 'Not Found',
        detail: expect.any(String),
        meta: { index: 1, id: UNKNOWN },
      }),
      expect.objectContaining({
        status: '400',
        title: 'Bad Request',
        meta: expect.objectContaining({ index: 2, sku: 'HENLEY' }),
      }),
      expect.objectContaining({
        status: '422',
        meta: expect.objectContaining({ index: 3, id: PRODUCTS.stonewareMug, input: 'engraving' }),
      }),
    ]);
  });

  it('adds nothing when add_all_or_nothing is true and any item errors, and lists every failure', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const before = await cartItems(svc, tokens.implicit, cartId);
    const response = await addToCart(
      svc,
      tokens.implicit,
      cartId,
      [
        product(PRODUCTS.pocketTee, 2),
        product(UNKNOWN),
        customItem('Wrap', 100),
        { type: 'promotion_item', code: 'NOPE' },
      ],
      {
        allOrNothing: true,
      },
    );
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.map((error) => [error.status, error.meta.index])).toEqual([
      ['404', 1],
      ['404', 3],
    ]);
    expect(await cartItems(svc, tokens.implicit, cartId)).toEqual(before);
  });

  it('answers a one-item request that fails with that item’s status, and a longer one with 400', async () => {
    const single: [unknown, number, Record<string, string>][] = [
      [product(UNKNOWN), 404, {}],
      [product(PRODUCTS.henley), 400, { 'X-Currency': 'GBP' }],
      [product(PRODUCTS.stonewareMug), 422, {}],
      [product(PRODUCTS.pocketTee, 1, { tax: [{ type: 'tax_item', name: 'VAT', rate: 0.2 }] }), 403, {}],
    ];
    for (const [item, status, headers] of single) {
      for (const allOrNothing of [false, true]) {
        const response = await addToCart(svc, tokens.implicit, newCartId(), [item], {
          allOrNothing,
          headers,
        });
        expect(response.status, JSON.stringify(item)).toBe(status);
        expect((await errorsOf(response))[0]).toMatchObject({ status: String(status), meta: { index: 0 } });
      }
    }
    const everyFailed = await addToCart(svc, tokens.implicit, newCartId(), [
      product(UNKNOWN),
      product(UNKNOWN),
    ]);
    expect(everyFailed.status).toBe(400);
    expect((await errorsOf(everyFailed)).map((error) => error.meta.index)).toEqual([0, 1]);
    // A single object instead of an array is one item.
    const object = await addToCart(svc, tokens.implicit, newCartId(), product(UNKNOWN));
    expect(object.status).toBe(404);
  });
});

describe('the 100 unique items limit (spec §8)', () => {
  const customs = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => customItem(`Item ${i}`, 100, { sku: `${prefix}-${i}` }));

  it('holds 100 lines and refuses the 101st with a 422 item error', async () => {
    const cartId = newCartId();
    const full = await addExpecting(svc, tokens.implicit, cartId, customs(100, 'A'), 201);
    expect(full.data).toHaveLength(100);
    const response = await addToCart(svc, tokens.implicit, cartId, [
      customItem('One more', 100, { sku: 'B-0' }),
    ]);
    expect(response.status).toBe(422);
    expect((await errorsOf(response))[0]!.detail).toMatch(/100/);
    // More of an item already there is no new unique item.
    const more = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [customItem('Item 0', 100, { sku: 'A-0', quantity: 2 })],
      201,
    );
    expect(more.data[0]!.quantity).toBe(3);
  });

  it('counts promotions and tax items, and adds what fits when not all-or-nothing', async () => {
    const cartId = newCartId();
    await addExpecting(
      svc,
      tokens.admin,
      cartId,
      [
        product(PRODUCTS.pocketTee, 1, { tax: [{ type: 'tax_item', name: 'VAT', rate: 0.2 }] }),
        { type: 'promotion_item', code: 'SPRING10' },
      ],
      201,
    );
    // 3 unique items so far: 97 more fit.
    const allOrNothing = await addToCart(svc, tokens.implicit, cartId, customs(98, 'C'), {
      allOrNothing: true,
    });
    expect(allOrNothing.status).toBe(400);
    expect(await errorsOf(allOrNothing)).toEqual([
      expect.objectContaining({ status: '422', meta: expect.objectContaining({ index: 97 }) }),
    ]);
    const partial = await addExpecting(svc, tokens.implicit, cartId, customs(98, 'C'), 201);
    expect(partial.data.filter((item) => item.type === 'custom_item')).toHaveLength(97);
    expect(partial.errors!.map((error) => [error.status, error.meta?.index])).toEqual([['422', 97]]);
    const promotion = await addToCart(svc, tokens.implicit, cartId, [
      { type: 'promotion_item', code: 'TAKE5' },
    ]);
    expect(promotion.status).toBe(422);
    const tax = await addToCart(svc, tokens.admin, cartId, [
      product(PRODUCTS.pocketTee, 1, {
        tax: [
          { type: 'tax_item', name: 'VAT', rate: 0.2 },
          { type: 'tax_item', name: 'Levy', rate: 0.01 },
        ],
      }),
    ]);
    expect(tax.status).toBe(422);
  });
});
