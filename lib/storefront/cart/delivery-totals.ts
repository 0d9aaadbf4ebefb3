import { formatMoney } from '@/lib/commerce/money';
import type { CartTotalsView } from './cart-view';

/**
 * The cart's totals with the chosen delivery counted: its own line, and in the total. Delivery is
 * charged as priced (untaxed), as the service adds it to the order's total at checkout, so the
 * checkout's summary and its delivery block read the same figures the order will keep.
 */
export function withDeliveryCharge(
  totals: CartTotalsView,
  charge: number | undefined,
  locale: string,
): CartTotalsView {
  if (charge === undefined) return totals;
  const { currency } = totals.total;
  const money = (amount: number) => ({ amount, currency, formatted: formatMoney(amount, currency, locale) });
  return { ...totals, shipping: money(charge), total: money(totals.total.amount + charge) };
}
