import { unprocessable } from '../http/errors';
import type { CartState } from './model';
import { priceCart } from './pricing';

/**
 * Cart money is JavaScript numbers of minor units, exact only up to Number.MAX_SAFE_INTEGER (README
 * "Service limits"). Every amount is non-negative and no total is larger than the largest of these
 * three, so when they are safe integers every line, total and order copied from the cart is exact.
 * Called inside the change's transaction: throwing rolls the change back.
 */
export function requireExactTotals(state: CartState, currency: string): void {
  const { totals } = priceCart(state, currency);
  const largest = Math.max(totals.withoutDiscount, totals.withTax, totals.withoutTax);
  if (!Number.isSafeInteger(largest))
    throw unprocessable(
      `the cart's total would pass ${Number.MAX_SAFE_INTEGER} (the largest amount kept exactly); nothing was changed`,
    );
}
