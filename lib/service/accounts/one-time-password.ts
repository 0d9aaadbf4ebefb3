import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../storage/database';
import { credentialsGeneration, signedInMember } from './member-accounts';
import { accountMembers, oneTimePasswordTokens } from './schema';
import { normalizeUsername } from './sign-in';

/** How long a mailed link works (issue 26). */
export const ONE_TIME_TOKEN_TTL_SECONDS = 15 * 60;

export type OneTimePurpose = 'reset_password' | 'passwordless_authentication';

/** Only the digest is stored: a copy of the table gives no one a working link. */
const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new one-time password token for the member the username names, replacing any earlier one of
 * the same purpose (only the newest link works); null when no member has that username. 32 random
 * bytes: unguessable, and sent only in the event the shop mails, never in an answer.
 */
export async function createOneTimeToken(db: Database, username: string, purpose: OneTimePurpose) {
  const [member] = await db
    .select({ id: accountMembers.id, name: accountMembers.name, email: accountMembers.email })
    .from(accountMembers)
    .where(eq(accountMembers.email, normalizeUsername(username)));
  if (!member) return null;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ONE_TIME_TOKEN_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // Expired tokens of anyone go as new ones come: the table holds only what could still be used.
    await tx.delete(oneTimePasswordTokens).where(lt(oneTimePasswordTokens.expiresAt, sql`now()`));
    await tx
      .insert(oneTimePasswordTokens)
      .values({ tokenHash: digest(token), accountMemberId: member.id, purpose, expiresAt })
      .onConflictDoUpdate({
        target: [oneTimePasswordTokens.accountMemberId, oneTimePasswordTokens.purpose],
        set: { tokenHash: digest(token), expiresAt, createdAt: sql`now()` },
      });
  });
  return { token, member, expiresAt };
}

/**
 * Uses a token: the member it was made for (signed in), when it names that username and has not
 * expired, and the token is gone at once (one statement, so two uses at once cannot both succeed); else null.
 */
export async function redeemOneTimeToken(db: Database, username: string, token: string) {
  const [redeemed] = await db
    .delete(oneTimePasswordTokens)
    .where(
      and(
        eq(oneTimePasswordTokens.tokenHash, digest(token)),
        sql`${oneTimePasswordTokens.expiresAt} > now()`,
        sql`${oneTimePasswordTokens.accountMemberId} = (SELECT id FROM account_members WHERE email = ${normalizeUsername(username)})`,
      ),
    )
    .returning({ memberId: oneTimePasswordTokens.accountMemberId });
  if (!redeemed) return null;
  const generation = await credentialsGeneration(db, redeemed.memberId);
  return generation === null ? null : signedInMember(db, redeemed.memberId, generation);
}
