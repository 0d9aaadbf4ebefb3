import { eq } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { signedInMember, type SignedInMember } from './member-accounts';
import { decoyHash, verifyPassword } from './password';
import { accountMembers } from './schema';

// Made when the module loads, so that even the first unknown username costs one scrypt, as a known one does.
void decoyHash();

/** Usernames are email addresses; they compare without case or surrounding space. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/**
 * The member and the accounts they may act for, when the username and password match; otherwise
 * null, the same for an unknown username as for a wrong password, and after the same amount of work.
 */
export async function signIn(
  db: Database,
  username: string,
  password: string,
): Promise<SignedInMember | null> {
  const [member] = await db
    .select({
      id: accountMembers.id,
      passwordHash: accountMembers.passwordHash,
      generation: accountMembers.credentialsGeneration,
    })
    .from(accountMembers)
    .where(eq(accountMembers.email, normalizeUsername(username)));
  const matches = await verifyPassword(password, member?.passwordHash ?? (await decoyHash()));
  if (!member || !matches) return null;
  return signedInMember(db, member.id, member.generation);
}
