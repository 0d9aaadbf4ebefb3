import type { CartShippingMethod, ShippingMethod } from '@/lib/commerce/schemas/shipping';
import { priceFormatting } from '../money/format';
import type { ShippingMethodRow } from './schema';

const basics = (row: ShippingMethodRow) => ({
  id: row.id,
  type: 'shipping_method' as const,
  code: row.code,
  name: row.name,
  description: row.description,
  delivery_estimate: { min_days: row.minDays, max_days: row.maxDays },
});

/** A method with its prices in every currency (what an administrator reads). */
export const shippingMethodDocument = (row: ShippingMethodRow): ShippingMethod => ({
  ...basics(row),
  prices: row.prices,
});

/**
 * A method as it would cost a cart whose goods come to `goods` (in `currency`); null when the
 * method has no price in that currency (it is then not offered).
 */
export function cartShippingMethodDocument(
  row: ShippingMethodRow,
  currency: string,
  goods: number,
  selected: boolean,
): CartShippingMethod | null {
  const price = row.prices[currency];
  if (!price) return null;
  const free = price.free_over !== undefined && goods >= price.free_over;
  return {
    ...basics(row),
    price: priceFormatting(free ? 0 : price.amount, currency),
    base_price: priceFormatting(price.amount, currency),
    free_over: price.free_over === undefined ? null : priceFormatting(price.free_over, currency),
    selected,
  };
}
