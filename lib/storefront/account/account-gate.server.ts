import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requestMarket } from '@/lib/i18n/request-market.server';
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
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'Account' });
  const detail = state.status === 'expired' ? t('errors.expired') : t('errors.signInFirst');
  return { refused: errorAnswer(401, detail) };
}
