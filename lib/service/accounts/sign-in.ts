import { asc, eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { decoyHash, verifyPassword } from './password';
import { accountMembers, accountMemberships, accounts } from './schema';

export interface MemberAccount {
  id: string;
  name: string;
}

// Made when the module loads, so that even the first unknown username costs one scrypt, as a known one does.
void decoyHash();

/** Usernames are email addresses; they compare without case or surrounding space. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/**
 * The accounts a member may act for, when the username and password match; otherwise null, the
 * same for an unknown username as for a wrong password, and after the same amount of work.
 */
export async function signIn(
  db: Database,
  username: string,
  password: string,
): Promise<{ memberId: string; accounts: MemberAccount[] } | null> {
  const [member] = await db
    .select({ id: accountMembers.id, passwordHash: accountMembers.passwordHash })
    .from(accountMembers)
    .where(eq(accountMembers.email, normalizeUsername(username)));
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
  if (!member || !matches) return null;
  const memberAccounts = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accountMemberships)
    .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
    .where(eq(accountMemberships.accountMemberId, member.id))
    .orderBy(asc(accounts.name), asc(accounts.id));
  return { memberId: member.id, accounts: memberAccounts };
}
