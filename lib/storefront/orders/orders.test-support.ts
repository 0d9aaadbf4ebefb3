import type { Order } from '@/lib/commerce/schemas/carts';

/** Orders shaped as the service answers them (spec: carts and orders), for the views' tests. */
export const money = (currency: string) => (amount: number) => ({
  amount,
  currency,
  formatted: String(amount),
});

/** An order's totals with neither tax nor discount: `amount` in every line. */
export function plainTotals(currency: string, amount: number) {
  const of = money(currency);
  return {
    with_tax: of(amount),
    without_tax: of(amount),
    tax: of(0),
    discount: of(0),
    without_discount: of(amount),
  };
}

export const ADA_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  line_1: '12 Harbour Street',
  city: 'Portland',
  postcode: '04101',
  country: 'US',
};

/**
 * A placed order with nothing to say yet: Ada's, to her address both ways, no lines, placed at
 * `placedAt` with `totals`; `fields` say the rest (its status, number, lines…).
 */
export function placedOrder(
  fields: Partial<Order> & Pick<Order, 'id'>,
  {
    totals,
    placedAt,
    review,
  }: { totals: Order['meta']['display_price']; placedAt: string; review?: Order['meta']['review'] },
): Order {
  return {
    type: 'order',
    status: 'complete',
    payment: 'paid',
    shipping: 'unfulfilled',
    cart_id: `cart-${fields.id}`,
    customer: { email: 'ada@example.com', name: 'Ada Lovelace' },
    shipping_address: ADA_ADDRESS,
    billing_address: ADA_ADDRESS,
    shipping_groups: [],
    relationships: { items: { data: [] } },
    ...fields,
    meta: {
      display_price: totals,
      ...(review && { review }),
      timestamps: { created_at: placedAt, updated_at: placedAt },
    },
  };
}
