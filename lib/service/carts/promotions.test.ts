import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type TestService } from '../testing/harness';
import { DEMO_PROMOTIONS } from '../demo/promotions';
import {
  addExpecting,
  addToCart,
  allTokens,
  cartItems,
  customItem,
  lineOf,
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

const promo = (code: string) => ({ type: 'promotion_item', code });
const SPRING = DEMO_PROMOTIONS.spring10.name;
const TAKE5 = DEMO_PROMOTIONS.take5.name;
const TENTS = DEMO_PROMOTIONS.tents20.name;

describe('promotions (spec 2.8 discounts)', () => {
  it('takes 10% off every product, shown per item, for the cart and in meta.discounts', async () => {
    const cartId = newCartId();
    const body = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [
        product(PRODUCTS.pocketTee, 2),
        product(PRODUCTS.marketTote, 1),
        customItem('Wrap', 1000),
        promo('SPRING10'),
      ],
      201,
    );
    const tee = lineOf(body, PRODUCTS.pocketTee)[0]!;
    expect(tee.meta!.display_price).toMatchObject({
      discount: { amount: -480, formatted: '-$4.80' },
      with_tax: { amount: 4320 },
      without_discount: { amount: 4800 },
    });
    const tote = lineOf(body, PRODUCTS.marketTote)[0]!;
    expect(tote.meta!.display_price).toMatchObject({
      discount: { amount: -190 },
      with_tax: { amount: 1710 },
    });
    // Custom items are priced by the client: no promotion discounts them.
    const wrap = body.data.find((item) => item.type === 'custom_item')!;
    expect(wrap.meta!.display_price).toMatchObject({
      discount: { value: { amount: 0 } },
      with_tax: { value: { amount: 1000 } },
    });
    expect(body.meta.discounts).toEqual({
      [SPRING]: { amount: -670, currency: 'USD', formatted: '-$6.70', code: 'SPRING10' },
    });
    expect(body.meta.display_price).toMatchObject({
      discount: { amount: -670 },
      with_tax: { amount: 7700 - 670 },
      without_discount: { amount: 7700 },
    });
    const item = body.data.find((entry) => entry.type === 'promotion_item')!;
    expect(item).toMatchObject({
      code: 'SPRING10',
      name: SPRING,
      quantity: 1,
      promotion_id: DEMO_PROMOTIONS.spring10.id,
      value: { amount: -670 },
    });
  });

  it('rounds a percentage half away from zero per line', async () => {
    // EUR 2199 × 10% = 219.9 → 220.
    const body = await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [product(PRODUCTS.pocketTee), promo('spring10')],
      201,
      { headers: { 'X-Currency': 'EUR' } },
    );
    expect(body.meta.discounts![SPRING]).toMatchObject({
      amount: -220,
      currency: 'EUR',
      formatted: '-€2.20',
    });
    expect(body.meta.display_price.with_tax.amount).toBe(1979);
  });

  it('takes a fixed amount in the cart’s currency, split over the products', async () => {
    const body = await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [product(PRODUCTS.pocketTee, 1), product(PRODUCTS.marketTote, 1), promo('TAKE5')],
      201,
    );
    expect(body.meta.discounts![TAKE5]).toMatchObject({ amount: -500, code: 'TAKE5' });
    const shares = body.data
      .filter((item) => item.type === 'cart_item')
      .map((item) => (item.meta!.display_price as { discount: { amount: number } }).discount.amount);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(-500);
    expect(body.meta.display_price.with_tax.amount).toBe(4300 - 500);
    const noAmount = await addToCart(svc, tokens.implicit, newCartId(), [promo('TAKE5')], {
      headers: { 'X-Currency': 'JPY' },
    });
    expect(noAmount.status).toBe(422);
    expect((await firstError(noAmount)).detail).toMatch(/no amount in JPY/);
  });

  it('limits a targeted promotion to its products and reports it at 0 when none is in the cart', async () => {
    const cartId = newCartId();
    const none = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.pocketTee), promo('TENTS20')],
      201,
    );
    expect(none.meta.discounts).toEqual({
      [TENTS]: { amount: 0, currency: 'USD', formatted: '$0.00', code: 'TENTS20' },
    });
    const withTent = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.twoPersonTent)], 201);
    expect(withTent.meta.discounts![TENTS]!.amount).toBe(-5980);
    expect(lineOf(withTent, PRODUCTS.pocketTee)[0]!.meta!.display_price).toMatchObject({
      discount: { amount: 0 },
    });
  });

  it('applies promotions one after another', async () => {
    const body = await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [product(PRODUCTS.twoPersonTent), promo('TENTS20'), promo('SPRING10')],
      201,
    );
    // 29900 − 20% = 23920; then 10% of that = 2392.
    expect(body.meta.discounts).toMatchObject({ [TENTS]: { amount: -5980 }, [SPRING]: { amount: -2392 } });
    expect(body.meta.display_price.with_tax.amount).toBe(29900 - 5980 - 2392);
  });

  it('keeps one of a code applied twice and counts it as one unique item', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee), promo('SPRING10')], 201);
    const again = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [promo('spring10'), promo(' Spring10 ')],
      201,
    );
    expect(again.data.filter((item) => item.type === 'promotion_item')).toHaveLength(1);
    const cart = (await (await svc.request(`/v2/carts/${cartId}`, { token: tokens.implicit })).json()) as {
      data: { meta: { unique_items: number } };
    };
    expect(cart.data.meta.unique_items).toBe(2);
  });

  it('answers an unknown code with a 404 item error', async () => {
    const alone = await addToCart(svc, tokens.implicit, newCartId(), [promo('NOPE')]);
    expect(alone.status).toBe(404);
    expect(await firstError(alone)).toMatchObject({ status: '404', meta: { index: 0, id: 'NOPE' } });
    const beside = await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [product(PRODUCTS.pocketTee), promo('NOPE')],
      201,
    );
    expect(beside.errors).toEqual([
      expect.objectContaining({ status: '404', meta: expect.objectContaining({ index: 1 }) }),
    ]);
  });

  it('takes a code off with DELETE …/discounts/{code} or DELETE …/items/{id}', async () => {
    const cartId = newCartId();
    const added = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.pocketTee), promo('SPRING10'), promo('TAKE5')],
      201,
    );
    const removed = await svc.request(`/v2/carts/${cartId}/discounts/spring10`, {
      method: 'DELETE',
      token: tokens.implicit,
    });
    // As the vendor answers: 204 and no body; the items read after it have the other code only.
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect(Object.keys((await cartItems(svc, tokens.implicit, cartId)).meta.discounts ?? {})).toEqual([
      TAKE5,
    ]);
    expect(
      (
        await svc.request(`/v2/carts/${cartId}/discounts/SPRING10`, {
          method: 'DELETE',
          token: tokens.implicit,
        })
      ).status,
    ).toBe(404);
    const take5 = added.data.find((item) => item.code === 'TAKE5')!;
    expect(
      (
        await svc.request(`/v2/carts/${cartId}/items/${take5.id}`, {
          method: 'DELETE',
          token: tokens.implicit,
        })
      ).status,
    ).toBe(200);
    const left = await cartItems(svc, tokens.implicit, cartId);
    expect(left.meta.discounts).toEqual({});
    expect(left.meta.display_price.with_tax.amount).toBe(2400);
    const put = await svc.request(`/v2/carts/${cartId}/items/${take5.id}`, {
      method: 'PUT',
      token: tokens.implicit,
      json: { data: { type: 'cart_item', quantity: 2 } },
    });
    expect(put.status).toBe(404);
  });
});
