import { describe, expect, it } from 'vitest';
import type { CartItem, CartItemsResponse, FormattedAmount } from '@/lib/commerce/schemas/carts';
import { cartView, itemErrorViews, type LineProductInfo } from './cart-view';
import { needsCatalogWords } from './line-product';

const usd = (amount: number): FormattedAmount => ({
  amount,
  currency: 'USD',
  formatted: `service ${amount}`,
});
const groups = (withTax: number, discount = 0, tax = 0) => ({
  with_tax: usd(withTax),
  without_tax: usd(withTax - tax),
  tax: usd(tax),
  discount: usd(-discount),
  without_discount: usd(withTax + discount),
});

const MUG = '11111111-1111-4111-8111-111111111111';
const KIT = '22222222-2222-4222-8222-222222222222';
const TEE_CHILD = '33333333-3333-4333-8333-333333333333';

const mugLine: CartItem = {
  id: 'line-mug',
  type: 'cart_item',
  product_id: MUG,
  name: 'Stoneware Mug',
  sku: 'MUG-1',
  quantity: 2,
  image: {
    mime_type: 'image/svg+xml',
    file_name: 'mug.svg',
    href: 'http://localhost:3000/commerce/files/mug.svg',
  },
  unit_price: { amount: 1600, currency: 'USD', includes_tax: false },
  value: { amount: 3200, currency: 'USD', includes_tax: false },
  custom_inputs: { engraving: 'For Ada' },
  meta: { display_price: groups(2880, 320) },
};

const kitLine: CartItem = {
  id: 'line-kit',
  type: 'cart_item',
  product_id: KIT,
  name: 'Weekend Camping Kit',
  quantity: 1,
  unit_price: { amount: 54900, currency: 'USD', includes_tax: false },
  value: { amount: 54900, currency: 'USD', includes_tax: false },
  bundle_configuration: { selected_options: { extras: {}, tent: { 'opt-tent': 1 } } },
  meta: { display_price: groups(49410, 5490) },
};

const teeLine: CartItem = {
  id: 'line-tee',
  type: 'cart_item',
  product_id: TEE_CHILD,
  name: 'Classic Tee',
  quantity: 1,
  unit_price: { amount: 2500, currency: 'USD', includes_tax: true },
  value: { amount: 2500, currency: 'USD', includes_tax: true },
  meta: { display_price: groups(2500, 0, 417) },
};

const customLine: CartItem = {
  id: 'line-gift',
  type: 'custom_item',
  name: 'Gift wrap',
  sku: 'WRAP',
  quantity: 1,
  unit_price: { amount: 300, currency: 'USD', includes_tax: false },
  value: { amount: 300, currency: 'USD', includes_tax: false },
  meta: {
    display_price: {
      with_tax: { unit: usd(300), value: usd(300) },
      without_tax: { unit: usd(300), value: usd(300) },
      tax: { unit: usd(0), value: usd(0) },
      discount: { unit: usd(0), value: usd(0) },
      without_discount: { unit: usd(300), value: usd(300) },
    },
  },
};

/** Added by another client of the account's cart (the vendor's subscriptions example). */
const subscriptionLine: CartItem = {
  id: 'line-coffee',
  type: 'subscription_item',
  name: 'Coffee Club (Monthly)',
  quantity: 1,
  unit_price: { amount: 1800, currency: 'USD', includes_tax: false },
  value: { amount: 1800, currency: 'USD', includes_tax: false },
  meta: {
    display_price: {
      with_tax: { unit: usd(1800), value: usd(1800) },
      without_tax: { unit: usd(1800), value: usd(1800) },
      tax: { unit: usd(0), value: usd(0) },
      discount: { unit: usd(0), value: usd(0) },
      without_discount: { unit: usd(1800), value: usd(1800) },
    },
  },
};

const promotion: CartItem = {
  id: 'promo-1',
  type: 'promotion_item',
  code: 'SPRING10',
  sku: 'SPRING10',
  name: 'Spring sale: 10% off',
  quantity: 1,
  meta: { display_price: groups(5810, -5810) },
};

const response: CartItemsResponse = {
  data: [mugLine, kitLine, teeLine, customLine, subscriptionLine, promotion],
  meta: {
    display_price: groups(55090, 5810, 417),
    discounts: { 'Spring sale: 10% off': { ...usd(-5810), code: 'SPRING10' } },
    timestamps: {
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      expires_at: '2025-01-08T00:00:00Z',
    },
  },
};

