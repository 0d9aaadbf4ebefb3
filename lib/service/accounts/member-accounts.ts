import { asc, eq } from 'drizzle-orm';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import { accountMembers, accountMemberships, accounts } from './schema';

/** A member who has proved who they are, with what their account tokens need. */
export interface SignedInMember {
  memberId: string;
  generation: number;
  /** The accounts the member may act for, by name (the first is the storefront's). */
  accounts: { id: string; name: string }[];
}

function memberAccounts(db: Database, memberId: string): Promise<SignedInMember['accounts']> {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accountMemberships)
    .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
    .where(eq(accountMemberships.accountMemberId, memberId))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

export async function signedInMember(db: Database, memberId: string, generation: number) {
  return { memberId, generation, accounts: await memberAccounts(db, memberId) } satisfies SignedInMember;
}

/** The member's credentials generation now; null when the member is gone. */
export async function credentialsGeneration(db: Database, memberId: string): Promise<number | null> {
  const row = await rowById(memberId, () =>
    db
      .select({ generation: accountMembers.credentialsGeneration })
      .from(accountMembers)
      .where(eq(accountMembers.id, memberId)),
  );
  return row?.generation ?? null;
}
