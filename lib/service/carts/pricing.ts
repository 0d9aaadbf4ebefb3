import { taxOf } from './money';
import type { CartLine, CartState, ProductSnapshot, ShippingGroupRecord } from './model';
import { allocateDiscounts } from './promotion-rules';

export interface UnitPrice {
  amount: number;
  includesTax: boolean;
}

const unitOf = (price: { amount: number; includes_tax?: boolean } | undefined): UnitPrice | null =>
  price ? { amount: price.amount, includesTax: price.includes_tax ?? false } : null;

/**
 * The unit price of a product for a quantity: the tier with the highest minimum quantity that the
 * quantity reaches and that has a price in the currency, else the base price. The catalog already
 * applied a running sale to both. Null when the product has no price in the currency (spec §7).
 */
export function productUnitPrice(
  product: Pick<ProductSnapshot, 'price' | 'tiers'>,
  quantity: number,
  currency: string,
): UnitPrice | null {
  let best: ProductSnapshot['tiers'][string] | undefined;
  for (const tier of Object.values(product.tiers)) {
    const reached = tier.price[currency] && tier.minimum_quantity <= quantity;
    if (reached && (!best || tier.minimum_quantity > best.minimum_quantity)) best = tier;
  }
  return unitOf((best ?? product).price[currency]);
}

export function lineUnitPrice(line: CartLine, currency: string): UnitPrice | null {
  if (line.kind === 'custom_item')
    return { amount: line.custom.price.amount, includesTax: line.custom.price.includes_tax };
  if (line.kind === 'subscription_item') return unitOf(line.subscription.price[currency]);
  return productUnitPrice(line.product, line.quantity, currency);
}

/** The five price groups (spec 2.8), as positive minor units; `discount` is shown negated. */
export interface Groups {
  withTax: number;
  withoutTax: number;
  tax: number;
  discount: number;
  withoutDiscount: number;
}

export interface LineFigures {
  unit: UnitPrice;
  /** unit × quantity, before promotions. */
  value: number;
  line: Groups;
  /** Per unit, for custom items (spec 2.8: their groups hold `unit` and `value`). */
  perUnit: Groups;
}

const ZERO: Groups = { withTax: 0, withoutTax: 0, tax: 0, discount: 0, withoutDiscount: 0 };

/**
 * One amount through tax: the discount comes off the price as the catalog states it (with or
 * without tax), then the tax of the line's tax items is worked out on what is left.
 * `without_discount` is what `with_tax` would be without any promotion.
 */
export function groupsOf(amount: number, discount: number, includesTax: boolean, ppm: number): Groups {
  const net = amount - discount;
  const tax = taxOf(net, includesTax, ppm);
  const withTax = includesTax ? net : net + tax;
  const withoutTax = includesTax ? net - tax : net;
  const withoutDiscount = includesTax ? amount : amount + taxOf(amount, false, ppm);
  return { withTax, withoutTax, tax, discount, withoutDiscount };
}

export interface CartFigures {
  currency: string;
  lines: Map<string, LineFigures>;
  /** Promotion id → what it takes off. */
  promotions: Map<string, number>;
  /** Prices of the shipping groups that at least one line links to (spec 4.4 rule 4). */
  shipping: number;
  /** What each shipping group costs this cart now, linked or not. */
  groups: Map<string, { total: number; tax: number }>;
  totals: Groups;
}

export const linePpm = (line: CartLine) => line.taxes.reduce((sum, tax) => sum + tax.ppm, 0);

/** Prices a whole cart in its currency: lines, promotions, linked shipping and the totals. */
export function priceCart(
  state: Pick<CartState, 'lines' | 'promotions' | 'shippingGroups'>,
  currency: string,
): CartFigures {
  const units = new Map(
    state.lines.map((line) => [line.id, lineUnitPrice(line, currency) ?? { amount: 0, includesTax: false }]),
  );
  const discountable = state.lines.flatMap((line) =>
    line.kind === 'cart_item'
      ? [{ id: line.id, productId: line.productId, value: units.get(line.id)!.amount * line.quantity }]
      : [],
  );
  const allocation = allocateDiscounts(discountable, state.promotions, currency);

  const lines = new Map<string, LineFigures>();
  const totals: Groups = { ...ZERO };
  for (const line of state.lines) {
    const unit = units.get(line.id)!;
    const value = unit.amount * line.quantity;
    const ppm = linePpm(line);
    const figures: LineFigures = {
      unit,
      value,
      line: groupsOf(value, allocation.perLine.get(line.id) ?? 0, unit.includesTax, ppm),
      perUnit: groupsOf(unit.amount, 0, unit.includesTax, ppm),
    };
    lines.set(line.id, figures);
    for (const key of Object.keys(totals) as (keyof Groups)[]) totals[key] += figures.line[key];
  }

  const linked = new Set(
    state.lines.map((line) => line.shippingGroupId).filter((id): id is string => id !== null),
  );
  const goods = totals.withTax;
  const groups = new Map(state.shippingGroups.map((group) => [group.id, shippingGroupCharge(group, goods)]));
  let shipping = 0;
  for (const [id, charge] of groups) {
    if (!linked.has(id)) continue;
    shipping += charge.total;
    totals.withTax += charge.total;
    totals.withoutTax += charge.total - charge.tax;
    totals.tax += charge.tax;
    totals.withoutDiscount += charge.total;
  }
  return { currency, lines, promotions: allocation.perPromotion, shipping, groups, totals };
}

/**
 * What a shipping group costs a cart whose goods (with tax, after discounts) come to `goods`: a
 * group made from a store method is free once they reach its threshold; any other costs its total.
 */
export function shippingGroupCharge(
  group: Pick<ShippingGroupRecord, 'total' | 'tax' | 'freeOver'>,
  goods: number,
): { total: number; tax: number } {
  if (group.freeOver !== null && goods >= group.freeOver) return { total: 0, tax: 0 };
  return { total: group.total, tax: group.tax };
}
