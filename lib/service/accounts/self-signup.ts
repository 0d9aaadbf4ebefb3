import { randomUUID } from 'node:crypto';
import type { Database } from '../storage/database';
import type { SignedInMember } from './member-accounts';
import { hashPassword } from './password';
import { accountMembers, accountMemberships, accounts } from './schema';
import { normalizeUsername } from './sign-in';

/**
 * The vendor's self sign-up with `auto_create_account_for_account_members`: a member, an account
 * named after them and the membership between the two, in one transaction, so a failure leaves
 * none of them. An email that already belongs to a member is refused ('taken') and nothing is made;
 * two sign-ups with one email at once cannot both pass (the email is unique).
 */
export async function selfSignUp(
  db: Database,
  input: { name: string; email: string; password: string },
): Promise<SignedInMember | 'taken'> {
  const passwordHash = await hashPassword(input.password);
  const memberId = randomUUID();
  const account = { id: randomUUID(), name: input.name };
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(accountMembers)
      .values({ id: memberId, email: normalizeUsername(input.email), name: input.name, passwordHash })
      .onConflictDoNothing({ target: accountMembers.email })
      .returning({ id: accountMembers.id });
    if (!member) return 'taken' as const;
    await tx.insert(accounts).values({ id: account.id, name: account.name, legalName: account.name });
    await tx.insert(accountMemberships).values({ accountId: account.id, accountMemberId: memberId });
    return { memberId, generation: 0, accounts: [account] };
  });
}
