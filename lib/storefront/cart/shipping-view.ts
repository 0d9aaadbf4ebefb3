import { formatMoney } from '@/lib/commerce/money';
import type { CartShippingMethodsResponse } from '@/lib/commerce/schemas/shipping';
import { shippingMethodName } from '@/lib/storefront/catalog/store-content';
import type { MoneyView } from './cart-view';

/** A shipping method as the checkout offers it. */
export interface ShippingOptionView {
  code: string;
  name: string;
  /** Working days, worded by `Checkout.workingDays` / `workingDayRange`: "3–5 working days". */
  estimate: { min: number; max: number };
  /** What this cart pays for it now: "$5.00", or null when it is free. */
  price: string | null;
  /** The price in minor units, to add to the total shown. */
  amount: number;
  /** The threshold of "Free on orders over $75.00" while the cart is under it; null otherwise. */
  freeOver: string | null;
}

export interface ShippingChoiceView {
  /** False for a cart of digital products only: no method and no address are asked for. */
  requiresShipping: boolean;
  options: ShippingOptionView[];
}

/** Prices are formatted here, with the shopper's locale, not taken as the service formatted them. */
export function shippingChoiceView(answer: CartShippingMethodsResponse, locale: string): ShippingChoiceView {
  const money = ({ amount, currency }: { amount: number; currency: string }) =>
    formatMoney(amount, currency, locale);
  return {
    requiresShipping: answer.meta.requires_shipping,
    options: answer.data.map((method) => ({
      code: method.code,
      name: shippingMethodName(method.code, method.name, locale),
      estimate: { min: method.delivery_estimate.min_days, max: method.delivery_estimate.max_days },
      price: method.price.amount === 0 ? null : money(method.price),
      amount: method.price.amount,
      freeOver: method.free_over && method.price.amount > 0 ? money(method.free_over) : null,
    })),
  };
}

/** How far a cart is from free delivery, from the store's own shipping methods (their `free_over`). */
export interface FreeDeliveryView {
  /** The goods total from which delivery is free. */
  threshold: MoneyView;
  /** What the goods still lack to reach it; null once delivery is free. */
  remaining: MoneyView | null;
}

/**
 * The method that becomes free soonest decides, with the service's own reckoning of the cart's
 * goods (with tax, after promotions) and its own verdict (a price of 0 once they reach it). Null
 * when nothing is delivered (digital products only) or no method is ever free.
 */
export function freeDeliveryView(
  answer: CartShippingMethodsResponse,
  locale: string,
): FreeDeliveryView | null {
  if (!answer.meta.requires_shipping) return null;
  const money = (amount: number, currency: string): MoneyView => ({
    amount,
    currency,
    formatted: formatMoney(amount, currency, locale),
  });
  const candidates = answer.data.flatMap((method) =>
    method.free_over ? [{ method, over: method.free_over }] : [],
  );
  const soonest = candidates.sort((a, b) => a.over.amount - b.over.amount)[0];
  if (!soonest) return null;
  const { currency } = soonest.over;
  const missing = soonest.over.amount - answer.meta.goods_total.amount;
  return {
    threshold: money(soonest.over.amount, currency),
    remaining: soonest.method.price.amount === 0 || missing <= 0 ? null : money(missing, currency),
  };
}
