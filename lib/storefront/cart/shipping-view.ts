import type { CartShippingMethodsResponse } from '@/lib/commerce/schemas/shipping';

/** A shipping method as the checkout offers it. */
export interface ShippingOptionView {
  code: string;
  name: string;
  /** "3–5 working days". */
  estimate: string;
  /** What this cart pays for it now: "$5.00", or "Free". */
  price: string;
  /** The price in minor units, to add to the total shown. */
  amount: number;
  /** "Free on orders over $75.00" while the cart is under the threshold; null otherwise. */
  freeOver: string | null;
}

export interface ShippingChoiceView {
  /** False for a cart of digital products only: no method and no address are asked for. */
  requiresShipping: boolean;
  options: ShippingOptionView[];
}

const estimate = ({ min_days, max_days }: { min_days: number; max_days: number }) =>
  min_days === max_days
    ? `${min_days} working day${min_days === 1 ? '' : 's'}`
    : `${min_days}–${max_days} working days`;

export function shippingChoiceView(answer: CartShippingMethodsResponse): ShippingChoiceView {
  return {
    requiresShipping: answer.meta.requires_shipping,
    options: answer.data.map((method) => ({
      code: method.code,
      name: method.name,
      estimate: estimate(method.delivery_estimate),
      price: method.price.amount === 0 ? 'Free' : method.price.formatted,
      amount: method.price.amount,
      freeOver:
        method.free_over && method.price.amount > 0
          ? `Free on orders over ${method.free_over.formatted}`
          : null,
    })),
  };
}
