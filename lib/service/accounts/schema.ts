import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Tables of migrations 0003-subscriptions (accounts part) and 0012-account-addresses; keep them in step. */

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  externalRef: text('external_ref'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person who signs in; `email` is stored lowercased so sign-in ignores case. */
export const accountMembers = pgTable('account_members', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique('account_members_email_unique'),
  name: text('name').notNull(),
  /** `scrypt$N$r$p$salt$hash` (see password.ts). */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountMemberships = pgTable(
  'account_memberships',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    accountMemberId: uuid('account_member_id')
      .notNull()
      .references(() => accountMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.accountMemberId] }),
    index('account_memberships_member').on(table.accountMemberId),
  ],
);

/** An address an account keeps for checkout (the vendor's account addresses). */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    phoneNumber: text('phone_number'),
    instructions: text('instructions'),
    line1: text('line_1').notNull(),
    line2: text('line_2'),
    city: text('city'),
    county: text('county'),
    region: text('region'),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_addresses_account').on(table.accountId, table.createdAt, table.id)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type AccountMemberRow = typeof accountMembers.$inferSelect;
