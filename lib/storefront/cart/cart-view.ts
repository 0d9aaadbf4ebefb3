import type { CartItem, CartItemsResponse, FormattedAmount, PriceGroups } from '@/lib/commerce/schemas/carts';
import type { ErrorObject } from '@/lib/commerce/schemas/common';
import { formatMoney } from '@/lib/commerce/money';
import { productHref } from '@/lib/storefront/catalog/catalog-paths';
import { needsCatalogWords } from './line-product';
import type { FreeDeliveryView } from './shipping-view';

/** An amount in minor units with its text in the shopper's locale. */
export interface MoneyView {
  amount: number;
  currency: string;
  formatted: string;
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface BundleChoiceView {
  component: string;
  choices: { name: string; quantity: number }[];
}

export interface CartLineView {
  id: string;
  /** A product, a custom item, or a subscription another client added (issue 23: the vendor's `subscription_item`). */
  kind: 'product' | 'custom' | 'subscription';
  productId?: string;
  /** The product page, for catalog products. */
  href?: string;
  name: string;
  sku?: string;
  image?: { src: string; alt: string };
  quantity: number;
  /** A child product's variation options ("Size: M"), where the catalog says which. */
  options: LabelledValue[];
  customInputs: LabelledValue[];
  bundle: BundleChoiceView[];
  /** The price of one, as the catalog (or the custom item) states it, and whether that includes tax. */
  unit: MoneyView & { includesTax: boolean };
  /** What the line costs, promotions taken off. */
  total: MoneyView;
  /** The line before promotions, when a promotion changed it. */
  totalBeforeDiscount?: MoneyView;
  totalWithoutTax: MoneyView;
  tax: MoneyView;
}

export interface PromotionView {
  code: string;
  name: string;
  /** What it takes off the cart, as a positive amount. */
  amount: MoneyView;
}

export interface CartTotalsView {
  /** Lines before promotions (tax included where it applies). */
  subtotal: MoneyView;
  /** Promotions together, as a positive amount. */
  discount: MoneyView;
  withoutTax: MoneyView;
  tax: MoneyView;
  total: MoneyView;
  /** An order's delivery charge, when it had one (a cart's is chosen at checkout). */
  shipping?: MoneyView;
}

export interface CartView {
  /** Null for a browser that has no cart yet. */
  id: string | null;
  currency: string | null;
  lines: CartLineView[];
  promotions: PromotionView[];
  totals: CartTotalsView | null;
  /** Units of products and custom items: what the header shows. */
  itemCount: number;
  /** How far the cart is from free delivery (the store's shipping methods say); null when that does not apply. */
  freeDelivery: FreeDeliveryView | null;
}

/** Errors of single items of an add (DESIGN.md §3): which item, and what went wrong with it. */
/** The service's title for an add or quantity past what is in stock (as the vendor's). */
export const INSUFFICIENT_STOCK = 'Insufficient stock';

export interface ItemErrorView {
  /** How many are left, when the item was refused for want of stock (`meta.available`). */
  available?: number;
  status: string;
  title: string;
  detail?: string;
  /** The position of the item in the request. */
  index?: number;
  /** The custom input it is about, when the service names one. */
  input?: string;
  /** The bundle component it is about (its name), when the service names one. */
  component?: string;
  /**
   * That component's key (`meta.component_key`), when the service gives it: the name is the
   * store's English, which a French page does not show, so the key is what places the message.
   */
  componentKey?: string;
  /** The request field a 400 names (`address.city`), so a form can show it beside that field. */
  field?: string;
}

/** What the storefront knows about a line's product from the catalog (cached, shared data). */
export interface LineProductInfo {
  href: string;
  /** The product's name in the shopper's language (a child's options worded too), when known. */
  name?: string;
  variationOptions: LabelledValue[];
  /** Custom input key → its name on the product. */
  inputLabels: Record<string, string>;
  /** Bundle component key → its name. */
  componentNames: Record<string, string>;
  /** Bundle option product id → product name. */
  optionNames: Record<string, string>;
}

export const EMPTY_CART: CartView = {
  id: null,
  currency: null,
  lines: [],
  promotions: [],
  totals: null,
  itemCount: 0,
  freeDelivery: null,
};

export interface ViewOptions {
  locale: string;
  /** Makes a service file URL loadable by the browser. */
  toUrl: (href: string) => string;
  products: ReadonlyMap<string, LineProductInfo>;
}

const moneyOf = (amount: number, currency: string, locale: string): MoneyView => ({
  amount,
  currency,
  formatted: formatMoney(amount, currency, locale),
});

/** A price group holds either the line's figures or, for custom items, `unit` and `value` (spec 2.8). */
function lineFigure(
  group: FormattedAmount | { unit: FormattedAmount; value: FormattedAmount } | undefined,
): FormattedAmount | undefined {
  if (!group) return undefined;
  return 'value' in group ? group.value : group;
}

/**
 * A line drawn from its item alone (issue 28) leads to the product page by the item's slug; one the
 * catalog was asked about and no longer has leads nowhere.
 */
const itemHref = (item: CartItem) =>
  item.product_id && !needsCatalogWords(item)
    ? productHref({ id: item.product_id, slug: item.slug })
    : undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function lineView(item: CartItem, currency: string, options: ViewOptions): CartLineView {
  const { locale } = options;
  const product = item.product_id ? options.products.get(item.product_id) : undefined;
  const groups = item.meta?.display_price;
  const figure = (key: 'with_tax' | 'without_tax' | 'tax' | 'discount' | 'without_discount') =>
    lineFigure(groups?.[key]);
  const unitAmount = item.unit_price?.amount ?? 0;
  const total = figure('with_tax')?.amount ?? item.value?.amount ?? unitAmount * item.quantity;
  const beforeDiscount = figure('without_discount')?.amount ?? total;
  const discount = Math.abs(figure('discount')?.amount ?? 0);

  // The catalog's name is in the shopper's language; the item keeps the one it was added with.
  const name = product?.name ?? item.name ?? 'Item';
  const order = Object.keys(product?.componentNames ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const bundle = Object.entries(item.bundle_configuration?.selected_options ?? {})
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, chosen]) => ({
      component: product?.componentNames[key] ?? key,
      choices: Object.entries(chosen)
        .filter(([, quantity]) => quantity > 0)
        .map(([optionId, quantity]) => ({ name: product?.optionNames[optionId] ?? 'Product', quantity })),
    }));

  return {
    id: item.id,
    kind: LINE_KINDS[item.type] ?? 'product',
    productId: item.product_id,
    href: product?.href ?? itemHref(item),
    name,
    sku: item.sku || undefined,
    image: item.image ? { src: options.toUrl(item.image.href), alt: name } : undefined,
    quantity: item.quantity,
    options: product?.variationOptions ?? [],
    customInputs: Object.entries(item.custom_inputs ?? {}).map(([key, value]) => ({
      label: product?.inputLabels[key] ?? key,
      value: text(value),
    })),
    bundle,
    unit: { ...moneyOf(unitAmount, currency, locale), includesTax: item.unit_price?.includes_tax ?? false },
    total: moneyOf(total, currency, locale),
    totalBeforeDiscount:
      discount > 0 && beforeDiscount !== total ? moneyOf(beforeDiscount, currency, locale) : undefined,
    totalWithoutTax: moneyOf(figure('without_tax')?.amount ?? total, currency, locale),
    tax: moneyOf(figure('tax')?.amount ?? 0, currency, locale),
  };
}

