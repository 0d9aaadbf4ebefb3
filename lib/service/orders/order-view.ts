import type { Order, OrderItem, OrderResponse } from '@/lib/commerce/schemas/carts';
import { priceFormatting } from '../money/format';
import type { OrderItemRow, OrderRow } from './schema';

/** Spec leaves order references open; Harbor & Pine's read HP-10001, HP-10002, … */
export const orderNumber = (number: number) => `HP-${number}`;

/** Order items keep paths below `{base_url}`; answers make them absolute for the caller. */
const absolute = (baseUrl: string, path: string) => (path.startsWith('/') ? `${baseUrl}${path}` : path);

export function orderItemDocument(row: OrderItemRow, baseUrl: string): OrderItem {
  const { document } = row;
  return {
    ...document,
    ...(document.image && { image: { ...document.image, href: absolute(baseUrl, document.image.href) } }),
    ...(document.links?.product && {
      links: { ...document.links, product: absolute(baseUrl, document.links.product) },
    }),
  };
}

/** The vendor's figures: shipping charged, and the total as paid, authorized or still owed. */
function paymentFigures(order: OrderRow) {
  const { amount, currency } = order.displayPrice.with_tax;
  const figure = (value: number) => priceFormatting(value, currency);
  const shipping = order.shippingGroups.reduce((sum, group) => sum + group.shipping_price.total, 0);
  return {
    shipping: figure(shipping),
    paid: figure(order.payment === 'paid' ? amount : 0),
    authorized: figure(order.payment === 'authorized' ? amount : 0),
    balance_owing: figure(order.payment === 'paid' ? 0 : amount),
  };
}

/** The keys the vendor's order schema requires of each address: '' where none was given. */
const BILLING_KEYS = ['company_name', 'line_2', 'county'] as const;
const SHIPPING_KEYS = [...BILLING_KEYS, 'phone_number', 'instructions'] as const;
const withKeys = (address: OrderRow['shippingAddress'], keys: readonly (keyof typeof address)[]) => ({
  ...Object.fromEntries(keys.map((key) => [key, ''])),
  ...address,
});

/** `showReview`: the administrator's view, with why the order is to be checked (price-review.ts). */
export function orderDocument(order: OrderRow, items: OrderItemRow[], showReview = false): Order {
  return {
    id: order.id,
    type: 'order',
    order_number: orderNumber(order.number),
    requires_shipping: order.requiresShipping,
    status: order.status,
    payment: order.payment,
    shipping: order.shipping,
    cart_id: order.cartId,
    customer: order.customer,
    shipping_address: withKeys(order.shippingAddress, SHIPPING_KEYS),
    billing_address: withKeys(order.billingAddress, BILLING_KEYS),
    shipping_groups: order.shippingGroups,
    relationships: {
      items: { data: items.map((item) => ({ type: 'item' as const, id: item.id })) },
      // A guest's order has no account relationship at all, as the vendor answers it.
      ...(order.accountId && { account: { data: { type: 'account' as const, id: order.accountId } } }),
    },
    meta: {
      display_price: { ...order.displayPrice, ...paymentFigures(order) },
      discounts: order.discounts,
      // An order to check before it ships: only for the administrator, only when there is one.
      ...(showReview && order.review && { review: order.review }),
      timestamps: { created_at: order.createdAt.toISOString(), updated_at: order.updatedAt.toISOString() },
    },
  };
}

export const orderResponseDocument = (
  order: OrderRow,
  items: OrderItemRow[],
  baseUrl: string,
  showReview = false,
): OrderResponse => ({
  data: orderDocument(order, items, showReview),
  included: { items: items.map((item) => orderItemDocument(item, baseUrl)) },
});
