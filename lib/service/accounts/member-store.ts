import { and, eq, ne, sql } from 'drizzle-orm';
import { isUuid } from '../catalog/ids';
import { UNIQUE_VIOLATION, violatedConstraint } from '../sql/errors';
import { rowById } from '../sql/row-by-id';
import type { Database } from '../storage/database';
import { hashPassword } from './password';
import { accountMembers, oneTimePasswordTokens } from './schema';
import { normalizeUsername } from './sign-in';

export type MemberRow = Pick<
  typeof accountMembers.$inferSelect,
  'id' | 'name' | 'email' | 'createdAt' | 'updatedAt'
>;

/** A member's columns but their credentials, which are never read back. */
export const memberColumns = {
  id: accountMembers.id,
  name: accountMembers.name,
  email: accountMembers.email,
  createdAt: accountMembers.createdAt,
  updatedAt: accountMembers.updatedAt,
};

export const readMember = (db: Database, id: string): Promise<MemberRow | null> =>
  rowById(id, () => db.select(memberColumns).from(accountMembers).where(eq(accountMembers.id, id)));

async function emailTaken(db: Database, id: string, email: string) {
  const [other] = await db
    .select({ id: accountMembers.id })
    .from(accountMembers)
    .where(and(eq(accountMembers.email, email), ne(accountMembers.id, id)));
  return Boolean(other);
}

/**
 * Changes a member's name and email (the email is also their username). 'taken' when another
 * member has the email: checked first, and the unique index settles a race between two changes.
 */
export async function updateMember(
  db: Database,
  id: string,
  change: { name?: string; email?: string; password?: string },
): Promise<MemberRow | 'taken' | null> {
  if (!isUuid(id)) return null;
  const email = change.email === undefined ? undefined : normalizeUsername(change.email);
  if (email !== undefined && (await emailTaken(db, id, email))) return 'taken';
  const passwordHash = change.password === undefined ? undefined : await hashPassword(change.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(accountMembers)
        .set({
          ...(change.name !== undefined && { name: change.name }),
          ...(email !== undefined && { email }),
          // A new password ends every account token issued before it (auth/middleware.ts).
          ...(passwordHash !== undefined && {
            passwordHash,
            credentialsGeneration: sql`${accountMembers.credentialsGeneration} + 1`,
          }),
          updatedAt: sql`now()`,
        })
        .where(eq(accountMembers.id, id))
        .returning(memberColumns);
      // Reset links still in mailboxes would set a password again: a new one makes them void.
      if (row && passwordHash !== undefined)
        await tx.delete(oneTimePasswordTokens).where(eq(oneTimePasswordTokens.accountMemberId, id));
      return row ?? null;
    });
  } catch (error) {
    // The unique email of another member.
    if (violatedConstraint(error, UNIQUE_VIOLATION) !== undefined) return 'taken';
    throw error;
  }
}
