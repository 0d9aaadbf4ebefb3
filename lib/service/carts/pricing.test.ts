import { describe, expect, it } from 'vitest';
import type { AppliedPromotion, CartLine, Promotion, ShippingGroupRecord } from './model';
import { allocateDiscounts } from './promotion-rules';
import { groupsOf, priceCart, productUnitPrice } from './pricing';

const promotion = (overrides: Partial<Promotion>): AppliedPromotion => ({
  itemId: `item-${overrides.id}`,
  createdAt: new Date(0),
  promotion: {
    id: 'p',
    code: 'P',
    name: 'P',
    description: '',
    kind: 'percent',
    percentBasisPoints: 1000,
    amounts: {},
    productIds: null,
    ...overrides,
  },
});

const productLine = (id: string, amount: number, quantity: number, extra: Partial<CartLine> = {}): CartLine =>
  ({
    id,
    kind: 'cart_item',
    mergeKey: id,
    productId: `product-${id}`,
    quantity,
    customInputs: {},
    bundle: null,
    shippingGroupId: null,
    taxes: [],
    createdAt: new Date(0),
    updatedAt: new Date(0),
    product: {
      id: `product-${id}`,
      sku: id,
      slug: id,
      name: id,
      description: '',
      catalog_id: 'c',
      release_id: 'r',
      price: { USD: { amount, includes_tax: false } },
      tiers: {},
      image: null,
      manage_stock: false,
    },
    ...extra,
  }) as CartLine;

describe('unit prices', () => {
  const product = {
    price: { USD: { amount: 1800 }, EUR: { amount: 1699, includes_tax: true } },
    tiers: {
      six: { minimum_quantity: 6, price: { USD: { amount: 1500 } } },
      twelve: { minimum_quantity: 12, price: { USD: { amount: 1300 } } },
    },
  };

  it('applies the highest tier the quantity reaches, in the currency', () => {
    expect(productUnitPrice(product, 1, 'USD')).toEqual({ amount: 1800, includesTax: false });
    expect(productUnitPrice(product, 6, 'USD')).toEqual({ amount: 1500, includesTax: false });
    expect(productUnitPrice(product, 13, 'USD')).toEqual({ amount: 1300, includesTax: false });
    // No tier price in EUR: the base price stays.
    expect(productUnitPrice(product, 12, 'EUR')).toEqual({ amount: 1699, includesTax: true });
    expect(productUnitPrice(product, 1, 'GBP')).toBeNull();
  });
});

describe('tax and discount groups', () => {
  it('adds tax on top of a price without tax, after the discount', () => {
    expect(groupsOf(10_000, 1_000, false, 200_000)).toEqual({
      withTax: 10_800,
      withoutTax: 9_000,
      tax: 1_800,
      discount: 1_000,
      withoutDiscount: 12_000,
    });
  });

  it('finds the tax inside a price that includes it', () => {
    expect(groupsOf(12_000, 0, true, 200_000)).toEqual({
      withTax: 12_000,
      withoutTax: 10_000,
      tax: 2_000,
      discount: 0,
      withoutDiscount: 12_000,
    });
  });
});

describe('promotion allocation', () => {
  const lines = [
    { id: 'a', productId: 'A', value: 1005 },
    { id: 'b', productId: 'B', value: 333 },
  ];

  it('rounds a percentage half away from zero per line', () => {
    const result = allocateDiscounts(lines, [promotion({ id: 'ten' })], 'USD');
    // 100.5 → 101, 33.3 → 33
    expect(result.perLine.get('a')).toBe(101);
    expect(result.perLine.get('b')).toBe(33);
    expect(result.perPromotion.get('ten')).toBe(134);
  });

  it('splits a fixed amount exactly, and never takes more than there is', () => {
    const take = promotion({ id: 'take', kind: 'fixed', percentBasisPoints: null, amounts: { USD: 100 } });
    const split = allocateDiscounts(lines, [take], 'USD');
    expect((split.perLine.get('a') ?? 0) + (split.perLine.get('b') ?? 0)).toBe(100);
    expect(split.perLine.get('a')).toBe(75);
    const capped = allocateDiscounts(
      [{ id: 'c', productId: 'C', value: 60 }],
      [promotion({ id: 'big', kind: 'fixed', percentBasisPoints: null, amounts: { USD: 500 } })],
      'USD',
    );
    expect(capped.perPromotion.get('big')).toBe(60);
    expect(allocateDiscounts(lines, [take], 'JPY').perPromotion.get('take')).toBe(0);
  });

  it('limits a targeted promotion to its products and reports 0 when none qualifies', () => {
    const only = promotion({ id: 'only', percentBasisPoints: 2000, productIds: ['B'] });
    const result = allocateDiscounts(lines, [only], 'USD');
    expect(result.perLine.get('a')).toBe(0);
    expect(result.perLine.get('b')).toBe(67);
    expect(allocateDiscounts([lines[0]!], [only], 'USD').perPromotion.get('only')).toBe(0);
  });

  it('applies promotions one after another to what is left', () => {
    const result = allocateDiscounts(
      [{ id: 'a', productId: 'A', value: 1000 }],
      [
        promotion({ id: 'ten' }),
        promotion({ id: 'five', kind: 'fixed', percentBasisPoints: null, amounts: { USD: 950 } }),
      ],
      'USD',
    );
    expect(result.perPromotion.get('ten')).toBe(100);
    expect(result.perPromotion.get('five')).toBe(900);
    expect(result.perLine.get('a')).toBe(1000);
  });
});

const group = (id: string, total: number, extra: Partial<ShippingGroupRecord> = {}): ShippingGroupRecord => ({
  id,
  cartId: 'c',
  name: id,
  shippingType: null,
  total,
  shippingMethodId: null,
  freeOver: null,
  base: null,
  tax: 0,
  includesTax: false,
  address: null,
  trackingReference: null,
  externalRef: null,
  deliveryEstimate: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...extra,
});

describe('cart totals', () => {
  it('counts linked shipping groups only, untaxed', () => {
    const lines = [productLine('a', 1000, 2, { shippingGroupId: 'g1' })];
    const groups = [group('g1', 500), group('g2', 900)];
    const figures = priceCart({ lines, promotions: [], shippingGroups: groups }, 'USD');
    expect(figures.shipping).toBe(500);
    expect(figures.totals).toEqual({
      withTax: 2500,
      withoutTax: 2500,
      tax: 0,
      discount: 0,
      withoutDiscount: 2500,
    });
  });

  it('makes a store method free once the goods reach its threshold, and counts a group’s tax', () => {
    const standard = group('g1', 595, { freeOver: 2000 });
    const below = priceCart(
      {
        lines: [productLine('a', 1999, 1, { shippingGroupId: 'g1' })],
        promotions: [],
        shippingGroups: [standard],
      },
      'USD',
    );
    expect(below.totals.withTax).toBe(1999 + 595);
    const at = priceCart(
      {
        lines: [productLine('a', 1000, 2, { shippingGroupId: 'g1' })],
        promotions: [],
        shippingGroups: [standard],
      },
      'USD',
    );
    expect(at.shipping).toBe(0);
    expect(at.groups.get('g1')).toEqual({ total: 0, tax: 0 });
    const taxed = priceCart(
      {
        lines: [productLine('a', 1000, 1, { shippingGroupId: 'g2' })],
        promotions: [],
        shippingGroups: [group('g2', 600, { tax: 100 })],
      },
      'USD',
    );
    expect(taxed.totals).toMatchObject({ withTax: 1600, withoutTax: 1500, tax: 100 });
  });
});
