import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemsResponse } from '@/lib/commerce/schemas/carts';
import { DEMO_CATALOG, demoId } from '../demo/catalog/ids';
import { BUNDLES } from '../demo/catalog/data';
import { firstError, type TestService } from '../testing/harness';
import {
  addExpecting,
  addToCart,
  allTokens,
  cartItems,
  catalogPricing,
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

describe('adding products (spec 4.4, 2.8)', () => {
  it('creates the cart on its first add and answers every field of spec 2.8', async () => {
    const cartId = newCartId();
    const body = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.twoPersonTent, 2)], 201);
    expect(cartItemsResponse.safeParse(body).success).toBe(true);
    expect(body.data).toHaveLength(1);
    const item = body.data[0]!;
    expect(item).toMatchObject({
      type: 'cart_item',
      product_id: PRODUCTS.twoPersonTent,
      name: 'Two-Person Tent',
      description: 'A light, freestanding tent for two.',
      sku: 'TWO-PERSON-TENT',
      slug: expect.any(String),
      quantity: 2,
      catalog_id: DEMO_CATALOG.catalogs.standard,
      catalog_source: 'pim',
      manage_stock: false,
      unit_price: { amount: 29900, currency: 'USD', includes_tax: false },
      value: { amount: 59800, currency: 'USD', includes_tax: false },
      custom_inputs: {},
      links: { product: `${svc.baseUrl}/catalog/products/${PRODUCTS.twoPersonTent}` },
    });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.image).toMatchObject({ mime_type: 'image/svg+xml', file_name: expect.any(String) });
    expect(item.image!.href.startsWith(`${svc.baseUrl}/files/`)).toBe(true);
    expect(
      (await svc.request(item.image!.href.slice(svc.baseUrl.length), { token: tokens.implicit })).status,
    ).toBe(200);
    // Spec 2.8's line amounts, each group also holding the vendor's `unit` and line `value`.
    const usd = (amount: number, formatted: string) => ({ amount, currency: 'USD', formatted });
    const group = (unit: number, line: number, unitText: string, lineText: string) => ({
      ...usd(line, lineText),
      unit: usd(unit, unitText),
      value: usd(line, lineText),
    });
    expect(item.meta?.display_price).toEqual({
      with_tax: group(29900, 59800, '$299.00', '$598.00'),
      without_tax: group(29900, 59800, '$299.00', '$598.00'),
      tax: group(0, 0, '$0.00', '$0.00'),
      discount: group(0, 0, '$0.00', '$0.00'),
      without_discount: group(29900, 59800, '$299.00', '$598.00'),
    });
    expect(item.meta?.timestamps).toEqual({ created_at: expect.any(String), updated_at: expect.any(String) });
    expect(body.meta.display_price.with_tax).toEqual({
      amount: 59800,
      currency: 'USD',
      formatted: '$598.00',
    });
    expect(body.meta.discounts).toEqual({});
    const { created_at, updated_at, expires_at } = body.meta.timestamps;
    expect(Date.parse(expires_at) - Date.parse(updated_at)).toBe(7 * 24 * 3600 * 1000);
    expect(Date.parse(created_at)).toBeLessThanOrEqual(Date.parse(updated_at));
  });

  it('finds a product by sku, and grows the line when the same product is added again', async () => {
    const cartId = newCartId();
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      { type: 'cart_item', sku: 'POCKET-TEE', quantity: 1 },
      201,
    );
    const body = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 2)], 201);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      product_id: PRODUCTS.pocketTee,
      quantity: 3,
      value: { amount: 7200 },
    });
  });

  it('applies tiers by quantity and uses a running sale’s price', async () => {
    const { price, tiers } = await catalogPricing(svc, tokens.implicit, PRODUCTS.castIronSkillet);
    const pair = tiers.pair!;
    expect(pair.minimum_quantity).toBe(2);
    const cartId = newCartId();
    const one = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.castIronSkillet, 1)], 201);
    expect(one.data[0]!.unit_price!.amount).toBe(price.USD!.amount);
    const two = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.castIronSkillet, 1)], 201);
    expect(two.data[0]).toMatchObject({
      quantity: 2,
      unit_price: { amount: pair.price.USD!.amount },
      value: { amount: 2 * pair.price.USD!.amount },
    });
    expect(pair.price.USD!.amount).toBeLessThan(price.USD!.amount);

    // The midi dress is on sale in the standard catalog: the sale price is charged.
    const sale = await catalogPricing(svc, tokens.implicit, PRODUCTS.midiDress);
    const dress = await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [product(PRODUCTS.midiDress, 1)],
      201,
    );
    expect(dress.data[0]!.unit_price!.amount).toBe(sale.price.USD!.amount);
    expect(sale.price.USD!.amount).toBe(6900);
  });

  it('prices in the catalog the shopper’s context selects', async () => {
    const body = await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [product(PRODUCTS.pocketTee, 1)],
      201,
      { headers: { 'Vendor-Channel': 'mobile' } },
    );
    expect(body.data[0]).toMatchObject({ catalog_id: DEMO_CATALOG.catalogs.member });
    expect(body.data[0]!.unit_price!.amount).toBeLessThan(2400);
  });

  it('takes its currency from X-Currency on the first add and keeps it', async () => {
    const cartId = newCartId();
    const body = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 1)], 201, {
      headers: { 'X-Currency': 'EUR' },
    });
    expect(body.data[0]!.unit_price).toEqual({ amount: 2199, currency: 'EUR', includes_tax: true });
    expect(body.meta.display_price.with_tax.formatted).toBe('€21.99');
    // A later X-Currency does not change a cart's currency (spec 3.3 rule 1).
    const later = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 1)], 201, {
      headers: { 'X-Currency': 'GBP' },
    });
    expect(later.data[0]!.value).toEqual({ amount: 4398, currency: 'EUR', includes_tax: true });
  });

  it('refuses a product without a price in the cart’s currency with 400 (spec §7)', async () => {
    const cartId = newCartId();
    const response = await addToCart(svc, tokens.implicit, cartId, [product(PRODUCTS.henley, 1)], {
      headers: { 'X-Currency': 'GBP' },
    });
    expect(response.status).toBe(400);
    const error = await firstError(response);
    expect(error).toMatchObject({ status: '400', meta: { index: 0, id: PRODUCTS.henley } });
    expect(error.detail).toMatch(/no price in GBP/);
    // Nothing was added: the cart still reads as an empty one.
    expect((await cartItems(svc, tokens.implicit, cartId)).data).toEqual([]);
  });

  it('answers 404 for an unknown product, a draft, or a malformed id', async () => {
    for (const item of [
      product('00000000-0000-4000-8000-000000000000'),
      product(PRODUCTS.insulatedParka),
      { type: 'cart_item', sku: 'NO-SUCH-SKU', quantity: 1 },
    ]) {
      const response = await addToCart(svc, tokens.implicit, newCartId(), [item]);
      expect(response.status, JSON.stringify(item)).toBe(404);
      expect((await firstError(response)).meta).toMatchObject({ index: 0 });
    }
  });

  it('refuses bad items with 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ type: 'cart_item', id: PRODUCTS.pocketTee, quantity: 0 }, /data\.0\.quantity/],
      [{ type: 'cart_item', id: PRODUCTS.pocketTee, quantity: 1.5 }, /data\.0\.quantity/],
      [{ type: 'cart_item', id: PRODUCTS.pocketTee, quantity: 100_001 }, /data\.0\.quantity/],
      [{ type: 'cart_item', quantity: 1 }, /data\.0\.id.*one of id or sku/],
      [{ type: 'cart_item', id: 'not-a-uuid', quantity: 1 }, /data\.0\.id/],
      [{ type: 'basket_item', id: PRODUCTS.pocketTee, quantity: 1 }, /data\.0\.type/],
      [
        { type: 'cart_item', id: PRODUCTS.pocketTee, quantity: 1, custom_inputs: { engraving: 5 } },
        /data\.0\.custom_inputs\.engraving/,
      ],
    ];
    for (const [item, detail] of cases) {
      const response = await addToCart(svc, tokens.implicit, newCartId(), [item]);
      expect(response.status, JSON.stringify(item)).toBe(400);
      expect((await firstError(response)).detail).toMatch(detail);
    }
  });

  it('refuses a malformed request as a whole with 400', async () => {
    const cartId = newCartId();
    const bodies: [unknown, RegExp][] = [
      [{}, /data/],
      [{ data: [] }, /data/],
      [{ data: 'tent' }, /data/],
      [{ data: Array.from({ length: 101 }, () => product(PRODUCTS.pocketTee)) }, /data/],
      [
        { data: [product(PRODUCTS.pocketTee)], options: { add_all_or_nothing: 'yes' } },
        /options\.add_all_or_nothing/,
      ],
    ];
    for (const [json, detail] of bodies) {
      const response = await svc.request(`/v2/carts/${cartId}/items`, {
        method: 'POST',
        token: tokens.implicit,
        json,
      });
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect((await firstError(response)).detail).toMatch(detail);
    }
    const noBody = await svc.request(`/v2/carts/${cartId}/items`, { method: 'POST', token: tokens.implicit });
    expect(noBody.status).toBe(400);
    const badJson = await svc.request(`/v2/carts/${cartId}/items`, {
      method: 'POST',
      token: tokens.implicit,
      body: '{"data":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    const notJson = await svc.request(`/v2/carts/${cartId}/items`, {
      method: 'POST',
      token: tokens.implicit,
      body: 'data=1',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    const badCurrency = await addToCart(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee)], {
      headers: { 'X-Currency': 'EURO' },
    });
    expect(badCurrency.status).toBe(400);
    expect((await firstError(badCurrency)).detail).toMatch(/X-Currency/);
  });

  it('takes cart ids of 1–64 characters of A-Za-z0-9_- and refuses others with 400', async () => {
    for (const id of ['a', 'A_b-9', 'x'.repeat(64)]) {
      await addExpecting(svc, tokens.implicit, id, [product(PRODUCTS.marketTote)], 201);
    }
    for (const id of ['x'.repeat(65), 'has.dot', 'sp%20ace', 'caf%C3%A9']) {
      const response = await addToCart(svc, tokens.implicit, id, [product(PRODUCTS.marketTote)]);
      expect(response.status, id).toBe(400);
      expect((await firstError(response)).detail).toMatch(/cartID/);
    }
  });

  it('needs a token, and answers GET items of an unknown cart as an empty cart', async () => {
    const response = await svc.request(`/v2/carts/${newCartId()}/items`, {
      method: 'POST',
      json: { data: [product(PRODUCTS.pocketTee)] },
    });
    expect(response.status).toBe(401);
    const unknown = await svc.request(`/v2/carts/${newCartId()}/items`, { token: tokens.implicit });
    expect(unknown.status).toBe(200);
    expect(((await unknown.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('answers GET items in the same shape as the add', async () => {
    const cartId = newCartId();
    const added = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 2)], 201);
    const read = await cartItems(svc, tokens.implicit, cartId);
    expect(read).toEqual(added);
  });
});

