import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { createAccountTokens } from '@/lib/commerce/operations/accounts';
import { dataAnswer, emptyAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import {
  beginSignIn,
  clientIp,
  settleSignIn,
  tooManySignInsAnswer,
} from '@/lib/storefront/session/sign-in-limits.server';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { memberRealm } from '@/lib/storefront/account/member-realm.server';
import { beginAccountSession } from '@/lib/storefront/session/begin-session.server';
import { endSession, readSession } from '@/lib/storefront/session/account-session.server';
import { signInHandler } from '@/lib/storefront/session/sign-in-form.server';

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
export const POST = signInHandler(signInBody, signIn, '/sign-in');

async function signIn(request: Request, { username, password, next }: z.output<typeof signInBody>) {
  const begun = await beginSignIn(clientIp(request), username);
  if ('refused' in begun) return tooManySignInsAnswer(begun.refused.retryAfterSeconds);
  const { attempt } = begun;
  // The realm's password profile, as the vendor requires it; unknown for now, the sign-in goes without.
  const realm = await memberRealm();
  const tokens = await createAccountTokens(shopperClient(), {
    username,
    password,
    passwordProfileId: realm.ok ? realm.passwordProfileId : undefined,
  });
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'SignIn' });
  if (!tokens.ok) {
    // One message for both mistakes, as the service gives: it does not reveal who has an account.
    if (tokens.error.status === 401) return errorAnswer(401, t('errors.wrongCredentials'));
    await settleSignIn(attempt, 'unjudged');
    return failureAnswer(tokens.error, { token: 'account' });
  }
  await settleSignIn(attempt, 'succeeded');
  return beginAccountSession(request, tokens.data, { email: username, next });
}

/** Sign out: forgets the session cookie (the token simply expires on the service). */
export async function DELETE(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  await endSession();
  return emptyAnswer();
}
