import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../sql/columns';
import type { CartItem, OrderAddress, PriceGroups, ShippingGroup } from '@/lib/commerce/schemas/carts';
import type { OrderReview } from './price-review';

/** Tables of migrations 0005-carts and 0009-payments (orders); keep them in step. */

export type OrderDiscounts = Record<
  string,
  { amount: number; currency: string; formatted: string; code?: string }
>;
export type OrderShippingGroup = Omit<ShippingGroup, 'cart_id'>;

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey(),
  cartId: text('cart_id').notNull(),
  accountId: uuid('account_id'),
  status: text('status').$type<'incomplete' | 'complete' | 'processing' | 'cancelled'>().notNull(),
  payment: text('payment').$type<'unpaid' | 'authorized' | 'paid' | 'refunded'>().notNull(),
  shipping: text('shipping').$type<'unfulfilled' | 'fulfilled'>().notNull(),
  currency: text('currency').notNull(),
  customer: jsonb('customer').$type<{ email: string; name: string }>().notNull(),
  shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
  billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
  shippingGroups: jsonb('shipping_groups').$type<OrderShippingGroup[]>().notNull(),
  displayPrice: jsonb('display_price').$type<PriceGroups>().notNull(),
  discounts: jsonb('discounts').$type<OrderDiscounts>().notNull(),
  /** From the `order_numbers` sequence; shown as `order_number` (HP-10001). */
  number: bigint('number', { mode: 'number' })
    .notNull()
    .default(sql`nextval('order_numbers')`),
  /** False for an order of digital products only: it took no shipping address. */
  requiresShipping: boolean('requires_shipping').notNull().default(true),
  /** Why the order is to be checked before it ships (price-review.ts); null when nothing is. */
  review: jsonb('review').$type<OrderReview>(),
  ...timestamps(),
});

/**
 * An order line keeps the cart item's document as it was at checkout, with `image.href` and
 * `links.product` as paths below `{base_url}` (made absolute when answered).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind')
      .$type<'cart_item' | 'custom_item' | 'subscription_item' | 'promotion_item'>()
      .notNull(),
    productId: uuid('product_id'),
    quantity: integer('quantity').notNull(),
    document: jsonb('document').$type<CartItem>().notNull(),
  },
  (t) => [unique('order_items_position_unique').on(t.orderId, t.position)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
