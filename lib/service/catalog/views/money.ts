import type { DisplayPrice, Price, PriceFormatting } from '@/lib/commerce/schemas/common';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** Spec 2.1 PriceFormatting: minor units formatted with the currency's own number of decimals. */
export function formatMoney(amount: number, currency: string): PriceFormatting {
  const formatter = formatterFor(currency);
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return { amount, currency, formatted: formatter.format(amount / 10 ** digits) };
}

/**
 * Spec 2.10 display_price in one currency, or undefined when the price has none in it. The
 * catalog knows no tax rates (tax is added to cart items), so with and without tax show the amount
 * as the pricebook states it.
 */
export function displayPrice(price: Price | undefined, currency: string): DisplayPrice | undefined {
  const value = price?.[currency];
  if (!value) return undefined;
  const formatted = formatMoney(value.amount, currency);
  return { without_tax: formatted, with_tax: formatted };
}
