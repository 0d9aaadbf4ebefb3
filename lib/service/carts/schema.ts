import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type {
  CartCustomAttributes,
  CartDiscountSettings,
  CartLine,
  CustomDetails,
  SubscriptionDetails,
  LineTax,
  ProductSnapshot,
  SelectedOptions,
  ShippingGroupAddress,
} from './model';

/** Tables of migration 0005-carts (carts and promotions); keep the two in step. */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const carts = pgTable('carts', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  description: text('description').notNull().default(''),
  currency: text('currency'),
  accountId: uuid('account_id'),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
  /** Migration 0016-cart-settings: what `PUT /v2/carts/{id}` sets beside the name and description. */
  contactEmail: text('contact_email'),
  discountSettings: jsonb('discount_settings').$type<CartDiscountSettings>(),
  customAttributes: jsonb('custom_attributes').$type<CartCustomAttributes>(),
  /** Migration 0023-cart-revision: bumped by every write to the cart's lines, promotions and groups. */
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export const cartShippingGroups = pgTable('cart_shipping_groups', {
  id: uuid('id').primaryKey(),
  cartId: text('cart_id').notNull(),
  name: text('name').notNull(),
  shippingType: text('shipping_type'),
  total: bigint('total', { mode: 'number' }).notNull(),
  /** Migration 0009-payments: a group made from a store shipping method, and the vendor's fields. */
  shippingMethodId: uuid('shipping_method_id'),
  freeOver: bigint('free_over', { mode: 'number' }),
  base: bigint('base', { mode: 'number' }),
  tax: bigint('tax', { mode: 'number' }).notNull().default(0),
  includesTax: boolean('includes_tax').notNull().default(false),
  address: jsonb('address').$type<ShippingGroupAddress>(),
  trackingReference: text('tracking_reference'),
  externalRef: text('external_ref'),
  deliveryEstimate: jsonb('delivery_estimate').$type<{ start?: string; end?: string }>(),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

export type LineDetails =
  { product: ProductSnapshot } | { custom: CustomDetails } | { subscription: SubscriptionDetails };

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    kind: text('kind').$type<CartLine['kind']>().notNull(),
    mergeKey: text('merge_key').notNull(),
    productId: uuid('product_id'),
    quantity: integer('quantity').notNull(),
    details: jsonb('details').$type<LineDetails>().notNull(),
    customInputs: jsonb('custom_inputs').$type<Record<string, unknown>>().notNull(),
    bundleConfiguration: jsonb('bundle_configuration').$type<SelectedOptions>(),
    shippingGroupId: uuid('shipping_group_id'),
    taxes: jsonb('taxes').$type<LineTax[]>().notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [unique('cart_items_merge_key_unique').on(t.cartId, t.mergeKey)],
);

export const promotions = pgTable('promotions', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull().unique('promotions_code_unique'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  percentBasisPoints: integer('percent_basis_points'),
  amounts: jsonb('amounts').$type<Record<string, number>>().notNull(),
  productIds: uuid('product_ids').array(),
  createdAt: at('created_at'),
  updatedAt: at('updated_at'),
});

export const cartPromotions = pgTable(
  'cart_promotions',
  {
    id: uuid('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    promotionId: uuid('promotion_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: at('created_at'),
  },
  (t) => [unique('cart_promotions_unique').on(t.cartId, t.promotionId)],
);
