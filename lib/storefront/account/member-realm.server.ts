import 'server-only';
import type { CommerceError } from '@/lib/commerce/result';
import { getAuthenticationSettings, listPasswordProfiles } from '@/lib/commerce/operations/accounts';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';

export type MemberRealm =
  | { ok: true; realmId: string; passwordProfileId: string; selfSignUp: boolean }
  | { ok: false; error: CommerceError };

/** Read again after this long: a store's realm and profile change rarely, if ever. */
const KEEP_MS = 10 * 60_000;
const holder = globalThis as typeof globalThis & { __memberRealm?: { realm: MemberRealm; until: number } };

/**
 * Where members sign in, as the vendor's reference storefront finds it: the account authentication
 * settings name the realm, whose email-and-password profile the sign-up, sign-in and reset name.
 * Kept for a while per process; a failure is not kept, so the next request asks again.
 */
export async function memberRealm(): Promise<MemberRealm> {
  const held = holder.__memberRealm;
  if (held && held.until > Date.now()) return held.realm;
  const client = shopperClient();
  const settings = await getAuthenticationSettings(client);
  if (!settings.ok) return { ok: false, error: settings.error };
  const realmId = settings.data.data.relationships.authentication_realm.data.id;
  const profiles = await listPasswordProfiles(client, realmId);
  if (!profiles.ok) return { ok: false, error: profiles.error };
  const profile =
    profiles.data.data.find((each) => each.username_format === 'email') ?? profiles.data.data[0];
  if (!profile)
    return {
      ok: false,
      error: { kind: 'validation', title: 'The members’ realm has no password profile', errors: [] },
    };
  const realm: MemberRealm = {
    ok: true,
    realmId,
    passwordProfileId: profile.id,
    selfSignUp: settings.data.data.enable_self_signup !== false,
  };
  holder.__memberRealm = { realm, until: Date.now() + KEEP_MS };
  return realm;
}
