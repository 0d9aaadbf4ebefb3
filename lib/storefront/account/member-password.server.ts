import 'server-only';
import type { CommerceError } from '@/lib/commerce/result';
import { listPasswordProfileInfos, updatePasswordProfileInfo } from '@/lib/commerce/operations/accounts';
import { staticTokenProvider } from '@/lib/commerce/tokens';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';

/**
 * Sets a member's password (and, given, a new username) as the vendor lets a member do it: their
 * password profile info for the realm's profile, found by listing, then changed with their own
 * account token. The service ends every account token issued before (the caller's included).
 */
export async function setMemberPassword(
  realm: { realmId: string; passwordProfileId: string },
  input: { memberId: string; token: string; password: string; username?: string },
): Promise<{ ok: true; username: string } | { ok: false; error: CommerceError }> {
  const client = shopperClient().with({ tokens: staticTokenProvider(input.token) });
  const infos = await listPasswordProfileInfos(client, { realmId: realm.realmId, memberId: input.memberId });
  if (!infos.ok) return { ok: false, error: infos.error };
  const info =
    infos.data.data.find((each) => each.password_profile_id === realm.passwordProfileId) ??
    infos.data.data[0];
  if (!info)
    return {
      ok: false,
      error: { kind: 'validation', title: 'The member has no password to change', errors: [] },
    };
  const username = input.username ?? info.username;
  const changed = await updatePasswordProfileInfo(client, {
    realmId: realm.realmId,
    memberId: input.memberId,
    infoId: info.id,
    username,
    password: input.password,
  });
  return changed.ok
    ? { ok: true, username: changed.data.data.username }
    : { ok: false, error: changed.error };
}
