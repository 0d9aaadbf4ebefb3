import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './ids';
import type { Seeder } from '.';
import { hashPassword } from '../accounts/password';
import { accountMembers, accountMemberships, accounts } from '../accounts/schema';

/** The member of each demo account has its own fixed id; the account ids are shared (ids.ts). */
export const DEMO_MEMBER_IDS = {
  ada: '5c1e9b7a-3d2f-4a6b-8c0d-1e2f3a4b5c01',
  grace: '5c1e9b7a-3d2f-4a6b-8c0d-1e2f3a4b5c02',
} as const;

/** DESIGN.md §2: Ada and Grace sign in with their email and the demo password. */
export const accountsSeeder: Seeder = {
  name: 'accounts',
  version: 1,
  async run(storage) {
    const demo = await Promise.all(
      (Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]).map(async (key) => ({
        account: DEMO_ACCOUNTS[key],
        memberId: DEMO_MEMBER_IDS[key],
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })),
    );
    await storage.db.transaction(async (tx) => {
      for (const { account, memberId, passwordHash } of demo) {
        await tx
          .insert(accounts)
          .values({ id: account.id, name: account.name, legalName: account.name })
          .onConflictDoUpdate({
            target: accounts.id,
            set: { name: account.name, legalName: account.name, updatedAt: sql`now()` },
          });
        await tx
          .insert(accountMembers)
          .values({ id: memberId, email: account.email, name: account.name, passwordHash })
          .onConflictDoUpdate({
            target: accountMembers.id,
            set: { email: account.email, name: account.name, passwordHash, updatedAt: sql`now()` },
          });
        await tx
          .insert(accountMemberships)
          .values({ accountId: account.id, accountMemberId: memberId })
          .onConflictDoNothing();
      }
    });
  },
};
