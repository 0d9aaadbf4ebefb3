import { ACCOUNT_HOME, signInHref } from '@/lib/storefront/account/account-paths';
import { hasSessionEnded } from '@/lib/storefront/account/ended-session.server';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { endSession } from '@/lib/storefront/session/account-session.server';

/**
 * Where a page sends someone whose session ended (token expired, or refused by the service): they
 * go to sign in, told why, and then back to `next`. Anyone can link to this address, so it never
 * ends a live session (issue 24 point 8): it forgets only a cookie that is already worth nothing
 * (past its expiry, unreadable, or refused by the service), so the header stops naming the person.
 * A live session goes on to `next`; signing out is the sign-out button's POST, with its origin check.
 */
export async function GET(request: Request) {
  const next = safeReturnPath(new URL(request.url).searchParams.get('next') ?? undefined, ACCOUNT_HOME);
  const ended = await hasSessionEnded();
  if (ended && request.headers.get('sec-fetch-site') !== 'cross-site') await endSession();
  const location = ended ? signInHref(next, 'expired') : next;
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}
