import { formatMinorUnits } from '../money/format';
import type { DisplayPrice, Price, PriceFormatting } from '@/lib/commerce/schemas/common';
import type { BillingIntervalType } from './schema';

/**
 * Plan prices (spec 2.5 `meta.price`), decided where the spec is open:
 *
 * - A repeat product is an offering product with `price_units`: its price recurs every period.
 *   Products without them (a one-off starter kit, say) are not part of a plan's price.
 * - A plan's price is what one bill costs. Each repeat product counts as many times as its
 *   period fits into the plan's billing period (`billing_frequency` × `billing_interval_type`):
 *   weeks are 7 days, years 12 months, and between day and month units a month counts 30 days.
 * - `fixed_price` is the price of a bill as it is. Otherwise `base_price_percentage` is a
 *   discount in percent on the total of the repeat products (10 → 10% off); without it the plan
 *   costs the total. The result is rounded to whole minor units.
 * - A currency appears only when every repeat product has a price in it.
 * - Display prices: this service knows no tax rates, so `with_tax` and `without_tax` are the
 *   same amount; `formatted` is written for the currency (en-US conventions, the currency's own
 *   number of decimals).
 */
export interface PricedProduct {
  price: Price | null;
  priceUnit: 'day' | 'month' | null;
  priceUnitAmount: number | null;
}

export interface PricedPlan {
  billingIntervalType: BillingIntervalType;
  billingFrequency: number;
  basePricePercentage: number | null;
  fixedPrice: Price | null;
}

const DAYS_PER_MONTH = 30;
const DAYS: Record<BillingIntervalType, number> = {
  day: 1,
  week: 7,
  month: DAYS_PER_MONTH,
  year: 12 * DAYS_PER_MONTH,
};
/** The units measured in months exactly: between two of them no month counts 30 days. */
const MONTHS: Partial<Record<BillingIntervalType, number>> = { month: 1, year: 12 };

/** How many of the product's price periods one bill of the plan covers. */
export function periodsPerBill(
  plan: Pick<PricedPlan, 'billingIntervalType' | 'billingFrequency'>,
  unit: 'day' | 'month',
  amount: number,
): number {
  const { billingIntervalType: billUnit, billingFrequency: bills } = plan;
  const billMonths = MONTHS[billUnit];
  const productMonths = MONTHS[unit];
  if (billMonths && productMonths) return (billMonths * bills) / (productMonths * amount);
  return (DAYS[billUnit] * bills) / (DAYS[unit] * amount);
}

export function planPrice(plan: PricedPlan, products: readonly PricedProduct[]): Price | undefined {
  if (plan.fixedPrice) return plan.fixedPrice;
  const repeat = products.filter((product) => product.price && product.priceUnit && product.priceUnitAmount);
  if (repeat.length === 0) return undefined;
  const currencies = Object.keys(repeat[0]!.price!).filter((currency) =>
    repeat.every((product) => product.price![currency]),
  );
  const factor = (100 - (plan.basePricePercentage ?? 0)) / 100;
  const result: Price = {};
  for (const currency of currencies) {
    let total = 0;
    for (const product of repeat)
      total +=
        product.price![currency]!.amount * periodsPerBill(plan, product.priceUnit!, product.priceUnitAmount!);
    const includesTax = repeat.every((product) => product.price![currency]!.includes_tax === true);
    result[currency] = { amount: Math.round(total * factor), ...(includesTax && { includes_tax: true }) };
  }
  return currencies.length > 0 ? result : undefined;
}

export function displayPrice(price: Price | null | undefined, currency: string): DisplayPrice | undefined {
  const value = price?.[currency];
  if (!value) return undefined;
  const formatting: PriceFormatting = {
    amount: value.amount,
    currency,
    formatted: formatMinorUnits(value.amount, currency),
  };
  return { without_tax: formatting, with_tax: { ...formatting } };
}
