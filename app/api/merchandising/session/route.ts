import { z } from 'zod';
import {
  dataAnswer,
  errorAnswer,
  readBody,
  refuseCrossSite,
  tooManySignInsAnswer,
} from '@/lib/storefront/account-api.server';
import { MERCHANDISING_HOME } from '@/lib/storefront/merchandiser-paths';
import {
  checkMerchandiserSignIn,
  recordMerchandiserSignInFailure,
  recordMerchandiserSignInSuccess,
} from '@/lib/storefront/merchandiser-rate-limit.server';
import {
  endMerchandiserSession,
  isMerchandiserPassword,
  startMerchandiserSession,
} from '@/lib/storefront/merchandiser-session.server';
import { safeReturnPath } from '@/lib/storefront/origin.server';
import { endPreview } from '@/lib/storefront/preview.server';
import { clientIp } from '@/lib/storefront/rate-limit.server';

const signInBody = z.strictObject({
  password: z.string().min(1, 'enter the merchandiser password').max(1024, 'must be at most 1024 characters'),
  next: z.string().max(2048).optional(),
});

/** Merchandiser sign-in with the store's password (MERCHANDISER_PASSWORD), rate-limited like the account sign-in. */
export async function POST(request: Request) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const read = await readBody(request, signInBody);
  if ('refused' in read) return read.refused;

  const ip = clientIp(request);
  const limit = checkMerchandiserSignIn(ip);
  if (limit.limited) {
    return tooManySignInsAnswer(limit.retryAfterSeconds);
  }
  if (!isMerchandiserPassword(read.body.password)) {
    recordMerchandiserSignInFailure(ip);
    return errorAnswer(401, 'That is not the merchandiser password.');
  }
  recordMerchandiserSignInSuccess(ip);
  await startMerchandiserSession();
  return dataAnswer({
    next: read.body.next === undefined ? MERCHANDISING_HOME : safeReturnPath(read.body.next),
  });
}

/** Sign out: the session ends, and with it any preview (draft mode and the release cookie). */
export async function DELETE(request: Request) {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  await endMerchandiserSession();
  await endPreview();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
