import type { Order, OrderItem, OrderResponse } from '@/lib/commerce/schemas/carts';
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

export function orderDocument(order: OrderRow, items: OrderItemRow[]): Order {
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
    shipping_address: order.shippingAddress,
    billing_address: order.billingAddress,
    shipping_groups: order.shippingGroups,
    relationships: {
      items: { data: items.map((item) => ({ type: 'item' as const, id: item.id })) },
      account: { data: order.accountId ? { type: 'account' as const, id: order.accountId } : null },
    },
    meta: {
      display_price: order.displayPrice,
      discounts: order.discounts,
      timestamps: { created_at: order.createdAt.toISOString(), updated_at: order.updatedAt.toISOString() },
    },
  };
}

export const orderResponseDocument = (
  order: OrderRow,
  items: OrderItemRow[],
  baseUrl: string,
): OrderResponse => ({
  data: orderDocument(order, items),
  included: { items: items.map((item) => orderItemDocument(item, baseUrl)) },
});
