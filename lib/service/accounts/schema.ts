import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamps } from '../sql/columns';

/**
 * Tables of migrations 0003-subscriptions (accounts part), 0012-account-addresses,
 * 0014-member-self-service and 0021-account-registration-id; keep them in step.
 */

/** A row that belongs to another: it goes when its owner goes. */
const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  legalName: text('legal_name'),
  registrationId: text('registration_id'),
  externalRef: text('external_ref'),
  ...timestamps(),
});

/** A person who signs in; `email` is stored lowercased so sign-in ignores case. */
export const accountMembers = pgTable('account_members', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique('account_members_email_unique'),
  name: text('name').notNull(),
  /** `scrypt$N$r$p$salt$hash` (see password.ts). */
  passwordHash: text('password_hash').notNull(),
  /** Raised by every password change: account tokens issued under an older value are refused. */
  credentialsGeneration: integer('credentials_generation').notNull().default(0),
  ...timestamps(),
});

export const accountMemberships = pgTable(
  'account_memberships',
  {
    accountId: ownedBy('account_id', () => accounts.id),
    accountMemberId: ownedBy('account_member_id', () => accountMembers.id),
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
    accountId: ownedBy('account_id', () => accounts.id),
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
    ...timestamps(),
  },
  (table) => [index('account_addresses_account').on(table.accountId, table.createdAt, table.id)],
);

/** A one-time password token (reset link, passwordless sign-in), kept only as its SHA-256. */
export const oneTimePasswordTokens = pgTable(
  'one_time_password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountMemberId: ownedBy('account_member_id', () => accountMembers.id),
    purpose: text('purpose', { enum: ['reset_password', 'passwordless_authentication'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('one_time_password_tokens_member_purpose').on(table.accountMemberId, table.purpose),
    index('one_time_password_tokens_expires_at').on(table.expiresAt),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type AccountMemberRow = typeof accountMembers.$inferSelect;