describe('custom inputs on products (spec 4.4 rule 5, 3.3 rule 4)', () => {
  const mug = (engraving: unknown, quantity = 1) =>
    product(PRODUCTS.stonewareMug, quantity, { custom_inputs: { engraving } });

  it('stores the inputs, grows a line with the same ones and keeps different ones apart', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [mug('For Ada')], 201);
    await addExpecting(svc, tokens.implicit, cartId, [mug('For Ada', 2)], 201);
    const body = await addExpecting(svc, tokens.implicit, cartId, [mug('For Grace')], 201);
    const lines = lineOf(body, PRODUCTS.stonewareMug);
    expect(lines.map((line) => [line.custom_inputs, line.quantity])).toEqual([
      [{ engraving: 'For Ada' }, 3],
      [{ engraving: 'For Grace' }, 1],
    ]);
  });

  it('refuses missing required inputs, unknown inputs and texts over max_length with 422 naming the input', async () => {
    const cases: [unknown, RegExp, string, string?][] = [
      [product(PRODUCTS.stonewareMug), /"engraving" is required/, 'engraving'],
      [mug('   '), /"engraving" is required/, 'engraving'],
      [mug('x'.repeat(31)), /"engraving" must be at most 30 characters/, 'engraving'],
      [
        product(PRODUCTS.stonewareMug, 1, { custom_inputs: { engraving: 'ok', colour: 'red' } }),
        /"colour" is not an input/,
        'colour',
      ],
      [
        product(PRODUCTS.pocketTee, 1, { custom_inputs: { note: 'hi' } }),
        /"note" is not an input .* it takes none/,
        'note',
      ],
      [
        product(PRODUCTS.canvasTote, 1, { custom_inputs: { gift_note: 'For you' } }),
        /"monogram" is required/,
        'monogram',
      ],
    ];
    for (const [item, detail, input] of cases) {
      const response = await addToCart(svc, tokens.implicit, newCartId(), [item]);
      expect(response.status, JSON.stringify(item)).toBe(422);
      const error = await firstError(response);
      expect(error.detail).toMatch(detail);
      expect(error.meta).toMatchObject({ index: 0, input });
    }
  });

  it('holds every text to 255 characters (422), even where the product allows 255', async () => {
    const tote = (giftNote: string) =>
      product(PRODUCTS.canvasTote, 1, { custom_inputs: { monogram: 'AL', gift_note: giftNote } });
    await addExpecting(svc, tokens.implicit, newCartId(), [tote('x'.repeat(255))], 201);
    const response = await addToCart(svc, tokens.implicit, newCartId(), [tote('x'.repeat(256))]);
    expect(response.status).toBe(422);
    expect((await firstError(response)).detail).toMatch(/custom_inputs\.gift_note/);
  });

  it('takes an optional input or none', async () => {
    const cartId = newCartId();
    await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.baseballCap, 1)], 201);
    const body = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [product(PRODUCTS.baseballCap, 1, { custom_inputs: { embroidery: 'ADA' } })],
      201,
    );
    expect(lineOf(body, PRODUCTS.baseballCap).map((line) => line.custom_inputs)).toEqual([
      {},
      { embroidery: 'ADA' },
    ]);
  });
});

