import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestService } from '../testing/harness';
import {
  addToCart,
  allTokens,
  cartItems,
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

describe('concurrent adds to one cart (DESIGN.md §3)', () => {
  it('never loses a quantity: 50 parallel adds of one product to a new cart give 50', async () => {
    const cartId = newCartId('parallel');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        addToCart(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 1)]),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const cart = await cartItems(svc, tokens.implicit, cartId);
    expect(cart.data).toHaveLength(1);
    expect(cart.data[0]!.quantity).toBe(50);
  });

  it('never passes 100 unique items: 120 parallel adds of distinct custom items give 100 lines and 20 item errors', async () => {
    const cartId = newCartId('limit');
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        addToCart(svc, tokens.implicit, cartId, [customItem(`Item ${i}`, 100, { sku: `P-${i}` })]),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    expect(statuses.filter((status) => status === 422)).toHaveLength(20);
    const refused = await Promise.all(
      responses
        .filter((response) => response.status === 422)
        .map(async (response) => ((await response.json()) as { errors: { status: string }[] }).errors),
    );
    expect(refused.every((errors) => errors.length === 1 && errors[0]!.status === '422')).toBe(true);
    await Promise.all(
      responses.filter((response) => response.status === 201).map((response) => response.body?.cancel()),
    );
    expect((await cartItems(svc, tokens.implicit, cartId)).data).toHaveLength(100);
  });
});