/**
 * The items drawn as lines: everything the totals count but the promotions, which are listed apart.
 * This shop sells no subscription, but another client of the same account's cart may have added one
 * (the vendor's storefronts do); it is drawn by its name, without a product page, so that the lines
 * add up to the total.
 */
const LINE_KINDS: Partial<Record<CartItem['type'], CartLineView['kind']>> = {
  cart_item: 'product',
  custom_item: 'custom',
  subscription_item: 'subscription',
};

/** The lines, promotions and totals of a cart, or of an order (whose items are cart items). */
export interface PriceBreakdown {
  currency: string;
  lines: CartLineView[];
  promotions: PromotionView[];
  totals: CartTotalsView;
  itemCount: number;
}

/**
 * Product and custom lines with their prices, the applied promotions and the totals, every amount
 * formatted for the shopper's locale from integer minor units (the service's `formatted` strings
 * follow its own locale, not the shopper's).
 */
export function priceBreakdown(
  items: readonly CartItem[],
  display: PriceGroups,
  discounts: CartItemsResponse['meta']['discounts'],
  options: ViewOptions,
): PriceBreakdown {
  const currency = display.with_tax.currency;
  const { locale } = options;
  const lines = items
    .filter((item) => item.type in LINE_KINDS)
    .map((item) => lineView(item, currency, options));
  const named = Object.entries(discounts ?? {});

  const promotions = items
    .filter((item) => item.type === 'promotion_item')
    .map((item) => {
      const code = item.code ?? item.sku ?? '';
      const entry = named.find(([name, discount]) => discount.code === code || name === item.name)?.[1];
      const amount = entry?.amount ?? lineFigure(item.meta?.display_price?.discount)?.amount ?? 0;
      return { code, name: item.name ?? code, amount: moneyOf(Math.abs(amount), currency, locale) };
    });

  return {
    currency,
    lines,
    promotions,
    totals: {
      subtotal: moneyOf(display.without_discount.amount, currency, locale),
      discount: moneyOf(Math.abs(display.discount.amount), currency, locale),
      withoutTax: moneyOf(display.without_tax.amount, currency, locale),
      tax: moneyOf(display.tax.amount, currency, locale),
      total: moneyOf(display.with_tax.amount, currency, locale),
    },
    itemCount: lines.reduce((count, line) => count + line.quantity, 0),
  };
}

/** The cart as the storefront shows it. */
export function cartView(
  cartId: string,
  response: CartItemsResponse,
  options: ViewOptions,
  freeDelivery: FreeDeliveryView | null = null,
): CartView {
  return {
    id: cartId,
    ...priceBreakdown(response.data, response.meta.display_price, response.meta.discounts, options),
    freeDelivery,
  };
}

/** Per-item errors in the storefront's words, keeping what they point at (DESIGN.md §3 `meta`). */
export function itemErrorViews(errors: readonly ErrorObject[]): ItemErrorView[] {
  return errors.map((error) => {
    const meta = error.meta ?? {};
    return {
      status: error.status,
      title: error.title,
      detail: error.detail,
      index: typeof meta.index === 'number' ? meta.index : undefined,
      input: typeof meta.input === 'string' ? meta.input : undefined,
      component: typeof meta.component === 'string' ? meta.component : undefined,
      componentKey: typeof meta.component_key === 'string' ? meta.component_key : undefined,
      field: typeof meta.field === 'string' ? meta.field : undefined,
      ...(error.title === INSUFFICIENT_STOCK &&
        typeof meta.available === 'number' && { available: meta.available }),
    };
  });
}
