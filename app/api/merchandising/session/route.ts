import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { dataAnswer, emptyAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { clientIp, tooManySignInsAnswer } from '@/lib/storefront/session/sign-in-limits.server';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandising/merchandising-paths';
import {
  beginMerchandiserSignIn,
  merchandiserSignInSucceeded,
} from '@/lib/storefront/session/merchandiser-sign-in-limits.server';
import {
  endMerchandiserSession,
  isMerchandiserPassword,
  startMerchandiserSession,
} from '@/lib/storefront/session/merchandiser-session.server';
import { endPreview } from '@/lib/storefront/merchandising/preview.server';
import { signInHandler } from '@/lib/storefront/session/sign-in-form.server';

const signInBody = z.strictObject({
  password: z.string().min(1, 'enter the merchandiser password').max(1024, 'must be at most 1024 characters'),
  next: z.string().max(2048).optional(),
});

/**
 * Merchandiser sign-in with the store's password (MERCHANDISER_PASSWORD), rate-limited like the
 * account sign-in. JSON from the page's script; the same form posted without it gets pages.
 */
export const POST = signInHandler(signInBody, signIn, '/merchandising/sign-in');

async function signIn(request: Request, data: z.output<typeof signInBody>) {
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
  return dataAnswer({
    next: safeReturnPath(data.next, MERCHANDISING_HOME),
  });
}

/** Sign out: the session ends, and with it any preview (draft mode and the release cookie). */
export async function DELETE(request: Request) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  await endMerchandiserSession();
  await endPreview();
  return emptyAnswer();
}
