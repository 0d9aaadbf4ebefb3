import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { unprocessable } from '../http/errors';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import type { AddressChange, NewAddress } from './address-schema';
import { memberColumns } from './member-store';
import { accountAddresses, accountMembers, accountMemberships, accounts } from './schema';

export type AddressRow = typeof accountAddresses.$inferSelect;

/** Enough for any shopper's book of addresses, and a bound on what one token can store. */
export const MAX_ADDRESSES_PER_ACCOUNT = 100;

export const findAccount = (db: Database, id: string) =>
  rowById(id, () => db.select().from(accounts).where(eq(accounts.id, id)));

/** The member, if it exists and (when `accountId` is given) belongs to that account. */
export function findMember(db: Database, id: string, accountId?: string) {
  const query = db.select(memberColumns).from(accountMembers);
  return rowById(id, () =>
    accountId
      ? query
          .innerJoin(accountMemberships, eq(accountMemberships.accountMemberId, accountMembers.id))
          .where(and(eq(accountMembers.id, id), eq(accountMemberships.accountId, accountId)))
      : query.where(eq(accountMembers.id, id)),
  );
}

export function listAddresses(db: Database, accountId: string) {
  return db
    .select()
    .from(accountAddresses)
    .where(eq(accountAddresses.accountId, accountId))
    .orderBy(asc(accountAddresses.createdAt), asc(accountAddresses.id));
}

const addressOf = (accountId: string, id: string) =>
  and(eq(accountAddresses.accountId, accountId), eq(accountAddresses.id, id));

export const findAddress = (db: Database, accountId: string, id: string) =>
  rowById(id, () => db.select().from(accountAddresses).where(addressOf(accountId, id)));

/** Columns from the vendor's field names; `null` or absent optional fields are stored as null. */
function columns(address: AddressChange) {
  return {
    name: address.name,
    firstName: address.first_name,
    lastName: address.last_name,
    companyName: address.company_name,
    phoneNumber: address.phone_number,
    instructions: address.instructions,
    line1: address.line_1,
    line2: address.line_2,
    city: address.city,
    county: address.county,
    region: address.region,
    postcode: address.postcode,
    country: address.country,
  };
}

/**
 * Adds an address to the account. The account row is locked first, so two concurrent adds cannot
 * both pass the per-account limit.
 */
export async function createAddress(db: Database, accountId: string, address: NewAddress) {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [held] = await tx
      .select({ total: count() })
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, accountId));
    if ((held?.total ?? 0) >= MAX_ADDRESSES_PER_ACCOUNT)
      throw unprocessable(
        `An account keeps at most ${MAX_ADDRESSES_PER_ACCOUNT} addresses; delete one first`,
      );
    const { firstName, lastName, line1, postcode, country, ...optional } = columns(address);
    const [row] = await tx
      .insert(accountAddresses)
      .values({
        id: randomUUID(),
        accountId,
        firstName: firstName!,
        lastName: lastName!,
        line1: line1!,
        postcode: postcode!,
        country: country!,
        ...optional,
      })
      .returning();
    return row!;
  });
}

/** Changes the fields the request names; null when the account has no such address. */
export function updateAddress(db: Database, accountId: string, id: string, change: AddressChange) {
  const set = Object.fromEntries(Object.entries(columns(change)).filter(([, value]) => value !== undefined));
  return rowById(id, () =>
    db
      .update(accountAddresses)
      .set({ ...set, updatedAt: sql`now()` })
      .where(addressOf(accountId, id))
      .returning(),
  );
}

export async function deleteAddress(db: Database, accountId: string, id: string): Promise<boolean> {
  const deleted = await rowById(id, () =>
    db.delete(accountAddresses).where(addressOf(accountId, id)).returning({ id: accountAddresses.id }),
  );
  return deleted !== null;
}
