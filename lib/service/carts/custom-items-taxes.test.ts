import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemsResponse } from '@/lib/commerce/schemas/carts';
import { firstError, type TestService } from '../testing/harness';
import {
  addExpecting,
  addToCart,
  allTokens,
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

const cartMeta = async (cartId: string, token = tokens.implicit) => {
  const response = await svc.request(`/v2/carts/${cartId}`, { token });
  return ((await response.json()) as { data: { meta: { unique_items: number; item_count: number } } }).data
    .meta;
};

describe('custom items (spec 4.4 rule 1, 3.3 rule 5, DESIGN.md §3)', () => {
  it('adds a custom item with an implicit token; its price groups hold unit and value', async () => {
    const body = await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [
        {
          type: 'custom_item',
          name: 'Gift wrap',
          sku: 'GIFT-WRAP',
          description: 'Recycled paper',
          quantity: 3,
          price: { amount: 250 },
          custom_inputs: { note: { to: 'Ada' } },
        },
      ],
      201,
    );
    expect(cartItemsResponse.safeParse(body).success).toBe(true);
    const item = body.data[0]!;
    expect(item).toMatchObject({
      type: 'custom_item',
      name: 'Gift wrap',
      sku: 'GIFT-WRAP',
      description: 'Recycled paper',
      quantity: 3,
      price: { amount: 250, includes_tax: false },
      unit_price: { amount: 250, currency: 'USD', includes_tax: false },
      value: { amount: 750, currency: 'USD', includes_tax: false },
      custom_inputs: { note: { to: 'Ada' } },
    });
    expect(item.product_id).toBeUndefined();
    expect(item.meta?.display_price).toMatchObject({
      with_tax: { unit: { amount: 250, formatted: '$2.50' }, value: { amount: 750, formatted: '$7.50' } },
      without_tax: { unit: { amount: 250 }, value: { amount: 750 } },
      tax: { unit: { amount: 0 }, value: { amount: 0 } },
      discount: { unit: { amount: 0 }, value: { amount: 0 } },
      without_discount: { unit: { amount: 250 }, value: { amount: 750 } },
    });
    expect(body.meta.display_price.with_tax.amount).toBe(750);
  });

  it('merges custom items with the same sku, summing quantities; other inputs or skus stay apart', async () => {
    const cartId = newCartId();
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [customItem('Engraving service', 500, { sku: 'ENGRAVE', quantity: 1 })],
      201,
    );
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [customItem('Engraving service', 500, { sku: 'ENGRAVE', quantity: 2 })],
      201,
    );
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [customItem('Engraving service', 500, { sku: 'ENGRAVE', custom_inputs: { text: 'Ada' } })],
      201,
    );
    await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [customItem('Engraving service', 500, { sku: 'ENGRAVE-2' })],
      201,
    );
    // Without a sku, an identical custom item is the same line.
    await addExpecting(svc, tokens.implicit, cartId, [customItem('Card', 100)], 201);
    const body = await addExpecting(
      svc,
      tokens.implicit,
      cartId,
      [customItem('Card', 100, { quantity: 4 })],
      201,
    );
    expect(body.data.map((item) => [item.sku ?? item.name, item.quantity, item.custom_inputs])).toEqual([
      ['ENGRAVE', 3, {}],
      ['ENGRAVE', 1, { text: 'Ada' }],
      ['ENGRAVE-2', 1, {}],
      ['Card', 5, {}],
    ]);
  });

  it('refuses custom inputs that are not an object (400) or over 1MB (422)', async () => {
    const notObject = await addToCart(svc, tokens.implicit, newCartId(), [
      customItem('Note', 100, { custom_inputs: ['a'] }),
    ]);
    expect(notObject.status).toBe(400);
    expect((await firstError(notObject)).detail).toMatch(/data\.0\.custom_inputs/);
    const huge = await addToCart(svc, tokens.implicit, newCartId(), [
      customItem('Note', 100, { custom_inputs: { text: 'x'.repeat(1024 * 1024) } }),
    ]);
    expect(huge.status).toBe(422);
    expect((await firstError(huge)).detail).toMatch(/custom_inputs.*1MB/);
    await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [customItem('Note', 100, { custom_inputs: { text: 'x'.repeat(1024 * 1024 - 20) } })],
      201,
    );
  });

  it('refuses malformed custom items with 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ type: 'custom_item', quantity: 1, price: { amount: 100 } }, /data\.0\.name/],
      [customItem('X', -1), /data\.0\.price\.amount/],
      [customItem('X', 1.5), /data\.0\.price\.amount/],
      [{ type: 'custom_item', name: 'X', quantity: 1 }, /data\.0\.price/],
      [customItem('X', 100, { quantity: 0 }), /data\.0\.quantity/],
      [customItem('X', 100, { price: { amount: 100, includes_tax: 'no' } }), /data\.0\.price\.includes_tax/],
    ];
    for (const [item, detail] of cases) {
      const response = await addToCart(svc, tokens.implicit, newCartId(), [item]);
      expect(response.status, JSON.stringify(item)).toBe(400);
      expect((await firstError(response)).detail).toMatch(detail);
    }
  });
});

