import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import type { TestService } from '../testing/harness';
import { randomCartId, sdkGateway, startSdkService } from '../testing/vendor-sdks';

/** Issue 14 points 1, 6 (cart and order calls) and 10, through the gateway (`@elasticpath/js-sdk`). */
const PRODUCTS = DEMO_CATALOG.products;
const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  line_1: '12 St James Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  country: 'GB',
};

let svc: TestService;
beforeAll(async () => {
  svc = await startSdkService();
});
afterAll(() => svc?.close());

describe('the gateway on carts', () => {
  it('reads a random, never-used cart id as a new, empty cart (point 1)', async () => {
    const ep = sdkGateway(svc);
    const cartId = randomCartId();
    const cart = await ep.Cart(cartId).Get();
    expect(cart.data).toMatchObject({
      id: cartId,
      type: 'cart',
      meta: { display_price: { with_tax: { amount: 0 } } },
    });
    const items = await ep.Cart(cartId).Items();
    expect(items.data).toEqual([]);
    expect(items.meta.display_price.with_tax.amount).toBe(0);
    // Reading stored nothing: the first add still makes the cart, in the currency it asks for.
    const added = await sdkGateway(svc, { currency: 'EUR' }).Cart(cartId).AddProduct(PRODUCTS.pocketTee, 1);
    expect(added.data[0]!.unit_price.currency).toBe('EUR');
  });

  it('answers include=items in included.items, comma-joined or repeated (point 10)', async () => {
    const ep = sdkGateway(svc);
    const cartId = randomCartId();
    await ep.Cart(cartId).AddProduct(PRODUCTS.pocketTee, 2);
    const cart = await ep.Cart(cartId).With('items').Get();
    expect(cart.included?.items).toHaveLength(1);
    expect(cart.included?.items?.[0]).toMatchObject({ product_id: PRODUCTS.pocketTee, quantity: 2 });
    const repeated = await svc.request(`/v2/carts/${cartId}?include=items&include=promotions`, {
      token: await svc.token('implicit'),
    });
    expect(repeated.status).toBe(200);
    const body = (await repeated.json()) as { included: { items: { quantity: number }[] } };
    expect(body.included.items.map((item) => item.quantity)).toEqual([2]);
    const bad = await svc.request(`/v2/carts/${cartId}?include=everything`, {
      token: await svc.token('implicit'),
    });
    expect(bad.status).toBe(400);
  });

  it('updates several quantities at once, empties a cart and deletes one (point 6)', async () => {
    const ep = sdkGateway(svc);
    const cartId = randomCartId();
    await ep.Cart(cartId).AddProduct(PRODUCTS.pocketTee, 1);
    const added = await ep.Cart(cartId).AddProduct(PRODUCTS.hikingBoot, 1);
    const [tee, boot] = [PRODUCTS.pocketTee, PRODUCTS.hikingBoot].map((productId) =>
      added.data.find((item) => item.product_id === productId)!,
    );
    // 200 with no body, as cart_checkout.yaml documents it: the cart's items are read again.
    await ep.Cart(cartId).UpdateItems([
      { id: tee!.id, quantity: 3 },
      { id: boot!.id, quantity: 0 },
    ]);
    const updated = await ep.Cart(cartId).Items();
    expect(updated.data.map((item) => [item.product_id, item.quantity])).toEqual([[PRODUCTS.pocketTee, 3]]);

    // One unknown item: nothing changes, and the SDK hands back the error envelope.
    await expect(
      ep.Cart(cartId).UpdateItems([
        { id: tee!.id, quantity: 5 },
        { id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ]),
    ).rejects.toMatchObject({ errors: [{ status: '404' }] });
    expect((await ep.Cart(cartId).Items()).data[0]!.quantity).toBe(3);

    // 204 with no body, as cart_checkout.yaml documents it: the cart's items are read again.
    await ep.Cart(cartId).RemoveAllItems();
    expect((await ep.Cart(cartId).Items()).data).toEqual([]);
    expect((await ep.Cart(cartId).Get()).data.meta?.display_price?.with_tax?.amount).toBe(0);

    await ep.Cart(cartId).AddProduct(PRODUCTS.pocketTee, 1);
    await ep.Cart(cartId).Delete();
    expect((await ep.Cart(cartId).Items()).data).toEqual([]);
  });

  it('checks out and reads the order’s items (point 6)', async () => {
    const ep = sdkGateway(svc);
    const cartId = randomCartId();
    await ep.Cart(cartId).AddProduct(PRODUCTS.pocketTee, 2);
    const order = await ep.Cart(cartId).Checkout({ email: 'ada@example.com', name: 'Ada Lovelace' }, ADDRESS);
    expect(order.data).toMatchObject({ type: 'order', status: 'incomplete', payment: 'unpaid' });
    const items = await ep.Orders.Items(order.data.id);
    expect(items.data).toHaveLength(1);
    expect(items.data[0]).toMatchObject({ product_id: PRODUCTS.pocketTee, quantity: 2 });
    await expect(ep.Orders.Items('no-such-order')).rejects.toMatchObject({ errors: [{ status: '404' }] });
  });
});
