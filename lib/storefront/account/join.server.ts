import 'server-only';
import { joinBody } from './account-bodies';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import { signUp } from '@/lib/commerce/operations/accounts';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import { sendWelcomeMail } from '@/lib/storefront/mail/send.server';
import { beginAccountSession } from '@/lib/storefront/session/begin-session.server';
import {
  beginSignIn,
  clientIp,
  settleSignIn,
  tooManySignInsAnswer,
} from '@/lib/storefront/session/sign-in-limits.server';
import { memberRealm } from './member-realm.server';

/** The registration form (app/api/account/registration); the browser checks the same rules first. */
/**
 * Creates the member and their account with the vendor's self sign-up, then signs them in and
 * mails a welcome. Held to the sign-in's limits: an email that is already registered counts as a
 * failed attempt for that email and address, so finding out who has an account this way is no easier
 * than by signing in.
 */
export async function join(request: Request, body: z.output<typeof joinBody>): Promise<Response> {
  const market = await requestMarket();
  const t = await getTranslations({ locale: market, namespace: 'Join' });
  const begun = await beginSignIn(clientIp(request), body.email);
  if ('refused' in begun) return tooManySignInsAnswer(begun.refused.retryAfterSeconds);
  const realm = await memberRealm();
  if (!realm.ok) {
    await settleSignIn(begun.attempt, 'unjudged');
    return failureAnswer(realm.error);
  }
  const made = await signUp(shopperClient(), {
    passwordProfileId: realm.passwordProfileId,
    name: body.name,
    email: body.email,
    password: body.password,
  });
  if (!made.ok) {
    if (made.error.status === 409) return errorAnswer(409, t('errors.taken'), { meta: { field: 'email' } });
    await settleSignIn(begun.attempt, 'unjudged');
    return failureAnswer(made.error);
  }
  await settleSignIn(begun.attempt, 'succeeded');
  await sendWelcomeMail({ to: body.email.trim().toLowerCase(), name: body.name, market });
  return beginAccountSession(request, made.data, { email: body.email, next: body.next });
}
