import 'server-only';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import {
  isMerchandiserPassword,
  startMerchandiserSession,
} from '@/lib/storefront/session/merchandiser-session.server';
import {
  beginMerchandiserSignIn,
  merchandiserSignInSucceeded,
} from '@/lib/storefront/session/merchandiser-sign-in-limits.server';
import { clientIp, tooManySignInsAnswer } from '@/lib/storefront/session/sign-in-limits.server';
import { MERCHANDISING_HOME } from './merchandising-paths';

export const merchandiserSignInBody = z.strictObject({
  password: z.string().min(1, 'enter the merchandiser password').max(1024, 'must be at most 1024 characters'),
  next: z.string().max(2048).optional(),
});

/**
 * Merchandiser sign-in with the store's password (MERCHANDISER_PASSWORD), rate-limited like the
 * account sign-in (app/api/merchandising/session/route.ts).
 */
export async function signInMerchandiser(
  request: Request,
  data: z.output<typeof merchandiserSignInBody>,
): Promise<Response> {
  const ip = clientIp(request);
  const limit = await beginMerchandiserSignIn(ip);
  if (limit.limited) return tooManySignInsAnswer(limit.retryAfterSeconds);
  // The attempt counted as a failure; the right password takes it back.
  if (!isMerchandiserPassword(data.password)) {
    const t = await getTranslations({ locale: await requestMarket(), namespace: 'Merchandising' });
    return errorAnswer(401, t('errors.wrongPassword'));
  }
  await merchandiserSignInSucceeded(ip);
  await startMerchandiserSession();
  return dataAnswer({ next: safeReturnPath(data.next, MERCHANDISING_HOME) });
}
