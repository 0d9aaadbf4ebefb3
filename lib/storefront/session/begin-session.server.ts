import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AccountTokenResponse } from '@/lib/commerce/schemas/auth';
import { inMarket } from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { ACCOUNT_HOME } from '@/lib/storefront/account/account-paths';
import { adoptCartOnSignIn } from '@/lib/storefront/cart/adopt-cart.server';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { loadOwnPreferences } from '@/lib/storefront/preferences/preferences.server';
import { applyShopperDefaults } from '@/lib/storefront/preferences/shopper-defaults.server';
import { startSession } from './account-session.server';

/**
 * A member has just proved who they are (password, sign-up, reset link): the session starts with
 * the service's tokens, the cart filled before joins the account's (spec 3.3 rule 6), and saved
 * language and currency become this shopper's defaults. Without them (the entry is missing or cannot
 * be read now) the session still stands; the switcher keeps its choice. The answer names the page to
 * go on to, in the saved market.
 */
export async function beginAccountSession(
  request: Request,
  tokens: AccountTokenResponse,
  { email, next }: { email: string; next?: string },
): Promise<Response> {
  // A member of several accounts acts for the first (the service orders them by name).
  const [account] = tokens.data;
  if (!account) {
    const t = await getTranslations({ locale: await requestMarket(), namespace: 'SignIn' });
    return errorAnswer(403, t('errors.noAccount'));
  }
  // The account's cart is found once, here, and kept in the session (issue 28: an add makes one call).
  const cartId = await adoptCartOnSignIn(account.account_id, account.token);
  await startSession({
    accountId: account.account_id,
    accountName: account.account_name,
    email: email.trim().toLowerCase(),
    token: account.token,
    expiresAt: account.expires,
    memberId: tokens.meta?.account_member_id,
    ...(cartId && { cartId }),
  });
  const preferences = await loadOwnPreferences(account.account_id);
  const market =
    preferences.kind === 'ok' ? await applyShopperDefaults(preferences.version.values, request) : null;
  const back = safeReturnPath(next, ACCOUNT_HOME);
  return dataAnswer({ accountName: account.account_name, next: market ? inMarket(back, market) : back });
}
