import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { createAccountTokens } from '@/lib/commerce/operations/accounts';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { beginAccountSession } from '@/lib/storefront/session/begin-session.server';
import {
  beginSignIn,
  clientIp,
  settleSignIn,
  tooManySignInsAnswer,
} from '@/lib/storefront/session/sign-in-limits.server';
import { memberRealm } from './member-realm.server';

export const memberSignInBody = z.object({
  username: z.string().trim().min(1, 'enter your email address').max(255, 'must be at most 255 characters'),
  password: z.string().min(1, 'enter your password').max(1024, 'must be at most 1024 characters'),
  next: z.string().max(2048).optional(),
});

/**
 * Sign in: checks the limits, asks the service for an account token, keeps it in the sealed cookie
 * (app/api/account/session/route.ts serves it to the page's script and to the plain form).
 */
export async function signInMember(
  request: Request,
  { username, password, next }: z.output<typeof memberSignInBody>,
): Promise<Response> {
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
