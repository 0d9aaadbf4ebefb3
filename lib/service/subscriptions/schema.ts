import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Price } from '@/lib/commerce/schemas/common';
import type { PaymentAuthority, SubscriptionAction } from '@/lib/commerce/schemas/subscriptions';
import { accounts } from '../accounts/schema';
import { timestamps } from '../sql/columns';

/** Tables of migration 0003-subscriptions; keep the two in step. */

const owner = () => text('owner').$type<'store' | 'organization'>().notNull().default('store');

export const offerings = pgTable('subscription_offerings', {
  id: uuid('id').primaryKey(),
  externalRef: text('external_ref'),
  name: text('name').notNull(),
  description: text('description'),
  owner: owner(),
  ...timestamps(),
});

export const offeringProducts = pgTable('subscription_offering_products', {
  id: uuid('id').primaryKey(),
  offeringId: uuid('offering_id')
    .notNull()
    .references(() => offerings.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  externalRef: text('external_ref'),
  name: text('name').notNull(),
  description: text('description'),
  sku: text('sku'),
  mainImage: text('main_image'),
  price: jsonb('price').$type<Price>(),
  /** Spec 2.4 `price_units`: a product with them is a repeat product (its price recurs per period). */
  priceUnit: text('price_unit').$type<'day' | 'month'>(),
  priceUnitAmount: integer('price_unit_amount'),
  owner: owner(),
  ...timestamps(),
});

export type BillingIntervalType = 'day' | 'week' | 'month' | 'year';

export const plans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    externalRef: text('external_ref'),
    name: text('name').notNull(),
    description: text('description'),
    billingIntervalType: text('billing_interval_type').$type<BillingIntervalType>().notNull(),
    billingFrequency: integer('billing_frequency').notNull(),
    trialPeriod: integer('trial_period'),
    planLength: integer('plan_length').notNull(),
    endBehavior: text('end_behavior').$type<'close' | 'roll'>().notNull(),
    canPause: boolean('can_pause').notNull(),
    canResume: boolean('can_resume').notNull(),
    canCancel: boolean('can_cancel').notNull(),
    basePricePercentage: doublePrecision('base_price_percentage'),
    fixedPrice: jsonb('fixed_price').$type<Price>(),
    owner: owner(),
    ...timestamps(),
  },
  (table) => [unique('subscription_plans_offering_unique').on(table.offeringId, table.id)],
);

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  offeringId: uuid('offering_id')
    .notNull()
    .references(() => offerings.id),
  planId: uuid('plan_id').notNull(),
  externalRef: text('external_ref'),
  currency: text('currency').notNull(),
  paymentAuthority: jsonb('payment_authority').$type<PaymentAuthority>().notNull(),
  owner: owner(),
  paused: boolean('paused').notNull().default(false),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  resumedAt: timestamp('resumed_at', { withTimezone: true }),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  /** Milliseconds spent paused in pauses that have ended; the billing schedule moves on by it. */
  pausedMs: bigint('paused_ms', { mode: 'number' }).notNull().default(0),
  /** Migration 0020: the order item paid for that made this subscription (one at most each). */
  orderId: uuid('order_id'),
  orderItemId: uuid('order_item_id'),
  ...timestamps(),
});

export const subscriptionStates = pgTable('subscription_states', {
  id: uuid('id').primaryKey(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  action: text('action').$type<SubscriptionAction>().notNull(),
  canceled: boolean('canceled').notNull(),
  paused: boolean('paused').notNull(),
  closed: boolean('closed').notNull(),
  suspended: boolean('suspended').notNull(),
  invoiceAfter: timestamp('invoice_after', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OfferingRow = typeof offerings.$inferSelect;
export type OfferingProductRow = typeof offeringProducts.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionStateRow = typeof subscriptionStates.$inferSelect;
