import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../catalog/ids';
import type { Page } from '../http/paging';
import { pageOf, pageRows, type Listed } from '../sql/page';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import type { AccountChange } from './address-schema';
import { memberColumns, type MemberRow } from './member-store';
import { accountMembers, accountMemberships, accounts, type AccountRow } from './schema';

/**
 * The listings of the vendor's account management (accounts, members, memberships), newest first
 * as the vendor sorts them by default, and the account's own change (`PUT /v2/accounts/{id}`).
 */

/**
 * A membership is the pair (account, member); its id is derived from the pair (a name-based UUID,
 * version 8), so it stays the same for as long as the membership exists and needs no column.
 */
export function membershipId(accountId: string, memberId: string): string {
  const hex = createHash('sha256')
    .update(`account_membership:${accountId.toLowerCase()}:${memberId.toLowerCase()}`)
    .digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The accounts the member belongs to; every account when `memberId` is null (an administrator). */
export async function listAccounts(
  db: Database,
  memberId: string | null,
  page: Page,
): Promise<Listed<AccountRow>> {
  const order = [desc(accounts.createdAt), desc(accounts.id)];
  if (memberId === null) return pageOf(db, accounts, page, order);
  const mine = eq(accountMemberships.accountMemberId, memberId);
  const { rows, total } = await pageRows(
    db
      .select({ account: accounts })
      .from(accountMemberships)
      .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
      .where(mine)
      .orderBy(...order),
    db.$count(accountMemberships, mine),
    page,
  );
  return { rows: rows.map((row) => row.account), total };
}

/** The memberships, each with its member. */
const membershipsWithMembers = (db: Database) =>
  db
    .select({ createdAt: accountMemberships.createdAt, member: memberColumns })
    .from(accountMemberships)
    .innerJoin(accountMembers, eq(accountMembers.id, accountMemberships.accountMemberId));

/** The members of one account; every member when `accountId` is null (an administrator). */
export async function listMembers(
  db: Database,
  accountId: string | null,
  page: Page,
): Promise<Listed<MemberRow>> {
  const order = [desc(accountMembers.createdAt), desc(accountMembers.id)];
  if (accountId === null)
    return pageRows(
      db
        .select(memberColumns)
        .from(accountMembers)
        .orderBy(...order),
      db.$count(accountMembers),
      page,
    );
  const theirs = eq(accountMemberships.accountId, accountId);
  const { rows, total } = await pageRows(
    membershipsWithMembers(db)
      .where(theirs)
      .orderBy(...order),
    db.$count(accountMemberships, theirs),
    page,
  );
  return { rows: rows.map((row) => row.member), total };
}

export interface MembershipRow {
  id: string;
  accountId: string;
  createdAt: Date;
  member: MemberRow;
}

/** A page of the account's memberships, newest first, each with its member. */
export async function listMemberships(
  db: Database,
  accountId: string,
  page: Page,
): Promise<Listed<MembershipRow>> {
  const theirs = eq(accountMemberships.accountId, accountId);
  const { rows, total } = await pageRows(
    membershipsWithMembers(db)
      .where(theirs)
      .orderBy(desc(accountMemberships.createdAt), desc(accountMembers.id)),
    db.$count(accountMemberships, theirs),
    page,
  );
  return {
    rows: rows.map((row) => ({ ...row, accountId, id: membershipId(accountId, row.member.id) })),
    total,
  };
}

/** One of the account's memberships by its id; null when the account has none by that id. */
export async function findMembership(
  db: Database,
  accountId: string,
  id: string,
): Promise<MembershipRow | null> {
  if (!isUuid(id)) return null;
  // An account has few members: the id is matched among its memberships' derived ids.
  const rows = await membershipsWithMembers(db).where(eq(accountMemberships.accountId, accountId));
  const wanted = id.toLowerCase();
  const row = rows.find((candidate) => membershipId(accountId, candidate.member.id) === wanted);
  return row ? { ...row, accountId, id: wanted } : null;
}

/** Changes the account's names, registration id and reference; fields the request leaves out keep their value. */
export function updateAccount(db: Database, id: string, change: AccountChange): Promise<AccountRow | null> {
  return rowById(id, () =>
    db
      .update(accounts)
      .set({
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.legal_name === undefined ? {} : { legalName: change.legal_name }),
        ...(change.registration_id === undefined ? {} : { registrationId: change.registration_id }),
        ...(change.external_ref === undefined ? {} : { externalRef: change.external_ref }),
        updatedAt: sql`now()`,
      })
      .where(eq(accounts.id, id))
      .returning(),
  );
}
