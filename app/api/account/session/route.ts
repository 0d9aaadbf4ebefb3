import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { createAccountTokens } from '@/lib/commerce/operations/accounts';
import { dataAnswer, emptyAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { isFormPost, readBody, readForm } from '@/lib/storefront/http/read-body.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import {
  beginSignIn,
  clientIp,
  settleSignIn,
  tooManySignInsAnswer,
} from '@/lib/storefront/session/sign-in-limits.server';
import { ACCOUNT_HOME } from '@/lib/storefront/account/account-paths';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { adoptCartOnSignIn } from '@/lib/storefront/cart/adopt-cart.server';
import { inMarket } from '@/lib/i18n/markets';
import { applyShopperDefaults } from '@/lib/storefront/preferences/shopper-defaults.server';
import { loadOwnPreferences } from '@/lib/storefront/preferences/preferences.server';
import { endSession, readSession, startSession } from '@/lib/storefront/session/account-session.server';
import { answerSignInForm } from '@/lib/storefront/session/sign-in-form.server';

const signInBody = z.object({
  username: z.string().trim().min(1, 'enter your email address').max(255, 'must be at most 255 characters'),
  password: z.string().min(1, 'enter your password').max(1024, 'must be at most 1024 characters'),
  next: z.string().max(2048).optional(),
});

/**
 * Who is signed in, for the header's account link: catalog pages are the same for everyone (cached
 * whole per market), so what is personal on them is asked for by the browser after the page.
 */
export async function GET() {
  const state = await readSession();
  if (state.status !== 'signed-in') return dataAnswer({ signedIn: false });
  return dataAnswer({ signedIn: true, accountName: state.session.accountName });
}

/**
 * Sign in: checks the limits, asks the service for an account token, keeps it in the sealed cookie.
 * The page's script sends JSON and reads JSON; the same form posted without it gets pages.
 */
export async function POST(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  if (!isFormPost(request)) {
    const read = await readBody(request, signInBody);
    return read.ok ? signIn(request, read.data) : read.response;
  }
  const read = await readForm(request, signInBody);
  const answer = read.ok ? await signIn(request, read.data) : read.response;
  return answerSignInForm(answer, { signInPage: '/sign-in', next: read.ok ? read.data.next : undefined });
}

async function signIn(request: Request, { username, password, next }: z.output<typeof signInBody>) {
  const begun = await beginSignIn(clientIp(request), username);
  if ('refused' in begun) return tooManySignInsAnswer(begun.refused.retryAfterSeconds);
  const { attempt } = begun;
  const tokens = await createAccountTokens(shopperClient(), { username, password });
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'SignIn' });
  if (!tokens.ok) {
    // One message for both mistakes, as the service gives: it does not reveal who has an account.
    if (tokens.error.status === 401) return errorAnswer(401, t('errors.wrongCredentials'));
    await settleSignIn(attempt, 'unjudged');
    return failureAnswer(tokens.error, { token: 'account' });
  }
  await settleSignIn(attempt, 'succeeded');

  // A member of several accounts acts for the first (the service orders them by name).
  const [account] = tokens.data.data;
  if (!account) return errorAnswer(403, t('errors.noAccount'));
  await startSession({
    accountId: account.account_id,
    accountName: account.account_name,
    email: username,
    token: account.token,
    expiresAt: account.expires,
  });
  // Spec 3.3 rule 6: the cart filled before signing in joins the account's cart.
  await adoptCartOnSignIn(account.account_id, account.token);

  // Saved language and currency become this shopper's defaults. Without them (the entry is missing
  // or cannot be read now) the sign-in still stands; the switcher keeps its choice.
  // The page to go back to opens in the saved market.
  const preferences = await loadOwnPreferences(account.account_id);
  const market =
    preferences.kind === 'ok' ? await applyShopperDefaults(preferences.version.values, request) : null;
  const back = safeReturnPath(next, ACCOUNT_HOME);
  return dataAnswer({
    accountName: account.account_name,
    next: market ? inMarket(back, market) : back,
  });
}

/** Sign out: forgets the session cookie (the token simply expires on the service). */
export async function DELETE(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  await endSession();
  return emptyAnswer();
}
