import 'server-only';
import { listAddresses } from '@/lib/commerce/operations/accounts';
import { staticTokenProvider } from '@/lib/commerce/tokens';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { readSession } from '@/lib/storefront/session/account-session.server';

/**
 * Whether this browser's account session has ended: its cookie can no longer be read or is past its
 * expiry (readSession), or the service no longer takes its token (a 401 to a read of the account's
 * own). A live session, or no session at all, has not. A service that cannot answer says nothing.
 */
export async function hasSessionEnded(): Promise<boolean> {
  const state = await readSession();
  if (state.status !== 'signed-in') return state.status === 'expired';
  const { token, accountId } = state.session;
  const probe = await listAddresses(shopperClient().with({ tokens: staticTokenProvider(token) }), accountId);
  return !probe.ok && probe.error.status === 401;
}
