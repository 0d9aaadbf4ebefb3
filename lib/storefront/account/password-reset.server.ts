import 'server-only';
import { forgotBody, resetBody } from './account-bodies';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import {
  createAccountTokens,
  requestOneTimeToken,
  signInWithOneTimeToken,
} from '@/lib/commerce/operations/accounts';
import { marketHrefLang } from '@/lib/i18n/markets';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { endSession } from '@/lib/storefront/session/account-session.server';
import { beginAccountSession } from '@/lib/storefront/session/begin-session.server';
import {
  beginSignIn,
  clientIp,
  settleSignIn,
  takeResetRequest,
  tooManySignInsAnswer,
} from '@/lib/storefront/session/sign-in-limits.server';
import { ACCOUNT_HOME } from './account-paths';
import { memberRealm } from './member-realm.server';
import { setMemberPassword } from './member-password.server';
import { sessionRecords } from '@/lib/storefront/session/session-records.server';

/**
 * "Forgot password?": asks the service for a one-time password token for the email. The service
 * answers 202 whether or not anyone has that email and hands the token to its integrations (the
 * shop's listener mails the link, reset-mail.server.ts); so does this answer, the same for everyone.
 * The language of the request rides along, so the mail is in the shopper's language.
 */
export async function requestPasswordReset(request: Request, { email }: z.output<typeof forgotBody>) {
  const market = await requestMarket();
  const limited = await takeResetRequest(clientIp(request), email);
  if (limited.limited) return tooManySignInsAnswer(limited.retryAfterSeconds);
  const realm = await memberRealm();
  if (!realm.ok) return failureAnswer(realm.error);
  const asked = await requestOneTimeToken(shopperClient({ locale: marketHrefLang(market) }), {
    realmId: realm.realmId,
    passwordProfileId: realm.passwordProfileId,
    username: email,
  });
  if (!asked.ok) return failureAnswer(asked.error);
  return dataAnswer({ requested: true });
}

/**
 * The reset link's form: the token signs the member in once (the vendor's passwordless sign-in),
 * the new password is set through their password profile info, every session of theirs ends (the
 * service's tokens with the new password, the shop's records here), and this browser starts a new
 * session. A used, wrong or expired link counts as a failed sign-in for that email.
 */
export async function completePasswordReset(request: Request, body: z.output<typeof resetBody>) {
  const t = await getTranslations({ locale: await requestMarket(), namespace: 'Join' });
  const begun = await beginSignIn(clientIp(request), body.email);
  if ('refused' in begun) return tooManySignInsAnswer(begun.refused.retryAfterSeconds);
  const realm = await memberRealm();
  if (!realm.ok) {
    await settleSignIn(begun.attempt, 'unjudged');
    return failureAnswer(realm.error);
  }
  const signedIn = await signInWithOneTimeToken(shopperClient(), {
    passwordProfileId: realm.passwordProfileId,
    username: body.email,
    token: body.token,
  });
  if (!signedIn.ok) {
    if (signedIn.error.status === 401)
      return errorAnswer(400, t('errors.linkInvalid'), { meta: { field: 'token' } });
    await settleSignIn(begun.attempt, 'unjudged');
    return failureAnswer(signedIn.error);
  }
  await settleSignIn(begun.attempt, 'succeeded');
  const memberId = signedIn.data.meta?.account_member_id;
  const [account] = signedIn.data.data;
  if (!memberId || !account) return errorAnswer(502, t('errors.notChanged'));
  const set = await setMemberPassword(realm, { memberId, token: account.token, password: body.password });
  if (!set.ok) return failureAnswer(set.error);

  // Every session of this member ends, this browser's own too; then it starts again, signed in.
  await endSession();
  await sessionRecords().closeAllOf(memberId);
  const fresh = await createAccountTokens(shopperClient(), {
    username: set.username,
    password: body.password,
    passwordProfileId: realm.passwordProfileId,
  });
  if (!fresh.ok) return failureAnswer(fresh.error);
  return beginAccountSession(request, fresh.data, { email: set.username, next: ACCOUNT_HOME });
}