describe('tax items (spec 4.4 rule 3, §5 rule 2)', () => {
  const vat = { type: 'tax_item', name: 'VAT', jurisdiction: 'GB', code: 'S', rate: 0.2 };

  it('takes tax items from an administrator only; others get a 403 item error', async () => {
    for (const token of [tokens.implicit, tokens.ada]) {
      const response = await addToCart(svc, token, newCartId(), [
        product(PRODUCTS.pocketTee, 1, { tax: [vat] }),
      ]);
      expect(response.status).toBe(403);
      expect(await firstError(response)).toMatchObject({ status: '403', meta: { index: 0 } });
    }
    const mixed = await addExpecting(
      svc,
      tokens.implicit,
      newCartId(),
      [product(PRODUCTS.pocketTee), customItem('Wrap', 100, { tax: [vat] })],
      201,
    );
    expect(mixed.data).toHaveLength(1);
    expect(mixed.errors).toEqual([
      expect.objectContaining({ status: '403', meta: expect.objectContaining({ index: 1 }) }),
    ]);
  });

  it('taxes a price without tax on top, and finds the tax inside one that includes it', async () => {
    const usd = await addExpecting(
      svc,
      tokens.admin,
      newCartId(),
      [product(PRODUCTS.pocketTee, 1, { tax: [vat] })],
      201,
    );
    expect(usd.data[0]!.taxes).toEqual([
      { id: expect.any(String), type: 'tax_item', name: 'VAT', jurisdiction: 'GB', code: 'S', rate: 0.2 },
    ]);
    expect(usd.data[0]!.meta!.display_price).toMatchObject({
      with_tax: { amount: 2880 },
      without_tax: { amount: 2400 },
      tax: { amount: 480 },
      without_discount: { amount: 2880 },
    });
    expect(usd.meta.display_price).toMatchObject({
      with_tax: { amount: 2880 },
      without_tax: { amount: 2400 },
      tax: { amount: 480 },
    });

    // EUR prices include tax: 2199 holds 2199 × 0.2 / 1.2 = 366.5 → 367 (half away from zero).
    const eur = await addExpecting(
      svc,
      tokens.admin,
      newCartId(),
      [product(PRODUCTS.pocketTee, 1, { tax: [vat] })],
      201,
      { headers: { 'X-Currency': 'EUR' } },
    );
    expect(eur.data[0]!.meta!.display_price).toMatchObject({
      with_tax: { amount: 2199 },
      without_tax: { amount: 1832 },
      tax: { amount: 367 },
    });

    const custom = await addExpecting(
      svc,
      tokens.admin,
      newCartId(),
      [
        customItem('Service', 1000, {
          quantity: 3,
          tax: [vat, { type: 'tax_item', name: 'Levy', rate: 0.05 }],
        }),
      ],
      201,
    );
    expect(custom.data[0]!.meta!.display_price).toMatchObject({
      with_tax: { unit: { amount: 1250 }, value: { amount: 3750 } },
      tax: { unit: { amount: 250 }, value: { amount: 750 } },
    });
  });

  it('replaces a line’s taxes with the ones supplied, and counts them as unique items', async () => {
    const cartId = newCartId();
    await addExpecting(
      svc,
      tokens.admin,
      cartId,
      [product(PRODUCTS.pocketTee, 1, { tax: [vat, { type: 'tax_item', name: 'Levy', rate: 0.01 }] })],
      201,
    );
    expect(await cartMeta(cartId, tokens.admin)).toMatchObject({ unique_items: 3, item_count: 1 });
    const replaced = await addExpecting(
      svc,
      tokens.admin,
      cartId,
      [product(PRODUCTS.pocketTee, 1, { tax: [{ type: 'tax_item', name: 'Sales tax', rate: 0.1 }] })],
      201,
    );
    expect(replaced.data[0]!.taxes!.map((tax) => tax.name)).toEqual(['Sales tax']);
    expect(replaced.data[0]!.meta!.display_price).toMatchObject({
      tax: { amount: 480 },
      with_tax: { amount: 5280 },
    });
    expect(await cartMeta(cartId, tokens.admin)).toMatchObject({ unique_items: 2, item_count: 2 });
    // An add without tax items keeps the line's taxes.
    const kept = await addExpecting(svc, tokens.implicit, cartId, [product(PRODUCTS.pocketTee, 1)], 201);
    expect(kept.data[0]!.taxes!.map((tax) => tax.name)).toEqual(['Sales tax']);
  });

  it('refuses malformed tax items with 400', async () => {
    for (const tax of [
      { type: 'tax_item', name: 'VAT', rate: 1.5 },
      { type: 'tax_item', name: 'VAT', rate: -0.1 },
      { type: 'tax_item', rate: 0.2 },
      { type: 'tax', name: 'VAT', rate: 0.2 },
    ]) {
      const response = await addToCart(svc, tokens.admin, newCartId(), [
        product(PRODUCTS.pocketTee, 1, { tax: [tax] }),
      ]);
      expect(response.status, JSON.stringify(tax)).toBe(400);
      expect((await firstError(response)).detail).toMatch(/data\.0\.tax\.0/);
    }
  });
});
