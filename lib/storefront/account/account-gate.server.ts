import 'server-only';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import type { AccountSession } from '@/lib/storefront/session/account-session';
import { readSession } from '@/lib/storefront/session/account-session.server';

/**
 * The gate of the account route handlers (app/api/account/**): the signed-in session, or the 401
 * answer the browser turns into "sign in again".
 */
export async function requireSession(): Promise<{ session: AccountSession } | { refused: Response }> {
  const state = await readSession();
  if (state.status === 'signed-in') return { session: state.session };
  const detail =
    state.status === 'expired'
      ? 'Your session has ended. Please sign in again.'
      : 'Please sign in to your account first.';
  return { refused: errorAnswer(401, detail) };
}
