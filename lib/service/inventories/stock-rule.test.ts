import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type TestService } from '../testing/harness';
import {
  addExpecting,
  addToCart,
  allTokens,
  CHECKOUT,
  cartItems,
  lineOf,
  newCartId,
  product,
  PRODUCTS,
  startCartService,
  type Tokens,
} from '../testing/carts';
import { DEMO_CATALOG } from '../demo/catalog/ids';
import { DEMO_STOCK } from '../demo/stock';

/**
 * Issue 27 point 1: a cart never holds more of a product than is in stock (the vendor's 400
 * "Insufficient stock"); a product without stock kept is not limited. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
let svc: TestService;
let tokens: Tokens;
beforeAll(async () => {
  svc = await startCartService();
  tokens = await allTokens(svc);
});
afterAll(() => svc?.close());

const { saladBowl, classicTeeSmallWhite } = DEMO_STOCK.low; // 3 each
const { floorLamp, classicTeeLargeWhite } = DEMO_STOCK.soldOut;

const putQuantity = (cartId: string, itemId: string, quantity: number) =>
  svc.request(`/v2/carts/${cartId}/items/${itemId}`, {
    method: 'PUT',
    token: tokens.implicit,
    json: { data: { type: 'cart_item', quantity } },
  });

describe('adding past stock', () => {
  it('adds up to what is available, then refuses more with 400 Insufficient stock, the cart unchanged', async () => {
    const cartId = newCartId('stock');
    await addExpecting(svc, tokens.implicit, cartId, [product(saladBowl, 2)], 201);
    const over = await addToCart(svc, tokens.implicit, cartId, [product(saladBowl, 2)]);
    expect(over.status).toBe(400);
    const error = await firstError(over);
    expect(error).toMatchObject({
      status: '400',
      title: 'Insufficient stock',
      meta: { id: saladBowl, available: 3 },
    });
    expect(error.detail).toBe(
      'There is not enough stock to add Olive Wood Salad Bowl to your cart: 3 available, and the cart would hold 4',
    );
    expect(lineOf(await cartItems(svc, tokens.implicit, cartId), saladBowl)[0]!.quantity).toBe(2);
    await addExpecting(svc, tokens.implicit, cartId, [product(saladBowl, 1)], 201);
  });

  it('refuses a sold-out product or variant outright, and says it is out of stock', async () => {
    for (const id of [floorLamp, classicTeeLargeWhite]) {
      const response = await addToCart(svc, tokens.implicit, newCartId('sold-out'), [product(id)]);
      expect(response.status).toBe(400);
      expect((await firstError(response)).detail).toMatch(/not enough stock .* it is out of stock$/);
    }
  });

  it('counts every line of the product (custom inputs or not), and reports the item among others that are added', async () => {
    const cartId = newCartId('mixed');
    const body = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(classicTeeSmallWhite, 3), product(PRODUCTS.pocketTee), product(classicTeeSmallWhite, 1)],
      201,
    );
    expect(body.errors).toEqual([
      expect.objectContaining({
        status: '400',
        title: 'Insufficient stock',
        meta: expect.objectContaining({ index: 2 }),
      }),
    ]);
    expect(lineOf(body, classicTeeSmallWhite)[0]!.quantity).toBe(3);
    // All or nothing: nothing at all.
    const refused = await addToCart(
      svc,
      tokens.implicit,
      newCartId('all'),
      [product(PRODUCTS.pocketTee), product(floorLamp)],
      {
        allOrNothing: true,
      },
    );
    expect(refused.status).toBe(400);
  });

  it('leaves products without stock kept unlimited: parents, bundles, digital products', async () => {
    const cartId = newCartId('unmanaged');
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.hikingBoot, 500), product(DEMO_CATALOG.products.trailMap, 500)],
      201,
    );
  });

  it('never oversells one cart: parallel adds of a product with 3 left give 3 and refuse the rest', async () => {
    const cartId = newCartId('parallel-stock');
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], 201);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => addToCart(svc, tokens.implicit, cartId, [product(saladBowl)])),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    await Promise.all(responses.map((response) => response.body?.cancel()));
    expect(lineOf(await cartItems(svc, tokens.implicit, cartId), saladBowl)[0]!.quantity).toBe(3);
  });
});

describe('changing a quantity past stock', () => {
  it('refuses a PUT above what is available (400 envelope), and allows lowering it', async () => {
    const cartId = newCartId('put-stock');
    const body = await addExpecting(svc, tokens.implicit, cartId, [product(saladBowl, 2)], 201);
    const itemId = lineOf(body, saladBowl)[0]!.id;
    const over = await putQuantity(cartId, itemId, 5);
    expect(over.status).toBe(400);
    expect(await firstError(over)).toMatchObject({
      title: 'Insufficient stock',
      detail: expect.stringContaining('3 available, and the cart would hold 5'),
      meta: { id: saladBowl, available: 3 },
    });
    expect((await putQuantity(cartId, itemId, 3)).status).toBe(200);
    expect((await putQuantity(cartId, itemId, 1)).status).toBe(200);
    expect(lineOf(await cartItems(svc, tokens.implicit, cartId), saladBowl)[0]!.quantity).toBe(1);
  });

  it('refuses a bulk change that takes any product past its stock, and changes nothing', async () => {
    const cartId = newCartId('bulk-stock');
    const body = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(saladBowl, 1), product(PRODUCTS.pocketTee, 1)],
      201,
    );
    const [bowl, tee] = [lineOf(body, saladBowl)[0]!.id, lineOf(body, PRODUCTS.pocketTee)[0]!.id];
    const bulk = await svc.request(`/v2/carts/${cartId}/items`, {
      method: 'PUT',
      token: tokens.implicit,
      json: {
        data: [
          { id: tee, quantity: 4 },
          { id: bowl, quantity: 9 },
        ],
      },
    });
    expect(bulk.status).toBe(400);
    expect((await firstError(bulk)).title).toBe('Insufficient stock');
    const after = await cartItems(svc, tokens.implicit, cartId);
    expect(lineOf(after, PRODUCTS.pocketTee)[0]!.quantity).toBe(1);
    expect(lineOf(after, saladBowl)[0]!.quantity).toBe(1);
  });
});

describe('checking out past stock', () => {
  it('refuses a cart that holds more than is left (here after a merge) with 400, and places no order', async () => {
    const [guest, mine] = [newCartId('merge-from'), newCartId('merge-into')];
    await addExpecting(svc, tokens.implicit, guest, [product(saladBowl, 2)], 201);
    await addExpecting(svc, tokens.implicit, mine, [product(saladBowl, 2)], 201);
    await addExpecting(svc, tokens.implicit, mine, [{ type: 'cart_items', cart_id: guest }], 201);
    expect(lineOf(await cartItems(svc, tokens.implicit, mine), saladBowl)[0]!.quantity).toBe(4);
    const response = await svc.request(`/v2/carts/${mine}/checkout`, {
      method: 'POST',
      token: tokens.implicit,
      json: CHECKOUT,
    });
    expect(response.status).toBe(400);
    expect(await firstError(response)).toMatchObject({ title: 'Insufficient stock', meta: { available: 3 } });
    expect(lineOf(await cartItems(svc, tokens.implicit, mine), saladBowl)[0]!.quantity).toBe(4);
  });
});

describe('stock of several products at once (POST /v2/inventories/multiple)', () => {
  it('answers the products that have stock kept, in the order named', async () => {
    const response = await svc.request('/v2/inventories/multiple', {
      method: 'POST',
      token: tokens.implicit,
      json: {
        data: [
          { id: floorLamp },
          { id: PRODUCTS.hikingBoot },
          { id: saladBowl, type: 'stock' },
          { id: 'nope' },
        ],
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string; attributes: { available: number } }[] };
    expect(body.data.map((stock) => [stock.id, stock.attributes.available])).toEqual([
      [floorLamp, 0],
      [saladBowl, 3],
    ]);
  });

  it('answers 400 with the error envelope for an empty or malformed body', async () => {
    for (const json of [{ data: [] }, { data: [{}] }, {}]) {
      const response = await svc.request('/v2/inventories/multiple', {
        method: 'POST',
        token: tokens.implicit,
        json,
      });
      expect(response.status).toBe(400);
      expect((await firstError(response)).status).toBe('400');
    }
  });
});

describe('listings of what is in stock (in_stock=true)', () => {
  const listedIds = async (query: string) => {
    const response = await svc.request(`/catalog/products?children=false&page[limit]=100&${query}`, {
      token: tokens.implicit,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string }[]; meta: { results: { total: number } } };
    return { ids: body.data.map((entry) => entry.id), total: body.meta.results.total };
  };

  it('leaves out sold-out products and parents whose every variant is sold out, and counts what it lists', async () => {
    const all = await listedIds('');
    const inStock = await listedIds('in_stock=true');
    expect(all.ids).toEqual(expect.arrayContaining([floorLamp, PRODUCTS.hikingBoot]));
    expect(inStock.ids).not.toContain(floorLamp);
    expect(inStock.ids).not.toContain(PRODUCTS.hikingBoot);
    expect(inStock.ids).toEqual(
      expect.arrayContaining([
        saladBowl,
        PRODUCTS.classicTee,
        PRODUCTS.merinoSweater,
        DEMO_CATALOG.products.trailMap,
      ]),
    );
    expect(inStock.total).toBe(all.total - 2);
    expect(inStock.ids).toEqual(all.ids.filter((id) => id !== floorLamp && id !== PRODUCTS.hikingBoot));
    const sorted = await listedIds('in_stock=true&sort=-price');
    expect(sorted.ids).not.toContain(PRODUCTS.hikingBoot);
  });

  it('answers 400 for a value other than true or false', async () => {
    const response = await svc.request('/catalog/products?in_stock=maybe', { token: tokens.implicit });
    expect(response.status).toBe(400);
  });
});
