import type { DisplayPrice, Price } from '@/lib/commerce/schemas/common';
import { priceFormatting } from '../../money/format';

/**
 * Spec 2.10 display_price in one currency, or undefined when the price has none in it. The
 * catalog knows no tax rates (tax is added to cart items), so with and without tax show the amount
 * as the pricebook states it.
 */
export function displayPrice(price: Price | undefined, currency: string): DisplayPrice | undefined {
  const value = price?.[currency];
  if (!value) return undefined;
  const formatted = priceFormatting(value.amount, currency);
  return { without_tax: formatted, with_tax: formatted };
}