const info = (overrides: Partial<LineProductInfo>): LineProductInfo => ({
  href: '/products/x',
  variationOptions: [],
  inputLabels: {},
  componentNames: {},
  optionNames: {},
  ...overrides,
});

const products = new Map<string, LineProductInfo>([
  [MUG, info({ href: `/products/${MUG}`, inputLabels: { engraving: 'Engraving' } })],
  [
    KIT,
    info({
      componentNames: { tent: 'Tent', extras: 'Extras' },
      optionNames: { 'opt-tent': 'Two-Person Tent' },
    }),
  ],
  [
    TEE_CHILD,
    info({
      variationOptions: [
        { label: 'Size', value: 'M' },
        { label: 'Colour', value: 'Black' },
      ],
    }),
  ],
]);

const view = cartView('cart-1', response, {
  locale: 'en-US',
  toUrl: (href) => new URL(href).pathname,
  products,
});

describe('cartView', () => {
  it('lists product, custom and subscription lines, not promotions, and counts their units', () => {
    expect(view.lines.map((line) => [line.name, line.kind, line.quantity])).toEqual([
      ['Stoneware Mug', 'product', 2],
      ['Weekend Camping Kit', 'product', 1],
      ['Classic Tee', 'product', 1],
      ['Gift wrap', 'custom', 1],
      ['Coffee Club (Monthly)', 'subscription', 1],
    ]);
    expect(view.itemCount).toBe(6);
  });

  it('draws a subscription another client added by its name and price, leading to no product page', () => {
    const line = view.lines.find((candidate) => candidate.kind === 'subscription')!;
    expect(line.href).toBeUndefined();
    expect(line.total.formatted).toBe('$18.00');
  });

  it('formats every amount for the shopper, from minor units, not the service text', () => {
    const mug = view.lines[0]!;
    expect(mug.unit).toEqual({ amount: 1600, currency: 'USD', formatted: '$16.00', includesTax: false });
    expect(mug.total.formatted).toBe('$28.80');
    expect(mug.totalBeforeDiscount?.formatted).toBe('$32.00');
    const euro = cartView('cart-1', response, { locale: 'fr-FR', toUrl: (href) => href, products });
    expect(euro.totals?.total.formatted).toMatch(/^550,90\s\$US$/);
  });

  it('names custom inputs, bundle components (in the product’s order) and options, and a child’s variation options', () => {
    expect(view.lines[0]).toMatchObject({
      href: `/products/${MUG}`,
      customInputs: [{ label: 'Engraving', value: 'For Ada' }],
      image: { src: '/commerce/files/mug.svg' },
    });
    expect(view.lines[1]?.bundle).toEqual([
      { component: 'Tent', choices: [{ name: 'Two-Person Tent', quantity: 1 }] },
      { component: 'Extras', choices: [] },
    ]);
    expect(view.lines[2]?.options).toEqual([
      { label: 'Size', value: 'M' },
      { label: 'Colour', value: 'Black' },
    ]);
  });

  it('names a line as the catalog does in the shopper’s language, else as the cart item does', () => {
    const french = new Map(products);
    french.set(TEE_CHILD, info({ name: 'T-shirt classique (M, Noir)' }));
    const lines = cartView('cart-1', response, {
      locale: 'fr-FR',
      toUrl: (href) => href,
      products: french,
    }).lines;
    expect(lines.map((line) => line.name)).toEqual([
      'Stoneware Mug',
      'Weekend Camping Kit',
      'T-shirt classique (M, Noir)',
      'Gift wrap',
      'Coffee Club (Monthly)',
    ]);
    expect(lines[2]?.image?.alt ?? 'T-shirt classique (M, Noir)').toBe('T-shirt classique (M, Noir)');
  });

  it('takes a custom item’s line figures from `value` and keeps the tax of a line', () => {
    expect(view.lines[3]?.total.formatted).toBe('$3.00');
    expect(view.lines[3]?.href).toBeUndefined();
    expect(view.lines[2]).toMatchObject({
      tax: { amount: 417 },
      totalWithoutTax: { amount: 2083 },
      unit: { includesTax: true },
    });
  });

  it('lists promotions with what they take off, as positive amounts, and the totals', () => {
    expect(view.promotions).toEqual([
      {
        code: 'SPRING10',
        name: 'Spring sale: 10% off',
        amount: { amount: 5810, currency: 'USD', formatted: '$58.10' },
      },
    ]);
    expect(view.totals).toMatchObject({
      subtotal: { amount: 60900 },
      discount: { amount: 5810 },
      tax: { amount: 417 },
      withoutTax: { amount: 54673 },
      total: { amount: 55090, formatted: '$550.90' },
    });
  });

  it('shows a line whose product the catalog no longer has from the cart item alone', () => {
    const alone = cartView(
      'cart-2',
      { ...response, data: [mugLine] },
      { locale: 'en-US', toUrl: (href) => href, products: new Map() },
    );
    expect(alone.lines[0]).toMatchObject({
      name: 'Stoneware Mug',
      href: undefined,
      customInputs: [{ label: 'engraving', value: 'For Ada' }],
    });
  });
});

