import 'server-only';
import type { CommerceError } from '@/lib/commerce/result';
import { getUserAuthenticationInfo } from '@/lib/commerce/operations/accounts';
import { staticTokenProvider } from '@/lib/commerce/tokens';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import type { AccountSession } from '@/lib/storefront/session/account-session';
import { memberRealm } from './member-realm.server';

export type ProfileLoad =
  | { ok: true; name: string; email: string }
  | { ok: false; reason: 'no-member' }
  | { ok: false; reason: 'error'; error: CommerceError };

/** The signed-in member's name and email, as their user authentication info has them. */
export async function loadProfile(session: AccountSession): Promise<ProfileLoad> {
  if (!session.memberId) return { ok: false, reason: 'no-member' };
  const realm = await memberRealm();
  if (!realm.ok) return { ok: false, reason: 'error', error: realm.error };
  const client = shopperClient().with({ tokens: staticTokenProvider(session.token) });
  const info = await getUserAuthenticationInfo(client, {
    realmId: realm.realmId,
    memberId: session.memberId,
  });
  if (!info.ok) return { ok: false, reason: 'error', error: info.error };
  return { ok: true, name: info.data.data.name, email: info.data.data.email };
}
