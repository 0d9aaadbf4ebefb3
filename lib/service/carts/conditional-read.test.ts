import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  addExpecting,
  cartServiceSuite,
  newCartId,
  product,
  PRODUCTS,
  SHIPPING_ADDRESS,
  type AddAnswer,
} from '../testing/carts';

const suite = cartServiceSuite();

const DRAWN = '?include=shipping_methods';

/** GET the cart's items, naming `tag` in If-None-Match when given. */
async function readItems(
  cartId: string,
  tag?: string,
  { token = suite.tokens.implicit, query = DRAWN } = {},
) {
  const response = await suite.svc.request(`/v2/carts/${cartId}/items${query}`, {
    token,
    headers: tag ? { 'If-None-Match': tag } : {},
  });
  const text = await response.text();
  return {
    status: response.status,
    tag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    text,
    body: text ? (JSON.parse(text) as AddAnswer) : undefined,
  };
}

/** What the store's merchandisers change outside any cart (no route of the service edits these). */
const storeChange = (statement: SQL) => suite.svc.service.storage.db.execute(statement);

describe('conditional reads of a cart (If-None-Match, issue 28)', () => {
  it('answers an unchanged cart with 304 and no body, under the tag its last answer carried', async () => {
    const cartId = newCartId();
    await addExpecting(suite.svc, suite.tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const first = await readItems(cartId);
    expect(first.status).toBe(200);
    expect(first.tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.cacheControl).toBe('private, no-cache');

    for (const condition of [first.tag!, `"other", ${first.tag}`, '*']) {
      const again = await readItems(cartId, condition);
      expect(again).toMatchObject({ status: 304, tag: first.tag, text: '' });
    }
    // A tag it never gave is answered in full.
    expect((await readItems(cartId, 'W/"something-else"')).status).toBe(200);
  });

  it('gives another tag, and the cart as it is now, after every change to what the answer shows', async () => {
    const cartId = newCartId();
    await addExpecting(suite.svc, suite.tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    let last = await readItems(cartId);
    const applyPromotion = () =>
      addExpecting(
        suite.svc,
        suite.tokens.implicit,
        cartId,
        [{ type: 'promotion_item', code: 'SPRING10' }],
        201,
      );
    const changes: [string, () => Promise<unknown>][] = [
      [
        'another line',
        () => addExpecting(suite.svc, suite.tokens.implicit, cartId, [product(PRODUCTS.marketTote)], 201),
      ],
      [
        'a quantity',
        async () => {
          const line = last.body!.data.find((item) => item.product_id === PRODUCTS.marketTote)!;
          await suite.svc.request(`/v2/carts/${cartId}/items/${line.id}`, {
            method: 'PUT',
            token: suite.tokens.implicit,
            json: { data: { type: 'cart_item', quantity: 3 } },
          });
        },
      ],
      [
        // A write to a line alone, as no route makes one: the line's own trigger still counts it.
        'a line written without its cart',
        () =>
          storeChange(sql`UPDATE cart_items SET quantity = quantity + 1
                          WHERE cart_id = ${cartId} AND product_id = ${PRODUCTS.pocketTee}`),
      ],
      ['a promotion applied', applyPromotion],
      [
        'the promotion it carries, edited',
        () => storeChange(sql`UPDATE promotions SET percent_basis_points = 2500 WHERE code = 'SPRING10'`),
      ],
      [
        'a store shipping method, repriced',
        () =>
          storeChange(sql`UPDATE shipping_methods SET prices = jsonb_set(prices, '{USD,amount}', '777'::jsonb)
                          WHERE code = 'standard'`),
      ],
      [
        'its cart settings',
        () =>
          suite.svc.request(`/v2/carts/${cartId}`, {
            method: 'PUT',
            token: suite.tokens.implicit,
            json: { data: { name: 'Weekend' } },
          }),
      ],
      [
        'a shipping group',
        () =>
          suite.svc.request(`/v2/carts/${cartId}/shipping-groups`, {
            method: 'POST',
            token: suite.tokens.implicit,
            json: {
              data: { type: 'shipping_group', shipping_type: 'standard', address: SHIPPING_ADDRESS },
            },
          }),
      ],
      [
        'the promotion removed',
        () =>
          suite.svc.request(`/v2/carts/${cartId}/discounts/SPRING10`, {
            method: 'DELETE',
            token: suite.tokens.implicit,
          }),
      ],
      ['a promotion applied again', applyPromotion],
      [
        // Its rows in carts go with it (ON DELETE CASCADE); the store's revision says so.
        'the promotion it carries, deleted from the store',
        () => storeChange(sql`DELETE FROM promotions WHERE code = 'SPRING10'`),
      ],
    ];
    const seen = new Set([last.tag]);
    for (const [change, make] of changes) {
      await make();
      const now = await readItems(cartId, last.tag!);
      expect(now.status, change).toBe(200);
      expect(seen.has(now.tag), change).toBe(false);
      expect(now.text, change).not.toBe(last.text);
      seen.add(now.tag);
      expect((await readItems(cartId, now.tag!)).status, change).toBe(304);
      last = now;
    }
  });

  it('tells an answer with the shipping methods from one without, and follows its products being digital', async () => {
    const cartId = newCartId();
    await addExpecting(suite.svc, suite.tokens.implicit, cartId, [product(PRODUCTS.headlamp)], 201);
    const drawn = await readItems(cartId);
    const plain = await readItems(cartId, undefined, { query: '' });
    expect(plain.tag).not.toBe(drawn.tag);
    expect((await readItems(cartId, drawn.tag!, { query: '' })).status).toBe(200);

    await storeChange(
      sql`UPDATE pcm_products SET commodity_type = 'digital' WHERE id = ${PRODUCTS.headlamp}`,
    );
    const nowDigital = await readItems(cartId, drawn.tag!);
    expect(nowDigital.status).toBe(200);
    // Nothing left to deliver: the methods are offered otherwise.
    expect(nowDigital.body!.included?.shipping_methods).not.toEqual(drawn.body!.included?.shipping_methods);
    await storeChange(
      sql`UPDATE pcm_products SET commodity_type = 'physical' WHERE id = ${PRODUCTS.headlamp}`,
    );
  });

  it('answers 304 only to a caller who may see the cart, and never for a cart that expired', async () => {
    const cartId = newCartId();
    await addExpecting(suite.svc, suite.tokens.ada, cartId, [product(PRODUCTS.pocketTee)], 201);
    const { tag } = await readItems(cartId, undefined, { token: suite.tokens.ada });
    expect((await readItems(cartId, tag!, { token: suite.tokens.ada })).status).toBe(304);
    for (const token of [suite.tokens.grace, suite.tokens.implicit])
      expect((await readItems(cartId, tag!, { token })).status).toBe(404);

    await storeChange(sql`UPDATE carts SET updated_at = now() - interval '400 days' WHERE id = ${cartId}`);
    const expired = await readItems(cartId, tag!, { token: suite.tokens.ada });
    expect(expired.status).toBe(200);
    expect(expired.body!.data).toEqual([]);
    expect(expired.tag).toBeNull();
  });

  it('gives no tag for a cart that is not there yet', async () => {
    const unknown = await readItems(newCartId(), 'W/"anything"');
    expect(unknown).toMatchObject({ status: 200, tag: null });
    expect(unknown.body!.data).toEqual([]);
  });
});
