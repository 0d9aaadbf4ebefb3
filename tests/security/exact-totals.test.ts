import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CUSTOM_ITEM_AMOUNT, MAX_LINE_QUANTITY } from '@/lib/commerce/schemas/carts';
import { firstError, startTestService, type TestService } from '@/lib/service/testing/harness';

/** Issue 12 point 11: no cart total passes Number.MAX_SAFE_INTEGER, so every total is exact. */
let svc: TestService;
let token: string;
beforeAll(async () => {
  svc = await startTestService({ seedDemoData: true });
  token = await svc.token('implicit');
});
afterAll(() => svc?.close());

const costly = (sku: string, quantity: number) => ({
  data: { type: 'custom_item', name: sku, sku, quantity, price: { amount: MAX_CUSTOM_ITEM_AMOUNT } },
});
const add = (cartId: string, json: unknown) =>
  svc.request(`/v2/carts/${cartId}/items`, { method: 'POST', token, json });
const totalOf = async (cartId: string) => {
  const response = await svc.request(`/v2/carts/${cartId}`, { token });
  const body = (await response.json()) as {
    data: { meta: { display_price: { with_tax: { amount: number } } } };
  };
  return body.data.meta.display_price.with_tax.amount;
};

describe('cart totals', () => {
  it('stay exact: an add that would pass the largest exact amount is refused with 422, the cart unchanged', async () => {
    // Each line is 10^10 × 10^5 = 10^15; nine of them are 9 × 10^15, just under 2^53 − 1.
    const line = MAX_CUSTOM_ITEM_AMOUNT * MAX_LINE_QUANTITY;
    for (let i = 0; i < 9; i++)
      expect((await add('huge', costly(`line-${i}`, MAX_LINE_QUANTITY))).status).toBe(201);
    expect(await totalOf('huge')).toBe(9 * line);

    const over = await add('huge', costly('one-more', 1000));
    expect(over.status).toBe(422);
    expect((await firstError(over)).detail).toMatch(/would pass 9007199254740991/);
    expect(await totalOf('huge')).toBe(9 * line);
  });

  it('stay exact when a quantity is changed: a PUT past the bound is refused with 422, the cart unchanged', async () => {
    for (let i = 0; i < 9; i++)
      expect((await add('huge-put', costly(`line-${i}`, MAX_LINE_QUANTITY))).status).toBe(201);
    expect((await add('huge-put', costly('small', 1))).status).toBe(201);
    const items = (await (await svc.request('/v2/carts/huge-put/items', { token })).json()) as {
      data: { id: string; sku: string }[];
    };
    const small = items.data.find((item) => item.sku === 'small')!;
    const before = await totalOf('huge-put');
    const put = await svc.request(`/v2/carts/huge-put/items/${small.id}`, {
      method: 'PUT',
      token,
      json: { data: { type: 'cart_item', quantity: MAX_LINE_QUANTITY } },
    });
    expect(put.status).toBe(422);
    expect((await firstError(put)).detail).toMatch(/would pass 9007199254740991/);
    expect(await totalOf('huge-put')).toBe(before);
  });
});
