import { signInHref } from '@/lib/storefront/account/account-paths';
import { safeReturnPath } from '@/lib/storefront/http/return-path';
import { endSession } from '@/lib/storefront/session/account-session.server';

/**
 * Where a page sends someone whose session ended (token expired, or refused by the service): the
 * cookie is forgotten, so the header stops naming them, and they go to sign in and then back to
 * `next`. A link from another site cannot sign anyone out this way: only navigations this site
 * started, or typed addresses, clear the cookie.
 */
export async function GET(request: Request) {
  const site = request.headers.get('sec-fetch-site');
  if (site !== 'cross-site') await endSession();
  const next = safeReturnPath(new URL(request.url).searchParams.get('next') ?? undefined);
  return new Response(null, {
    status: 303,
    headers: { Location: signInHref(next, 'expired'), 'Cache-Control': 'no-store' },
  });
}
