import { bigint, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../sql/columns';

/** Tables of migration 0009-payments (transactions, saved cards); keep the two in step. */

export type TransactionType = 'authorize' | 'purchase' | 'capture';

/** What a transaction keeps of the card it was paid with (never the number). */
export interface TransactionCard {
  brand: string;
  last_four: string;
}

export const orderTransactions = pgTable('order_transactions', {
  id: uuid('id').primaryKey(),
  orderId: uuid('order_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  gateway: text('gateway').$type<'manual'>().notNull(),
  transactionType: text('transaction_type').$type<TransactionType>().notNull(),
  status: text('status').$type<'complete' | 'failed'>().notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  name: text('name'),
  customReference: text('custom_reference'),
  card: jsonb('card').$type<TransactionCard>(),
  failure: jsonb('failure').$type<{ code: string; reason: string }>(),
  /** A capture's authorisation (one capture each, by a unique index). */
  authorizationId: uuid('authorization_id'),
  /** Migration 0020: the saved card (`card_…`) it was paid with, when it named one. */
  savedCardId: text('saved_card_id'),
  ...timestamps(),
});

export type TransactionRow = typeof orderTransactions.$inferSelect;

export const paymentCards = pgTable('payment_cards', {
  id: text('id').primaryKey(),
  accountId: uuid('account_id').notNull(),
  customerId: text('customer_id').notNull(),
  brand: text('brand').notNull(),
  lastFour: text('last_four').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  holderName: text('holder_name').notNull(),
  position: integer('position').notNull(),
  ...timestamps(),
});

export type PaymentCardRow = typeof paymentCards.$inferSelect;