describe('a line drawn from its item alone (issue 28)', () => {
  const plain: CartItem = {
    ...mugLine,
    custom_inputs: {},
    slug: 'stoneware-mug',
    meta: { display_price: groups(3200), product_types: ['standard'] },
  };
  const draw = (item: CartItem) =>
    cartView(
      'cart-3',
      { ...response, data: [item] },
      { locale: 'en-US', toUrl: (href) => href, products: new Map() },
    ).lines[0];

  it('takes its name, picture and product page from the item', () => {
    expect(draw(plain)).toMatchObject({
      name: 'Stoneware Mug',
      href: '/products/stoneware-mug',
      image: { src: 'http://localhost:3000/commerce/files/mug.svg', alt: 'Stoneware Mug' },
    });
  });

  it('asks the catalog only for what the item does not word', () => {
    expect(needsCatalogWords(plain)).toBe(false);
    expect(needsCatalogWords({ ...plain, custom_inputs: { engraving: 'For Ada' } })).toBe(true);
    expect(needsCatalogWords({ ...plain, meta: { product_types: ['child'] } })).toBe(true);
    expect(needsCatalogWords({ ...plain, meta: { product_types: ['bundle'] } })).toBe(true);
    // A line that does not say what it is (an older line, another service): as before.
    expect(needsCatalogWords({ ...plain, meta: {} })).toBe(true);
    expect(draw({ ...plain, meta: {} })?.href).toBeUndefined();
  });
});

describe('itemErrorViews', () => {
  it('keeps how many are left when an item was refused for want of stock', () => {
    const [view] = itemErrorViews([
      {
        status: '400',
        title: 'Insufficient stock',
        detail: 'There is not enough stock to add Bowl to your cart: 3 available, and the cart would hold 4',
        meta: { index: 0, id: 'p1', available: 3 },
      },
    ]);
    expect(view).toMatchObject({ title: 'Insufficient stock', available: 3, index: 0 });
    const [other] = itemErrorViews([{ status: '400', title: 'Bad Request', meta: { available: 3 } }]);
    expect(other).not.toHaveProperty('available');
  });

  it('keeps which item, input, component or field an error is about', () => {
    expect(
      itemErrorViews([
        {
          status: '422',
          title: 'Unprocessable Entity',
          detail: 'custom input "engraving" must be at most 30 characters',
          meta: { index: 0, input: 'engraving' },
        },
        {
          status: '422',
          title: 'Unprocessable Entity',
          detail: 'needs exactly 1',
          meta: { index: 1, component: 'Tent' },
        },
        {
          status: '400',
          title: 'Bad Request',
          detail: 'address.city: Enter a town or city',
          meta: { field: 'address.city' },
        },
      ]),
    ).toEqual([
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'custom input "engraving" must be at most 30 characters',
        index: 0,
        input: 'engraving',
        component: undefined,
        field: undefined,
      },
      {
        status: '422',
        title: 'Unprocessable Entity',
        detail: 'needs exactly 1',
        index: 1,
        input: undefined,
        component: 'Tent',
        field: undefined,
      },
      {
        status: '400',
        title: 'Bad Request',
        detail: 'address.city: Enter a town or city',
        index: undefined,
        input: undefined,
        component: undefined,
        field: 'address.city',
      },
    ]);
  });
});
