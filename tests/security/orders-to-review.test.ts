import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestService } from '@/lib/service/testing/harness';
import {
  addExpecting,
  allTokens,
  catalogPricing,
  checkoutCart,
  customItem,
  newCartId,
  PRODUCTS,
  startCartService,
  type Tokens,
} from '@/lib/service/testing/carts';

/**
 * Issue 24 point 12: a custom item may carry any price (the spec allows it), so an order whose
 * custom item names a catalog product (its SKU or its name) at another price is marked for review
 * in the order's meta, which the administrator reads, and listed by `GET /v2/orders?review=required`.
 */
let svc: TestService;
let tokens: Tokens;
let mug: { name: string; sku: string; amount: number };

beforeAll(async () => {
  svc = await startCartService();
  tokens = await allTokens(svc);
  const response = await svc.request(`/catalog/products/${PRODUCTS.stonewareMug}`, {
    token: tokens.implicit,
  });
  const { attributes } = ((await response.json()) as { data: { attributes: { name: string; sku: string } } })
    .data;
  const { price } = await catalogPricing(svc, tokens.implicit, PRODUCTS.stonewareMug);
  mug = { name: attributes.name, sku: attributes.sku, amount: price.USD!.amount };
});
afterAll(() => svc?.close());

interface ReviewedOrder {
  id: string;
  meta: { review?: { required: boolean; reasons: { item: { name: string }; product: { id: string } }[] } };
}

async function placeWith(items: unknown[]): Promise<string> {
  const cartId = newCartId('review');
  await addExpecting(svc, tokens.implicit, cartId, items, 201);
  return (await checkoutCart(svc, tokens.implicit, cartId)).data.id;
}

const adminOrder = async (id: string) =>
  ((await (await svc.request(`/v2/orders/${id}`, { token: tokens.admin })).json()) as { data: ReviewedOrder })
    .data;

const toReview = async () =>
  (
    (await (
      await svc.request('/v2/orders?review=required&page[limit]=100', { token: tokens.admin })
    ).json()) as { data: ReviewedOrder[] }
  ).data.map((order) => order.id);

describe('orders with custom items at another price than the catalog’s', () => {
  it('are marked for review and listed for the administrator; honest ones are not', async () => {
    const bySku = await placeWith([customItem('Anything', 1, { sku: mug.sku })]);
    const byName = await placeWith([customItem(` ${mug.name.toUpperCase()} `, mug.amount - 1)]);
    const atCatalogPrice = await placeWith([customItem(mug.name, mug.amount, { sku: mug.sku })]);
    const unrelated = await placeWith([customItem('Gift wrap', 300, { sku: 'WRAP' })]);

    for (const id of [bySku, byName]) {
      const order = await adminOrder(id);
      expect(order.meta.review?.required).toBe(true);
      expect(order.meta.review?.reasons[0]?.product.id).toBe(PRODUCTS.stonewareMug);
    }
    for (const id of [atCatalogPrice, unrelated]) expect((await adminOrder(id)).meta.review).toBeUndefined();

    const listed = await toReview();
    expect(listed).toEqual(expect.arrayContaining([bySku, byName]));
    expect(listed).not.toContain(atCatalogPrice);
    expect(listed).not.toContain(unrelated);

    // The shopper's own view of the order does not carry the review, and they cannot list others'.
    const shopperView = (await (
      await svc.request(`/v2/orders/${bySku}`, { token: tokens.implicit })
    ).json()) as { data?: ReviewedOrder };
    expect(shopperView.data?.meta.review).toBeUndefined();
    const adasList = (await (
      await svc.request('/v2/orders?review=required', { token: tokens.ada })
    ).json()) as { data: ReviewedOrder[] };
    expect(adasList.data.map((order) => order.id)).not.toContain(bySku);
  });
});
