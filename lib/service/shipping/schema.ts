import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../sql/columns';

/** Table of migration 0009-payments (shipping methods); keep the two in step. */

/** Per currency: the price, and the goods total from which it is free (none: never free). */
export type MethodPrices = Record<string, { amount: number; free_over?: number }>;

export const shippingMethods = pgTable('shipping_methods', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
  prices: jsonb('prices').$type<MethodPrices>().notNull(),
  position: integer('position').notNull(),
  ...timestamps(),
});

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