describe('bundles (spec 4.4 rule 2, 2.8 bundle_configuration)', () => {
  const kit = (selected?: Record<string, Record<string, number>>, quantity = 1) =>
    product(
      PRODUCTS.weekendCampingKit,
      quantity,
      selected ? { bundle_configuration: { selected_options: selected } } : {},
    );

  it('adds every demo bundle as it opens, with its default selection', async () => {
    for (const bundle of BUNDLES) {
      const response = await addToCart(svc, tokens.implicit, newCartId(), [
        product(demoId.product(bundle.key), 1),
      ]);
      expect(response.status, `${bundle.name}: ${await response.clone().text()}`).toBe(201);
    }
  });

  it('takes components by name or id, fills in defaults, and keeps each selection on its own line', async () => {
    const cartId = newCartId();
    const byName = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [kit({ Tent: { [PRODUCTS.familyTent]: 1 }, Extras: { [PRODUCTS.headlamp]: 2 } })],
      201,
    );
    expect(byName.data[0]!.bundle_configuration).toEqual({
      selected_options: {
        tent: { [PRODUCTS.familyTent]: 1 },
        sleeping: { [PRODUCTS.sleepingBag]: 1 },
        extras: { [PRODUCTS.headlamp]: 2 },
      },
    });
    // The same selection by component id lands on the same line.
    const byId = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [
        kit({
          tent: { [PRODUCTS.familyTent]: 1 },
          extras: { [PRODUCTS.headlamp]: 2, [PRODUCTS.campPillow]: 0 },
        }),
      ],
      201,
    );
    expect(byId.data).toHaveLength(1);
    expect(byId.data[0]!.quantity).toBe(2);
    // The defaults are another selection: another line.
    const defaults = await addExpecting(svc, tokens.implicit, cartId, [kit()], 201);
    expect(defaults.data).toHaveLength(2);
    expect(defaults.data[1]!.bundle_configuration).toEqual({
      selected_options: { tent: { [PRODUCTS.twoPersonTent]: 1 }, sleeping: { [PRODUCTS.sleepingBag]: 1 } },
    });
    expect(defaults.data[1]!.unit_price!.amount).toBe(54900);
  });

  it('refuses selections that break the bundle’s rules with 422 naming the component', async () => {
    const cases: [unknown, RegExp, string, string?][] = [
      [kit({ Stove: { [PRODUCTS.headlamp]: 1 } }), /component "Stove" is not a component/, 'Stove'],
      [kit({ Tent: { [PRODUCTS.headlamp]: 1 } }), /not an option of bundle component "Tent"/, 'Tent', 'tent'],
      [
        kit({ Tent: { [PRODUCTS.twoPersonTent]: 1, [PRODUCTS.familyTent]: 1 } }),
        /"Tent" needs exactly 1 selected, not 2/,
        'Tent',
        'tent',
      ],
      [kit({ Tent: {} }), /"Tent" needs exactly 1 selected, not 0/, 'Tent', 'tent'],
      [
        kit({ 'Sleeping bag': { [PRODUCTS.sleepingBag]: 3 } }),
        /"Sleeping bag" needs between 1 and 2 selected, not 3/,
        'Sleeping bag',
        'sleeping',
      ],
      [
        kit({ Extras: { [PRODUCTS.headlamp]: 2, [PRODUCTS.campPillow]: 1 } }),
        /"Extras" needs between 0 and 2 selected, not 3/,
        'Extras',
        'extras',
      ],
      [
        product(PRODUCTS.pocketTee, 1, {
          bundle_configuration: { selected_options: { Tees: { [PRODUCTS.pocketTee]: 1 } } },
        }),
        /not a bundle/,
        '',
      ],
      // One pocket tee does not reach the tee three-pack's minimum of 3.
      [
        product(PRODUCTS.teeThreePack, 1, {
          bundle_configuration: { selected_options: { Tees: { [PRODUCTS.pocketTee]: 1 } } },
        }),
        /"Tees" needs exactly 3 selected, not 1/,
        'Tees',
        'tees',
      ],
    ];
    for (const [item, detail, component, key] of cases) {
      const response = await addToCart(svc, tokens.implicit, newCartId(), [item]);
      expect(response.status, JSON.stringify(item)).toBe(422);
      const error = await firstError(response);
      expect(error.detail).toMatch(detail);
      if (component) expect(error.meta).toMatchObject({ component });
      // The component's key too, which a storefront showing other words for it places by.
      if (key) expect(error.meta).toMatchObject({ component_key: key });
    }
  });

  it('refuses negative or fractional option quantities with 400', async () => {
    for (const quantity of [-1, 0.5]) {
      const response = await addToCart(svc, tokens.implicit, newCartId(), [
        kit({ Tent: { [PRODUCTS.twoPersonTent]: quantity } }),
      ]);
      expect(response.status).toBe(400);
      expect((await firstError(response)).detail).toMatch(/bundle_configuration\.selected_options\.Tent/);
    }
  });
});
